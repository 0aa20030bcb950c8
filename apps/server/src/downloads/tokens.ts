import { createHash, randomBytes } from 'node:crypto'

/** A download token: 32 random bytes, base64url (256 bits; core's DownloadToken is its shape). */
export const newToken = () => randomBytes(32).toString('base64url')

/** Only this is stored (house rule: tokens stored hashed). A token this long needs no salt or slow hash. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')
