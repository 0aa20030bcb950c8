import type { ForgotPasswordBody, MessageAnswer, ResetPasswordBody } from '@store/core'
import type { UnitOfWork } from '../db/transaction.ts'
import { InputError } from '../http/errors.ts'
import type { LimitsService } from '../limits/service.ts'
import type { Outbox } from '../outbox/outbox.ts'
import type { CodesRepository } from './codes.repository.ts'
import { hashPassword, isCommonPassword } from './passwords.ts'
import type { ProfileRepository } from './profile.repository.ts'
import type { AccountsRepository } from './repository.ts'
import { normaliseEmail } from './service.ts'
import { hashToken, newToken } from './tokens.ts'

const HOUR_MS = 3_600_000
/** A reset link works for an hour, once. */
const RESET_TTL_MS = HOUR_MS
/** The same budgets as codes (decision 0014): one mail per 30 s and 5 per hour per address, 20 per client address. */
const LIMITS = {
  resend: { max: 1, windowMs: 30_000 },
  perEmail: { max: 5, windowMs: HOUR_MS },
  perAddress: { max: 20, windowMs: HOUR_MS },
}
const SENT = 'If an account uses this e-mail, we sent it a link to choose a new password. The link works for 1 hour'
const BAD_LINK = 'This link has expired or has been used already. Ask for a new one'
const COMMON = 'This password is one of the most common ones. Choose one that is harder to guess'

/** Forgotten passwords: a link by mail, then a new password that ends every session. */
export class PasswordResetService {
  constructor(
    private readonly codes: CodesRepository,
    private readonly profiles: ProfileRepository,
    private readonly accountsRepo: AccountsRepository,
    private readonly limits: LimitsService,
    private readonly outbox: Outbox,
    private readonly work: UnitOfWork,
    /** PUBLIC_URL; without it the link names the origin the request came to. */
  ) {}

  /** The same answer whether or not the account exists; the limits count either way. */
  async sendLink(body: ForgotPasswordBody, request: { clientAddress: string; origin: string }): Promise<MessageAnswer> {
    const email = normaliseEmail(body.email)
    await this.limits.take(
      `reset-address:${request.clientAddress}`,
      LIMITS.perAddress,
      'Too many reset mails were asked for from your network. Try again later',
    )
    await this.limits.take(
      `reset-resend:${email}`,
      LIMITS.resend,
      'A reset mail was sent a moment ago. Wait a little before asking for another',
    )
    await this.limits.take(`reset-email:${email}`, LIMITS.perEmail, 'Too many reset mails were sent to this address. Try again later')
    const user = await this.accountsRepo.byLogin({ email })
    if (!user) return { message: SENT }
    const { token, hash } = newToken()
    const now = Date.now()
    const link = `${request.origin}/forgot-password?token=${token}`
    await this.work.run(async (trx) => {
      await this.codes.addReset(trx, {
        token_hash: hash,
        user_id: user.id,
        expires_at: new Date(now + RESET_TTL_MS).toISOString(),
        created_at: new Date(now).toISOString(),
      })
      await this.outbox.add(trx, {
        channel: 'mail',
        to: email,
        subject: 'Choose a new password',
        text: `Someone, we hope you, asked to reset the password of your account.\n\nChoose a new password here (the link works for 1 hour, once):\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
      })
    })
    this.outbox.wake()
    return { message: SENT }
  }

  /** Sets the new password and ends every session of the account, on every server within 1 s. */
  async reset(body: ResetPasswordBody): Promise<MessageAnswer> {
    const hash = hashToken(body.token)
    // The link is looked at before the slow password hash, so a made-up token costs us nothing.
    if ((await this.codes.liveReset(hash, new Date().toISOString())) === undefined) {
      throw new InputError(BAD_LINK, [{ path: 'token', message: BAD_LINK }])
    }
    if (isCommonPassword(body.password)) throw new InputError(COMMON, [{ path: 'password', message: COMMON }])
    const passwordHash = await hashPassword(body.password)
    const userId = await this.work.run(async (trx) => {
      const userId = await this.codes.consumeReset(trx, hash, new Date().toISOString())
      if (userId === undefined) throw new InputError(BAD_LINK, [{ path: 'token', message: BAD_LINK }])
      await this.profiles.setPassword(trx, userId, passwordHash)
      // The mail arrived, so the address is the shopper's.
      await this.profiles.markVerified(trx, userId, 'email')
      // Every session ends: whoever knew the old password is logged out.
      await this.profiles.revokeAllTokens(trx, userId)
      return userId
    })
    // A run of wrong passwords before the reset does not keep the shopper waiting after it.
    const user = await this.accountsRepo.byId(userId)
    for (const login of [user?.email, user?.phone]) if (login) await this.limits.clear(`login:${login}`)
    return { message: 'Your password is changed. Log in with it' }
  }
}
