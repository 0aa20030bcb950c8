import type { Tx, UnitOfWork } from '../db/transaction.ts'
import { InputError } from '../http/errors.ts'
import type { LimitsService } from '../limits/service.ts'
import type { Outbox } from '../outbox/outbox.ts'
import { CODE_TRIES, CODE_TTL_MS, RESEND_AFTER_S, codeMatches, hashCode, newCode, newSalt, type Contact } from './codes.ts'
import type { CodeRow, CodesRepository } from './codes.repository.ts'

const HOUR_MS = 3_600_000
/** A new code after 30 s; at most 5 sends per contact and 20 per client address per hour. */
const LIMITS = {
  resend: { max: 1, windowMs: RESEND_AFTER_S * 1000 },
  perContact: { max: 5, windowMs: HOUR_MS },
  perAddress: { max: 20, windowMs: HOUR_MS },
}

export type CodePurpose = 'login' | 'verify_email' | 'verify_phone'

/** What the code is for, in the words of its mail or SMS. */
const WHAT: Record<CodePurpose, string> = {
  login: 'log in',
  verify_email: 'confirm this e-mail address',
  verify_phone: 'confirm this phone number',
}

/**
 * One-time codes (decision 0014): made, rate-limited, sent through the outbox, checked with a
 * limited number of tries, used once.
 */
export class CodesService {
  constructor(
    private readonly repo: CodesRepository,
    private readonly limits: LimitsService,
    private readonly outbox: Outbox,
    private readonly work: UnitOfWork,
  ) {}

  /**
   * Sends a new code to `contact`. The limits are counted before anything is written: the caller's
   * address first (its own budget), then the 30 s gate, then the contact's hourly budget.
   * `userId` is the account a verification code is for; null for a login code.
   */
  async send(purpose: CodePurpose, contact: Contact, userId: number | null, clientAddress: string): Promise<{ resend_after_s: number }> {
    await this.limits.take(
      `code-address:${clientAddress}`,
      LIMITS.perAddress,
      'Too many codes were asked for from your network. Try again later',
    )
    await this.limits.take(
      `code-resend:${contact.value}`,
      LIMITS.resend,
      'A code was sent a moment ago. Wait a little before asking for another',
    )
    await this.limits.take(
      `code-contact:${contact.value}`,
      LIMITS.perContact,
      'Too many codes were sent to this address or number. Try again later',
    )
    const code = newCode()
    const salt = newSalt()
    const now = Date.now()
    const minutes = CODE_TTL_MS / 60_000
    await this.work.run(async (trx) => {
      await this.repo.replace(trx, {
        purpose,
        contact: contact.value,
        user_id: userId,
        code_hash: hashCode(code, salt, purpose, contact.value),
        salt,
        expires_at: new Date(now + CODE_TTL_MS).toISOString(),
        created_at: new Date(now).toISOString(),
      })
      await this.outbox.add(
        trx,
        contact.channel === 'email'
          ? {
              channel: 'mail',
              to: contact.value,
              subject: `${code} is your code to ${WHAT[purpose]}`,
              text: `Your code to ${WHAT[purpose]} is ${code}\n\nIt works for ${minutes} minutes. If you did not ask for it, you can ignore this mail.\n`,
            }
          : { channel: 'sms', to: contact.value, body: `Your code is ${code}. Use it to ${WHAT[purpose]} within ${minutes} minutes.` },
      )
    })
    this.outbox.wake()
    return { resend_after_s: RESEND_AFTER_S }
  }

  /**
   * Checks a code and takes one of its tries, without using it up; `field` names the input that gets the
   * message. A wrong fifth try burns the code.
   */
  async check(purpose: CodePurpose, key: { contact: string } | { userId: number }, code: string, field = 'code'): Promise<CodeRow> {
    const fail = (message: string) => new InputError(message, [{ path: field, message }])
    const row = await this.repo.live(purpose, key)
    if (!row) throw fail('This code is not valid any more. Ask for a new one')
    const tries = await this.repo.takeTry(row.id, new Date().toISOString(), CODE_TRIES)
    if (tries === undefined) throw fail('This code is not valid any more. Ask for a new one')
    if (!codeMatches(code, row)) {
      const left = CODE_TRIES - tries
      throw fail(
        left > 0
          ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left`
          : 'That code is not right, and it cannot be tried again. Ask for a new one',
      )
    }
    return row
  }

  /** Uses a checked code up inside the transaction that acts on it; a code used meanwhile is refused. */
  async consume(trx: Tx, row: CodeRow, field = 'code'): Promise<void> {
    if (!(await this.repo.consume(trx, row.id, new Date().toISOString()))) {
      const message = 'This code has been used already. Ask for a new one'
      throw new InputError(message, [{ path: field, message }])
    }
  }
}
