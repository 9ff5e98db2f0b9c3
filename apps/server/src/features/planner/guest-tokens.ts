import { createHash, createHmac, randomBytes } from 'node:crypto'

/**
 * The links of the guest list (decision 061): a guest's personal answer link and an event's invitation link. Each
 * token is derived from a random seed kept in its row and the server's secret (HMAC-SHA256, 192 bits kept), so the
 * family's page can show the link again; only the token's SHA-256 is stored besides, and visits are looked up by it.
 * A copy of the database without the secret opens no link; changing the secret changes every link.
 */
export const newSeed = () => randomBytes(24).toString('base64url')

export const tokenOf = (secret: string, purpose: 'rsvp' | 'invite', seed: string) =>
  createHmac('sha256', secret).update(`${purpose}:${seed}`).digest('base64url').slice(0, 32)

export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** A new seed with its token's hash, for a new row. */
export function newLink(secret: string, purpose: 'rsvp' | 'invite') {
  const seed = newSeed()
  return { tokenSeed: seed, tokenHash: hashOf(tokenOf(secret, purpose, seed)) }
}
