import { STORE_PLUGINS, type OutsideServices, type PluginSources, type TestSendResult } from '@store/core'
import type { Config } from '../config.ts'
import type { LastBackup } from '../backup/schedule.service.ts'
import { InputError } from '../http/errors.ts'
import { PLUGIN_SOURCES, type Sources } from '../http/security-headers.ts'
import type { Mail } from '../integrations/mail.ts'
import type { Sms } from '../integrations/sms.ts'
import type { LimitsService } from '../limits/service.ts'
import type { Actor } from '../staff/actor.ts'

/** A test send at most this often per person and channel: it reaches a real inbox or phone, and costs (decision 0087). */
const TEST_SEND_LIMIT = { max: 5, windowMs: 10 * 60_000 }

export interface OutsideServicesDeps {
  config: Pick<Config, 'mail' | 'sms' | 'places' | 'razorpay' | 'backup'>
  /** The outbox's own senders: the SMTP and Twilio ones answer the provider's reply (integrations/). */
  mail: { send(mail: Mail): Promise<string | void> }
  sms: { send(sms: Sms): Promise<string | void> }
  limits: LimitsService
  /** The signed-in person's address, for "send a test mail to me". */
  emailOf: (staffId: number) => Promise<string>
  lastBackup: () => Promise<LastBackup | null>
}

/**
 * The owner's view of the outside services (decision 0087): which are on, from the server's
 * configuration, with every secret reduced to set or not set; what each plugin adds to the CSP; and
 * test sends that go straight to the provider (not through the outbox) so the owner reads its answer.
 */
export class OutsideServicesService {
  constructor(private readonly deps: OutsideServicesDeps) {}

  async status(): Promise<OutsideServices> {
    const { mail, sms, places, razorpay, backup } = this.deps.config
    const smtp = mail && URL.canParse(mail.smtpUrl) ? new URL(mail.smtpUrl) : null
    return {
      mail: {
        on: mail !== null,
        from: mail?.from ?? null,
        server: smtp ? `${smtp.protocol}//${smtp.hostname}${smtp.port ? `:${smtp.port}` : ''}` : null,
        password_set: smtp !== null && smtp.password !== '',
      },
      sms: { on: sms !== null, from: sms?.from ?? null, auth_token_set: (sms?.authToken ?? '') !== '' },
      places: { on: places.apiKey !== null, api_key_set: places.apiKey !== null },
      razorpay: {
        on: razorpay !== null,
        key_id: razorpay?.keyId ?? null,
        key_secret_set: (razorpay?.keySecret ?? '') !== '',
        webhook_secret_set: (razorpay?.webhookSecret ?? null) !== null,
      },
      backup: { scheduled: backup !== null, last: await this.deps.lastBackup() },
    }
  }

  /** Exactly what http/security-headers.ts adds to a page's policy for each plugin when it is enabled. */
  plugins(): PluginSources {
    return {
      items: STORE_PLUGINS.map(({ setting }) => {
        const s: Sources = PLUGIN_SOURCES[setting] ?? {}
        return {
          setting,
          sources: {
            script: s.script ?? [],
            style: s.style ?? [],
            img: s.img ?? [],
            connect: s.connect ?? [],
            font: s.font ?? [],
            frame: s.frame ?? [],
            inline_styles: s.inlineStyles ?? false,
          },
        }
      }),
    }
  }

  async testMail(actor: Actor): Promise<TestSendResult> {
    if (actor.staffId === null)
      throw new InputError('The owner token has no mail address: sign in as a person to receive a test mail', [
        { path: 'to', message: 'sign in as a staff member to receive a test mail' },
      ])
    await this.deps.limits.take(`test-send:mail:${actor.staffId}`, TEST_SEND_LIMIT, 'Too many test mails: try again in a few minutes')
    const to = await this.deps.emailOf(actor.staffId)
    const text = `This is a test mail from your shop's settings, sent to ${actor.name}. If you can read it, mail works.`
    return this.attempt(to, this.deps.config.mail !== null, () => this.deps.mail.send({ to, subject: 'Test mail from your shop', text }))
  }

  async testSms(actor: Actor, to: string): Promise<TestSendResult> {
    await this.deps.limits.take(
      `test-send:sms:${actor.staffId ?? 'owner-token'}`,
      TEST_SEND_LIMIT,
      'Too many test SMS: try again in a few minutes',
    )
    return this.attempt(to, this.deps.config.sms !== null, () =>
      this.deps.sms.send({ to, body: "Test SMS from your shop's settings: SMS works." }),
    )
  }

  /** The provider's reply, or its error text with any configured secret taken out. */
  private async attempt(to: string, configured: boolean, send: () => Promise<string | void>): Promise<TestSendResult> {
    try {
      const answer = await send()
      if (!configured)
        return { sent: false, to, answer: 'Not configured: the message was printed to the server log instead (development outbox)' }
      return { sent: true, to, answer: typeof answer === 'string' && answer !== '' ? answer : 'Accepted' }
    } catch (error) {
      return { sent: false, to, answer: this.withoutSecrets(error instanceof Error ? error.message : String(error)) }
    }
  }

  private withoutSecrets(text: string): string {
    const { mail, sms } = this.deps.config
    const password = mail && URL.canParse(mail.smtpUrl) ? decodeURIComponent(new URL(mail.smtpUrl).password) : ''
    return [password, sms?.authToken ?? '']
      .filter((s) => s.length >= 4)
      .reduce((t, secret) => t.split(secret).join('***'), text.slice(0, 500))
  }
}
