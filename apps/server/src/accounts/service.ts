import type { FastifyRequest } from 'fastify'
import type { AuthAnswer, LoginBody, RegisterBody, User } from '@store/core'
import { LruCache } from '../cache/response-cache.ts'
import type { CartService } from '../cart/service.ts'
import type { Tx, UnitOfWork } from '../db/transaction.ts'
import { isUniqueViolation } from '../db/unique-violation.ts'
import { InputError } from '../http/errors.ts'
import type { LimitsService } from '../limits/service.ts'
import { avatarUrl } from './avatar-url.ts'
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.ts'
import type { AccountsRepository, UserRow } from './repository.ts'
import { hashToken, newReferralCode, newToken } from './tokens.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i
const DAY_MS = 86_400_000
/** A token expires after 30 days unused. */
const TOKEN_IDLE_MS = 30 * DAY_MS
/** last_used_at moves at most this often, so a logged-in shopper's reads do not each write. */
const TOKEN_TOUCH_MS = 3_600_000
/** A server trusts its memory of a token this long: revocation reaches every server within 1 s. */
const TOKEN_MEMORY_MS = 1_000
/** After 10 wrong passwords for one account within 15 minutes, further tries wait. */
const PASSWORD_TRIES = { max: 10, windowMs: 15 * 60_000 }
const WRONG_LOGIN = 'The e-mail, phone or password is not right'

/** Raised for a missing, unknown, revoked or expired token; the browser logs the shopper out (spec §8). */
export class UnauthorizedError extends Error {
  readonly statusCode = 401
  constructor(message = 'Please log in again') {
    super(message)
  }
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase()
/** A phone number as digits, with the + of an international number kept. */
export const normalisePhone = (phone: string) => phone.trim().replace(/(?!^\+)[^0-9]/g, '')

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    avatar_url: avatarUrl(row.avatar_hash),
    referral_code: row.referral_code,
    email_verified: row.email_verified === 1,
    phone_verified: row.phone_verified === 1,
  }
}

/**
 * Told of each new account inside the transaction that creates it, with the referral code it came
 * with. Referrals listen here, so accounts need not know them (decision 0020).
 */
export type AccountCreatedListener = (trx: Tx, user: User, referralCode: string | undefined) => Promise<void>

/** Accounts and sessions: who is calling, registering, logging in and out. */
export class AccountsService {
  private readonly knownTokens = new LruCache<{ userId: number; until: number }>(10_000)
  private readonly createdListeners: AccountCreatedListener[] = []

  constructor(
    private readonly repo: AccountsRepository,
    private readonly limits: LimitsService,
    private readonly work: UnitOfWork,
    private readonly carts: CartService,
  ) {}

  /** The guest the browser says it was, if it sent a valid guest-id: their cart follows them into the account. */
  guestOf(request: FastifyRequest): string | undefined {
    const guest = request.headers['guest-id']
    return typeof guest === 'string' && UUID.test(guest) ? `guest:${guest.toLowerCase()}` : undefined
  }

  /** The answer of every way of logging in (password, code): the guest's cart comes along. */
  async answer(user: UserRow, token: string, guest: string | undefined): Promise<AuthAnswer> {
    const adjusted = guest ? await this.carts.adoptGuestCarts(guest, `user:${user.id}`) : []
    return { user: toUser(user), authToken: token, adjusted_cart_items: adjusted }
  }

  /**
   * Whose cart or order a request means (spec §6): `user:<id>` for a valid Bearer token, else
   * `guest:<uuid>` from the guest-id header the browser generated. A token that is not valid is a 401.
   */
  async ownerKey(request: FastifyRequest): Promise<string> {
    const token = bearerToken(request)
    if (token !== undefined) return `user:${await this.userIdOf(token)}`
    const guest = request.headers['guest-id']
    if (typeof guest !== 'string' || !UUID.test(guest)) {
      throw new InputError('A guest-id header (a UUID) or a login is needed for a cart', [
        { path: 'headers/guest-id', message: 'must be a UUID' },
      ])
    }
    return `guest:${guest.toLowerCase()}`
  }

  /** The logged-in shopper's id; a guest or a bad token is a 401. */
  async requireUserId(request: FastifyRequest): Promise<number> {
    const token = bearerToken(request)
    if (token === undefined) throw new UnauthorizedError('Please log in')
    return this.userIdOf(token)
  }

  private async userIdOf(token: string): Promise<number> {
    const hash = hashToken(token)
    const now = Date.now()
    const known = this.knownTokens.get(hash)
    if (known && known.until > now) return known.userId
    const row = await this.repo.tokenUser(hash, new Date(now - TOKEN_IDLE_MS).toISOString())
    if (!row) {
      this.knownTokens.delete(hash)
      throw new UnauthorizedError()
    }
    if (now - Date.parse(row.last_used_at) > TOKEN_TOUCH_MS) await this.repo.touchToken(hash, new Date(now).toISOString())
    this.knownTokens.set(hash, { userId: row.user_id, until: now + TOKEN_MEMORY_MS })
    return row.user_id
  }

  /** For rules that count a shopper's rows inside a transaction (addresses): parallel calls take turns. */
  lockForUpdate(trx: Tx, userId: number): Promise<void> {
    return this.repo.lockForUpdate(trx, userId)
  }

