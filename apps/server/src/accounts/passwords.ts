import { hash, verify } from '@node-rs/argon2'
import commonPasswords from './common-passwords.json' with { type: 'json' }

/**
 * Argon2id at OWASP's first recommended setting (m = 19 MiB, t = 2, p = 1). The parameters
 * are inside each stored PHC string, so raising them later leaves old hashes verifiable.
 */
/** `Algorithm.Argon2id` is an ambient const enum, which isolated modules cannot read: its value is 2. */
const ARGON2ID = 2
const ARGON2 = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

/**
 * The 3,000 most common passwords, in rank order: the head of zxcvbn-ts's common list
 * (@zxcvbn-ts/language-common 4.1.3, MIT), compared without case.
 */
const COMMON = new Set((commonPasswords as string[]).map((p) => p.toLowerCase()))

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase())
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2)
}

/** A hash of nothing anyone knows, verified when the account does not exist, so both answers take as long. */
let decoy: Promise<string> | undefined
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    decoy ??= hashPassword(`decoy-${Math.random()}`)
    await verify(await decoy, password).catch(() => false)
    return false
  }
  return verify(stored, password).catch(() => false)
}
