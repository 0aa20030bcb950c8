import { createTransport, type Transporter } from 'nodemailer'
import type { MailConfig } from '../config.ts'

export interface Mail {
  to: string
  subject: string
  text: string
}

/** Sends one mail or throws; the outbox retries a throw later (decision 0014). A real sender answers the server's reply. */
export interface MailSender {
  send(mail: Mail): Promise<string | void>
}

/** Outside calls give up well inside the outbox's claim, so a slow server cannot make a row look abandoned. */
export const OUTSIDE_CALL_TIMEOUT_MS = 20_000

/** Mail over SMTP with nodemailer: smtp:// upgrades with STARTTLS when offered, smtps:// is TLS from the start. */
export class SmtpMailSender implements MailSender {
  private readonly transport: Transporter

  constructor(private readonly config: MailConfig) {
    this.transport = createTransport({
      url: config.smtpUrl,
      connectionTimeout: OUTSIDE_CALL_TIMEOUT_MS,
      greetingTimeout: OUTSIDE_CALL_TIMEOUT_MS,
      socketTimeout: OUTSIDE_CALL_TIMEOUT_MS,
    })
  }

  /** Answers the SMTP server's reply to the message ("250 OK …"), which the owner's test send shows. */
  async send(mail: Mail): Promise<string> {
    const info = await this.transport.sendMail({ from: this.config.from, to: mail.to, subject: mail.subject, text: mail.text })
    return String(info.response ?? '')
  }

  close(): void {
    this.transport.close()
  }
}

/**
 * The development outbox: with no SMTP configured the mail is printed where the owner reads the server's
 * output, and its row stays in the outbox, so a shopper can still use a code or a reset link.
 */
export class LogMailSender implements MailSender {
  constructor(private readonly print: (line: string) => void) {}

  async send(mail: Mail): Promise<void> {
    this.print(`[dev outbox] Mail to ${mail.to}: ${mail.subject}\n${mail.text.replace(/^/gm, '    ')}`)
  }
}