  onAccountCreated(listener: AccountCreatedListener): void {
    this.createdListeners.push(listener)
  }

  /** Every way of making an account (register, a code login) calls this in the transaction that made it. */
  async accountCreated(trx: Tx, user: UserRow, referralCode: string | undefined): Promise<void> {
    for (const listener of this.createdListeners) await listener(trx, toUser(user), referralCode)
  }

  /** The account with this referral code; `trx` when the caller is inside a transaction. */
  async byReferralCode(code: string, trx?: Tx): Promise<User | undefined> {
    const row = await this.repo.byReferralCode(code, trx)
    return row && toUser(row)
  }

  async usersByIds(ids: readonly number[], trx?: Tx): Promise<User[]> {
    return (await this.repo.byIds(ids, trx)).map(toUser)
  }

  /** An account's name and contact, for the owner's view of an order and its mails; null when it is gone. */
  async contact(userId: number): Promise<{ id: number; name: string; email: string | null; phone: string | null } | null> {
    const row = await this.repo.byId(userId)
    return row ? { id: row.id, name: row.name, email: row.email, phone: row.phone } : null
  }

  /** The account with this e-mail or phone, for the owner's order search; none when nobody has it. */
  async idsByContact(contact: string): Promise<number[]> {
    const text = contact.trim()
    const row = await this.repo.byLogin(text.includes('@') ? { email: normaliseEmail(text) } : { phone: normalisePhone(text) })
    return row ? [row.id] : []
  }

  async details(userId: number): Promise<User> {
    const row = await this.repo.byId(userId)
    if (!row) throw new UnauthorizedError() // the account is gone; its tokens went with it
    return toUser(row)
  }

  async register(body: RegisterBody, guest?: string): Promise<AuthAnswer> {
    const name = body.name.trim()
    const email = normaliseEmail(body.email)
    const phone = normalisePhone(body.phone)
    const errors: { path: string; message: string }[] = []
    if (name.length === 0) errors.push({ path: 'name', message: 'Enter your name' })
    if (isCommonPassword(body.password)) {
      errors.push({ path: 'password', message: 'This password is one of the most common ones. Choose one that is harder to guess' })
    }
    const taken = await this.repo.taken(email, phone)
    if (taken.email) errors.push({ path: 'email', message: 'An account with this e-mail already exists. Log in instead' })
    if (taken.phone) errors.push({ path: 'phone', message: 'An account with this phone number already exists. Log in instead' })
    if (errors.length > 0) throw new InputError(errors[0]!.message, errors)
    const passwordHash = await hashPassword(body.password)
    const { token, hash } = newToken()
    const now = new Date().toISOString()
    const create = () =>
      this.work.run(async (trx) => {
        const user = await this.repo.create(trx, {
          name,
          email,
          phone,
          password_hash: passwordHash,
          referral_code: newReferralCode(),
          created_at: now,
        })
        await this.repo.addToken(trx, hash, user.id, now)
        await this.accountCreated(trx, user, body.referral_code)
        return user
      })
    let user: UserRow
    try {
      user = await create()
    } catch (error) {
      // Two registrations for one e-mail or phone at once: the database's unique constraint decides.
      if (!isUniqueViolation(error)) throw error
      const again = await this.repo.taken(email, phone)
      if (again.email)
        throw new InputError('An account with this e-mail already exists. Log in instead', [{ path: 'email', message: 'is taken' }])
      if (again.phone)
        throw new InputError('An account with this phone number already exists. Log in instead', [{ path: 'phone', message: 'is taken' }])
      user = await create() // a referral code collided: one more try
    }
    return this.answer(user, token, guest)
  }

  async login(body: LoginBody, guest?: string): Promise<AuthAnswer> {
    const login = body.login.includes('@') ? { email: normaliseEmail(body.login) } : { phone: normalisePhone(body.login) }
    // Every try counts, before the password is checked, so parallel tries cannot slip past the limit.
    // The key is the login as typed, known account or not, so the answer tells nothing about accounts.
    const key = `login:${login.email ?? login.phone}`
    await this.limits.take(key, PASSWORD_TRIES, 'Too many wrong passwords. Wait a few minutes, or log in with a code')
    const user = await this.repo.byLogin(login)
    if (!(await verifyPassword(user?.password_hash ?? null, body.password)) || !user) {
      throw new InputError(WRONG_LOGIN, [{ path: 'password', message: WRONG_LOGIN }])
    }
    await this.limits.clear(key)
    const { token, hash } = newToken()
    await this.work.run((trx) => this.repo.addToken(trx, hash, user.id, new Date().toISOString()))
    return this.answer(user, token, guest)
  }

  /** Revokes this token everywhere: other servers forget it within TOKEN_MEMORY_MS. */
  async logout(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request)
    if (token === undefined) throw new UnauthorizedError('Please log in')
    const hash = hashToken(token)
    this.knownTokens.delete(hash)
    await this.repo.removeToken(hash)
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (header === undefined) return undefined
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : ''
  // A malformed header is as bad as an unknown token: the shopper must log in again.
  if (token.length < 20 || token.length > 200) throw new UnauthorizedError()
  return token
}
