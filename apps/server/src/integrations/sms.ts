import type { SmsConfig } from '../config.ts'
import { OUTSIDE_CALL_TIMEOUT_MS } from './mail.ts'

export interface Sms {
  to: string
  body: string
}

/** Sends one SMS or throws; the outbox retries a throw later (decision 0014). A real sender answers the provider's reply. */
export interface SmsSender {
  send(sms: Sms): Promise<string | void>
}

/**
 * Twilio's Messages API: POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded
 * To, From (or MessagingServiceSid) and Body, HTTP basic auth with the account SID and auth token.
 * Twilio answers 201 with the message resource; anything else is a failure to retry.
 */
export class TwilioSmsSender implements SmsSender {
  constructor(private readonly config: SmsConfig) {}

  /** Answers Twilio's reply (its status and the message's sid), which the owner's test send shows. */
  async send(sms: Sms): Promise<string> {
    const { accountSid, authToken, from, baseUrl } = this.config
    const form = new URLSearchParams({ To: sms.to, Body: sms.body })
    form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from)
    const response = await fetch(`${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form,
      signal: AbortSignal.timeout(OUTSIDE_CALL_TIMEOUT_MS),
    })
    const text = await response.text()
    if (response.status !== 201 && response.status !== 200) {
      // Twilio's error body is { code, message, more_info, status }: its message is the useful part.
      let detail = text.slice(0, 200)
      try {
        detail = String((JSON.parse(text) as { message?: unknown }).message ?? detail)
      } catch {
        // not JSON (a proxy's error page): keep the start of the text
      }
      throw new Error(`Twilio answered ${response.status}: ${detail}`)
    }
    let message: { sid?: unknown; status?: unknown } = {}
    try {
      message = JSON.parse(text) as typeof message
    } catch {
      // a 2xx without JSON: the status alone says it was accepted
    }
    return `Twilio answered ${response.status}: message ${String(message.sid ?? '')} ${String(message.status ?? '')}`.trim()
  }
}

/** The development outbox for SMS: printed, and kept in the outbox (see LogMailSender). */
export class LogSmsSender implements SmsSender {
  constructor(private readonly print: (line: string) => void) {}

  async send(sms: Sms): Promise<void> {
    this.print(`[dev outbox] SMS to ${sms.to}: ${sms.body}`)
  }
}
