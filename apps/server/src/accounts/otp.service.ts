import type { AuthAnswer, CodeSentAnswer, LoginOtpBody, SendLoginOtpBody } from '@store/core'
import type { UnitOfWork } from '../db/transaction.ts'
import { isUniqueViolation } from '../db/unique-violation.ts'
import { InputError } from '../http/errors.ts'
import { parseContact, type Contact } from './codes.ts'
import type { CodesService } from './codes.service.ts'
import type { ProfileRepository } from './profile.repository.ts'
import type { AccountsRepository, UserRow } from './repository.ts'
import type { AccountsService } from './service.ts'
import { newReferralCode, newToken } from './tokens.ts'

const NOT_A_CONTACT = 'Enter an e-mail address or a phone number'

function contactOf(login: string): Contact {
  const contact = parseContact(login)
  if (!contact) throw new InputError(NOT_A_CONTACT, [{ path: 'login', message: NOT_A_CONTACT }])
  return contact
}

/**
 * Logging in with a code: a code goes to any well-formed e-mail or phone, account or not, so
 * the answer tells nothing about who has an account; a correct code for a new contact makes the account.
 */
export class OtpLoginService {
  constructor(
    private readonly codes: CodesService,
    private readonly profiles: ProfileRepository,
    private readonly accountsRepo: AccountsRepository,
    private readonly accounts: AccountsService,
    private readonly work: UnitOfWork,
  ) {}

  async sendLoginCode(body: SendLoginOtpBody, clientAddress: string): Promise<CodeSentAnswer> {
    const contact = contactOf(body.login)
    const { resend_after_s } = await this.codes.send('login', contact, null, clientAddress)
    const where = contact.channel === 'email' ? 'e-mail' : 'phone'
    return { message: `We sent a 6-digit code to your ${where}. It works for 10 minutes`, resend_after_s }
  }

  async loginWithCode(body: LoginOtpBody, guest: string | undefined): Promise<AuthAnswer> {
    const contact = contactOf(body.login)
    const code = await this.codes.check('login', { contact: contact.value }, body.code)
    const { token, hash } = newToken()
    const open = () =>
      this.work.run(async (trx) => {
        // Of parallel requests with the right code, only the one that uses the code gets past here.
        await this.codes.consume(trx, code)
        const now = new Date().toISOString()
        let user: UserRow | undefined = await this.profiles.byContact(trx, contact.channel, contact.value)
        if (user) await this.profiles.markVerified(trx, user.id, contact.channel)
        else {
          user = await this.profiles.createByContact(trx, contact.channel, contact.value, newReferralCode(), now)
          await this.accounts.accountCreated(trx, user, body.referral_code)
        }
        await this.accountsRepo.addToken(trx, hash, user.id, now)
        return this.profiles.byIdIn(trx, user.id)
      })
    let user: UserRow
    try {
      user = await open()
    } catch (error) {
      // A registration for this contact, or a colliding referral code, won the unique key meanwhile:
      // the transaction rolled back and the code is still unused, so one more go finds or makes the account.
      if (!isUniqueViolation(error)) throw error
      user = await open()
    }
    return this.accounts.answer(user, token, guest)
  }
}
