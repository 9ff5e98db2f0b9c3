import path from 'node:path'
import { s3SettingsFromEnv } from '../app'
import { readEnv } from '../env'
import { createS3ObjectStore } from '../lib/object-store'
import { repoRoot } from '../paths'
import { takeBackup, type TDataLocation } from './backup'
import { objectStorePictures } from './pictures'
import { restoreBackup } from './restore'

/**
 * `npm run backup [folder]`: the database and the pictures into `folder`, or into
 * BACKUP_DIR/<timestamp>/ (BACKUP_DIR defaults to DATA_DIR/backups).
 * `npm run restore <folder> [--overwrite]`: into the instance the environment names, which must be empty
 * unless --overwrite; then checked against the backup's manifest.
 * With S3_BUCKET, the pictures are read from (and restored into) that bucket instead of DATA_DIR/uploads;
 * the backup folder holds them as files either way.
 * With BACKUP_PASSPHRASE, the database file is encrypted with it (the pictures are not),
 * and a restore of an encrypted backup needs the same passphrase.
 */
const env = readEnv()
const dataDir = path.resolve(repoRoot, env.DATA_DIR)
const s3 = s3SettingsFromEnv(env)
const objects = s3 ? createS3ObjectStore(s3) : undefined
const location: TDataLocation = {
  databaseUrl: env.DATABASE_URL,
  dataDir,
  pictures: objects && objectStorePictures(objects, `the S3 bucket ${s3!.bucket}`),
}
// npm runs scripts from the repository; a folder the person typed is relative to where they typed it.
const typedFrom = process.env.INIT_CWD ?? process.cwd()
const [command, ...rest] = process.argv.slice(2)
const folderArgument = rest.find((argument) => !argument.startsWith('--'))
// `npm run restore <folder> --overwrite` hands the flag to npm, which passes it on as npm_config_overwrite.
const overwrite = rest.includes('--overwrite') || process.env.npm_config_overwrite === 'true'
// Read here, not with the server's settings: only the backup and the restore ever need it. Empty means unset.
const passphrase = process.env.BACKUP_PASSPHRASE || undefined
const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

try {
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    const folder = folderArgument
      ? path.resolve(typedFrom, folderArgument)
      : path.join(env.BACKUP_DIR ? path.resolve(repoRoot, env.BACKUP_DIR) : path.join(dataDir, 'backups'), stamp)
    const manifest = await takeBackup(location, folder, { passphrase })
    const rows = Object.values(manifest.counts).reduce((sum, n) => sum + n, 0)
    const picturesBytes = manifest.pictures.reduce((sum, picture) => sum + picture.bytes, 0)
    console.log(
      `Backed up ${manifest.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} (${manifest.database.source}; ${megabytes(manifest.database.bytes)}, ${rows} rows in ${Object.keys(manifest.counts).length} tables, migration ${manifest.migrations.latest}) and ${manifest.pictures.length} pictures (${megabytes(picturesBytes)}) in ${seconds(manifest.durationMs)}${manifest.database.encryption ? ', the database encrypted with BACKUP_PASSPHRASE' : ''}:\n  ${folder}`,
    )
  } else if (command === 'restore' && folderArgument) {
    const restored = await restoreBackup(location, path.resolve(typedFrom, folderArgument), { overwrite, passphrase })
    console.log(
      `Restored ${restored.rows} rows in ${Object.keys(restored.counts).length} tables and ${restored.pictures} pictures (${megabytes(restored.picturesBytes)}) from the backup of ${restored.manifest.createdAt} in ${seconds(restored.durationMs)}; every count and picture matches its manifest.`,
    )
  } else {
    console.error('Usage: npm run backup [folder]  ·  npm run restore <folder> [--overwrite]')
    process.exitCode = 2
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  objects?.close()
}
