import type { SetupLinkInfo, StaffRole, StaffSession } from '@store/core'
import { isCommonPassword } from '../accounts/passwords.ts'
import { hashToken, newToken } from '../accounts/tokens.ts'
import type { UnitOfWork } from '../db/transaction.ts'
import { InputError, NotFoundError } from '../http/errors.ts'
import type { Actor } from './actor.ts'
import type { StaffRepository } from './repository.ts'
import { normaliseStaffEmail, toStaffMember, type StaffService } from './service.ts'

/** A setup link works for 7 days, once (decision 0050). */
const LINK_DAYS = 7
const GONE = 'This setup link was used already or has expired. Ask the owner for a new one'

/** Who the audit log names for the first owner's account: the link that made it. */
const SETUP_ACTOR: Actor = { staffId: null, name: 'First-owner setup link', role: 'owner' }

/** The path of a setup link: the secret travels in the fragment, which browsers never send to a server. */
export const setupPath = (token: string) => `/admin/setup#token=${token}`

/**
 * One-time setup links (decision 0050): the first owner's, printed at first start and by
 * `npm run owner:create`, and an invited person's, made by the owner. A link is used once.
 */
export class StaffSetupService {
  constructor(
    private readonly repo: StaffRepository,
    private readonly staff: StaffService,
    private readonly work: UnitOfWork,
  ) {}

  private expiry() {
    return new Date(Date.now() + LINK_DAYS * 86_400_000).toISOString()
  }

  /** A link for the first owner while the shop has no staff; null once it has some. */
  async firstOwnerLink(): Promise<string | null> {
    if (await this.repo.anyStaff()) return null
    const { token, hash } = newToken()
    await this.repo.addLink(hash, null, this.expiry())
    return setupPath(token)
  }

  /** A new link for one person; their earlier links stop working. */
  async linkFor(staffId: number): Promise<string> {
    const { token, hash } = newToken()
    await this.work.run(async (trx) => {
      if (!(await this.repo.byId(staffId, trx))) throw new NotFoundError('Staff member')
      await this.repo.retireLinks(trx, staffId, new Date().toISOString())
      await this.repo.addLink(hash, staffId, this.expiry(), trx)
    })
    return setupPath(token)
  }

  /** Adds a person and hands back their setup link. */
  async invite(actor: Actor, input: { name: string; email: string; role: StaffRole }) {
    const row = await this.staff.add(actor, input)
    return { staff: toStaffMember(row), setup_link: await this.linkFor(row.id) }
  }

  async check(token: string): Promise<SetupLinkInfo> {
    const link = await this.repo.liveLink(hashToken(token), new Date().toISOString())
    if (!link) throw new NotFoundError('Setup link')
    if (link.staff_id === null) {
      if (await this.repo.anyStaff()) throw new NotFoundError('Setup link')
      return { kind: 'first_owner', name: null, email: null, role: 'owner' }
    }
    const row = await this.repo.byId(link.staff_id)
    if (!row) throw new NotFoundError('Setup link')
    return { kind: 'invite', name: row.name, email: row.email, role: row.role }
  }

  /** Uses a link: sets the invited person's password, or creates the first owner. Signs them in. */
  async complete(body: { token: string; name?: string; email?: string; password: string }): Promise<StaffSession> {
    if (isCommonPassword(body.password)) {
      throw new InputError('This password is one of the most common ones. Choose one that is harder to guess', [
        { path: 'password', message: 'is too common' },
      ])
    }
    const info = await this.check(body.token).catch(() => {
      throw new InputError(GONE, [{ path: 'token', message: 'is used or expired' }])
    })
    const passwordHash = await this.staff.hashPassword(body.password)
    const hash = hashToken(body.token)
    if (info.kind === 'first_owner') {
      if (!body.name?.trim() || !body.email) {
        throw new InputError('Enter your name and e-mail', [{ path: body.name?.trim() ? 'email' : 'name', message: 'is required' }])
      }
      // One transaction: the link is used, the shop still has nobody, the owner is made (two first-owner
      // links used at once make one owner).
      const owner = { name: body.name, email: normaliseStaffEmail(body.email), role: 'owner' as const, passwordHash }
      const row = await this.staff.add(SETUP_ACTOR, owner, async (trx) => {
        await this.repo.lockFirstOwnerLinks(trx)
        if ((await this.repo.anyStaff(trx)) || !(await this.repo.useLink(trx, hash, new Date().toISOString()))) {
          throw new InputError(GONE, [{ path: 'token', message: 'is used or expired' }])
        }
      })
      return this.staff.startSession(row)
    }
    const row = await this.work.run(async (trx) => {
      const link = await this.repo.liveLink(hash, new Date().toISOString(), trx)
      if (!link?.staff_id || !(await this.repo.useLink(trx, hash, new Date().toISOString()))) {
        throw new InputError(GONE, [{ path: 'token', message: 'is used or expired' }])
      }
      await this.repo.update(trx, link.staff_id, { password_hash: passwordHash })
      return (await this.repo.byId(link.staff_id, trx))!
    })
    return this.staff.startSession(row)
  }
}
