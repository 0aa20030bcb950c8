import type { ContactChannel, UpdateDetailsAnswer, UpdateDetailsBody, User, VerifyContactBody } from '@store/core'
import type { UnitOfWork } from '../db/transaction.ts'
import { isUniqueViolation } from '../db/unique-violation.ts'
import { InputError } from '../http/errors.ts'
import { parseContact, type Contact } from './codes.ts'
import type { CodesService } from './codes.service.ts'
import type { ProfileRepository } from './profile.repository.ts'
import type { AccountsRepository } from './repository.ts'
import { UnauthorizedError, toUser } from './service.ts'

const TAKEN: Record<ContactChannel, string> = {
  email: 'This e-mail belongs to another account',
  phone: 'This phone number belongs to another account',
}
const PURPOSE = { email: 'verify_email', phone: 'verify_phone' } as const

/**
 * Profile edits: a name changes at once; a new e-mail or phone only once the code sent to it
 * comes back, or anyone could claim another person's phone and receive their code logins.
 */
export class ProfileService {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly accountsRepo: AccountsRepository,
    private readonly codes: CodesService,
    private readonly work: UnitOfWork,
  ) {}

  async updateDetails(userId: number, body: UpdateDetailsBody, clientAddress: string): Promise<UpdateDetailsAnswer> {
    const current = await this.accountsRepo.byId(userId)
    if (!current) throw new UnauthorizedError()
    const name = body.name?.trim()
    if (name !== undefined && name.length === 0) throw new InputError('Enter your name', [{ path: 'name', message: 'Enter your name' }])
    // Every field is checked before anything changes or is sent.
    const changes: Contact[] = []
    const errors: { path: string; message: string }[] = []
    for (const channel of ['email', 'phone'] as const) {
      const given = body[channel]
      if (given === undefined) continue
      const contact = parseContact(given)
      if (!contact || contact.channel !== channel) {
        errors.push({ path: channel, message: channel === 'email' ? 'Enter an e-mail address' : 'Enter a phone number' })
        continue
      }
      if (contact.value === current[channel]) continue
      const owner = await this.accountsRepo.byLogin({ [channel]: contact.value })
      if (owner && owner.id !== userId) errors.push({ path: channel, message: TAKEN[channel] })
      else changes.push(contact)
    }
    if (errors.length > 0) throw new InputError(errors[0]!.message, errors)
    if (name !== undefined && name !== current.name) await this.profiles.setName(userId, name)
    for (const change of changes) await this.codes.send(PURPOSE[change.channel], change, userId, clientAddress)
    const pending = {
      email: changes.find((c) => c.channel === 'email')?.value ?? null,
      phone: changes.find((c) => c.channel === 'phone')?.value ?? null,
    }
    const message =
      changes.length === 0
        ? 'Your details are saved'
        : `We sent a code to ${changes.map((c) => c.value).join(' and ')}. Enter it to use the new ${changes.map((c) => (c.channel === 'email' ? 'e-mail' : 'phone number')).join(' and ')}`
    const user = await this.accountsRepo.byId(userId)
    if (!user) throw new UnauthorizedError()
    return { user: toUser(user), message, pending }
  }

  /** The code sent to a new e-mail or phone: the account takes it, verified. */
  async verifyContact(userId: number, body: VerifyContactBody): Promise<{ user: User }> {
    const code = await this.codes.check(PURPOSE[body.channel], { userId }, body.code)
    try {
      const user = await this.work.run(async (trx) => {
        await this.codes.consume(trx, code)
        await this.profiles.setContact(trx, userId, body.channel, code.contact)
        return this.profiles.byIdIn(trx, userId)
      })
      return { user: toUser(user) }
    } catch (error) {
      // Another account took this e-mail or phone after the code was sent: the unique key says no.
      if (isUniqueViolation(error)) throw new InputError(TAKEN[body.channel], [{ path: body.channel, message: TAKEN[body.channel] }])
      throw error
    }
  }
}
