import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto'

/**
 * A backup's database file sealed with a passphrase (BACKUP_PASSPHRASE): AES-256-GCM under a key scrypt
 * derives from it. The file is MAGIC, salt, iv and tag, then the ciphertext; the manifest says it is
 * sealed and with which scrypt cost, never the key. GCM's tag makes a wrong passphrase (or an altered
 * file) fail as a whole, before a single byte is restored.
 */
const MAGIC = Buffer.from('UTSAB-BACKUP-1\n', 'latin1')
const SALT_BYTES = 16
const IV_BYTES = 12
const TAG_BYTES = 16
const HEADER_BYTES = MAGIC.length + SALT_BYTES + IV_BYTES + TAG_BYTES

export type TEncryption = { cipher: 'aes-256-gcm'; kdf: 'scrypt'; N: number; r: number; p: number }

// N = 2^15 costs about a tenth of a second and 32 MiB once per backup or restore: cheap for us, dear for a guesser.
const DEFAULT_COST = { N: 2 ** 15, r: 8, p: 1 }

function deriveKey(passphrase: string, salt: Buffer, { N, r, p }: Pick<TEncryption, 'N' | 'r' | 'p'>) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(passphrase, salt, 32, { N, r, p, maxmem: 256 * N * r }, (error, key) => (error ? reject(error) : resolve(key))),
  )
}

export async function encryptBackup(data: Buffer, passphrase: string): Promise<{ sealed: Buffer; encryption: TEncryption }> {
  const salt = randomBytes(SALT_BYTES)
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', await deriveKey(passphrase, salt, DEFAULT_COST), iv)
  const body = Buffer.concat([cipher.update(data), cipher.final()])
  return {
    sealed: Buffer.concat([MAGIC, salt, iv, cipher.getAuthTag(), body]),
    encryption: { cipher: 'aes-256-gcm', kdf: 'scrypt', ...DEFAULT_COST },
  }
}

/** The backup's database file opened, or an error saying why not: no passphrase, or not the one it was sealed with. */
export async function decryptBackup(sealed: Buffer, encryption: TEncryption, passphrase: string | undefined): Promise<Buffer> {
  if (!passphrase)
    throw new Error('This backup is encrypted: set BACKUP_PASSPHRASE to the passphrase it was made with. Nothing was restored.')
  if (sealed.length < HEADER_BYTES || !sealed.subarray(0, MAGIC.length).equals(MAGIC))
    throw new Error("The backup's database file is not an encrypted backup of this format. Nothing was restored.")
  let at = MAGIC.length
  const take = (bytes: number) => sealed.subarray(at, (at += bytes))
  const [salt, iv, tag] = [take(SALT_BYTES), take(IV_BYTES), take(TAG_BYTES)]
  const decipher = createDecipheriv('aes-256-gcm', await deriveKey(passphrase, salt, encryption), iv)
  decipher.setAuthTag(tag)
  try {
    return Buffer.concat([decipher.update(sealed.subarray(HEADER_BYTES)), decipher.final()])
  } catch {
    throw new Error(
      'BACKUP_PASSPHRASE is not the passphrase this backup was encrypted with (or its file was altered). Nothing was restored.',
    )
  }
}
