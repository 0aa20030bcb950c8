import type { StaffMember, StaffRole, StaffSession } from '@store/core'
import { hashPassword, verifyPassword } from '../accounts/passwords.ts'
import { hashToken, newToken } from '../accounts/tokens.ts'
import { UnauthorizedError } from '../accounts/service.ts'
import type { AuditService } from '../audit/service.ts'
import type { Tx, UnitOfWork } from '../db/transaction.ts'
import { isUniqueViolation } from '../db/unique-violation.ts'
import { InputError, NotFoundError } from '../http/errors.ts'
import type { LimitsService } from '../limits/service.ts'
import type { Actor } from './actor.ts'
import type { StaffRepository, StaffRow } from './repository.ts'

const DAY_MS = 86_400_000
/** A staff session ends after 30 days unused; last_used_at moves at most hourly. */
const TOKEN_IDLE_MS = 30 * DAY_MS
const TOKEN_TOUCH_MS = 3_600_000
/** After 10 wrong passwords for one e-mail within 15 minutes, further tries wait (counted in the database). */
const PASSWORD_TRIES = { max: 10, windowMs: 15 * 60_000 }
const WRONG = 'The e-mail or password is not right'

export const normaliseStaffEmail = (email: string) => email.trim().toLowerCase()

export function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    active: row.active === 1,
    password_set: row.password_hash !== null,
    created_at: row.created_at,
  }
}

const audited = (row: StaffRow) => ({ name: row.name, email: row.email, role: row.role, active: row.active === 1 })

/** Staff accounts and their sessions (decision 0050). */
export class StaffService {
  constructor(
    private readonly repo: StaffRepository,
    private readonly limits: LimitsService,
    private readonly work: UnitOfWork,
    private readonly audit: AuditService,
  ) {}

  async signIn(email: string, password: string): Promise<StaffSession> {
    const normalised = normaliseStaffEmail(email)
    const key = `staff-login:${normalised}`
    // Every try counts before the password is checked, so parallel tries cannot slip past the limit.
    await this.limits.take(key, PASSWORD_TRIES, 'Too many wrong passwords. Wait a few minutes and try again')
    const row = await this.repo.byEmail(normalised)
    const ok = await verifyPassword(row?.password_hash ?? null, password)
    if (!ok || !row || row.active !== 1) throw new InputError(WRONG, [{ path: 'password', message: WRONG }])
    await this.limits.clear(key)
    return this.startSession(row)
  }

  /** A new session for someone whose password was just checked or chosen. */
  async startSession(row: StaffRow): Promise<StaffSession> {
    const { token, hash } = newToken()
    await this.repo.addToken(hash, row.id, new Date().toISOString())
    return { token, staff: toStaffMember(row) }
  }

  /** The staff member behind a token, or null when it is no staff session (the caller decides what that means). */
  async actorOf(token: string): Promise<Actor | null> {
    const hash = hashToken(token)
    const now = Date.now()
    const row = await this.repo.tokenStaff(hash, new Date(now - TOKEN_IDLE_MS).toISOString())
    if (!row) return null
    if (now - Date.parse(row.last_used_at) > TOKEN_TOUCH_MS) await this.repo.touchToken(hash, new Date(now).toISOString())
    return { staffId: row.id, name: row.name, role: row.role }
  }

  async member(id: number): Promise<StaffMember> {
    const row = await this.repo.byId(id)
    if (!row) throw new UnauthorizedError()
    return toStaffMember(row)
  }

  signOut(token: string): Promise<void> {
    return this.repo.removeToken(hashToken(token))
  }

  signOutEverywhere(staffId: number): Promise<void> {
    return this.repo.removeTokens(staffId)
  }

  async list(): Promise<StaffMember[]> {
    return (await this.repo.list()).map(toStaffMember)
  }

  /** A new person, without a password until they use their setup link (setup.service.ts makes it). */
  async add(
    actor: Actor,
    input: { name: string; email: string; role: StaffRole; passwordHash?: string },
    before?: (trx: Tx) => Promise<void>,
  ): Promise<StaffRow> {
    const email = normaliseStaffEmail(input.email)
    try {
      return await this.work.run(async (trx) => {
        await before?.(trx)
        const row = await this.repo.create(trx, {
          name: input.name.trim(),
          email,
          role: input.role,
          password_hash: input.passwordHash ?? null,
          created_at: new Date().toISOString(),
        })
        await this.audit.record(trx, actor, { objectType: 'staff', objectId: row.id, action: 'create', before: null, after: audited(row) })
        return row
      })
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      throw new InputError('Someone on the staff already has this e-mail', [{ path: 'email', message: 'is taken' }])
    }
  }

  /** Name, role and active; a deactivated person's sessions end at once. One active owner always stays. */
  async update(actor: Actor, id: number, change: { name: string; role: StaffRole; active: boolean }): Promise<StaffMember> {
    return this.work.run(async (trx) => {
      const before = await this.repo.byId(id, trx)
      if (!before) throw new NotFoundError('Staff member')
      const owners = await this.repo.activeOwners(trx)
      const staysOwner = change.role === 'owner' && change.active
      if (owners.length === 1 && owners[0] === id && !staysOwner) {
        throw new InputError('The shop needs one active owner: make someone else owner first', [{ path: 'role', message: 'last owner' }])
      }
      await this.repo.update(trx, id, { name: change.name.trim(), role: change.role, active: change.active ? 1 : 0 })
      if (!change.active) await this.repo.removeTokens(id, trx)
      const after = (await this.repo.byId(id, trx))!
      await this.audit.record(trx, actor, {
        objectType: 'staff',
        objectId: id,
        action: 'update',
        before: audited(before),
        after: audited(after),
      })
      return toStaffMember(after)
    })
  }

  hashPassword(password: string): Promise<string> {
    return hashPassword(password)
  }
}
