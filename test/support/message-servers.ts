import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** Items arriving from a server under test; a test waits for the one it expects, with a timeout. */
export class Arrivals<T> {
  private readonly items: T[] = []
  private readonly waiting: { match: (item: T) => boolean; resolve: (item: T) => void }[] = []

  push(item: T): void {
    const index = this.waiting.findIndex((w) => w.match(item))
    if (index >= 0) this.waiting.splice(index, 1)[0]!.resolve(item)
    else this.items.push(item)
  }

  /** The first item (already here or still to come) that matches; it is taken, so each is seen once. */
  next(match: (item: T) => boolean = () => true, timeoutMs = 5_000): Promise<T> {
    const index = this.items.findIndex(match)
    if (index >= 0) return Promise.resolve(this.items.splice(index, 1)[0]!)
    return new Promise((resolve, reject) => {
      const waiter = {
        match,
        resolve: (item: T) => {
          clearTimeout(timer)
          resolve(item)
        },
      }
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1)
        reject(new Error(`nothing matching arrived within ${timeoutMs} ms`))
      }, timeoutMs)
      this.waiting.push(waiter)
    })
  }

  /** Everything not yet taken. */
  get pending(): readonly T[] {
    return this.items
  }
}

export interface ReceivedMail {
  from: string
  to: string[]
  subject: string
  text: string
  raw: string
}

/** Decodes the single text part nodemailer writes: 7bit, quoted-printable or base64. */
function bodyText(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n')
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  const body = raw.slice(split + 4)
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? ''
  const encoding = header('Content-Transfer-Encoding').toLowerCase()
  let text = body
  if (encoding === 'quoted-printable') {
    text = Buffer.from(
      body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8')
  } else if (encoding === 'base64') text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return { subject: header('Subject'), text: text.replace(/\r\n/g, '\n') }
}

/** A real SMTP server on loopback (smtp-server) that wants a login and keeps what it receives. */
export async function startSmtpServer(auth = { user: 'shop', pass: 'mail-secret' }) {
  const mails = new Arrivals<ReceivedMail>()
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true, // loopback only
    logger: false,
    disableReverseLookup: true,
    onAuth(credentials, _session, callback) {
      if (credentials.username === auth.user && credentials.password === auth.pass) callback(null, { user: auth.user })
      else callback(new Error('Invalid username or password'))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          ...bodyText(raw),
          raw,
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://${auth.user}:${auth.pass}@127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export interface ReceivedSms {
  to: string
  from: string
  body: string
}

export const TWILIO = { accountSid: `AC${'0123456789abcdef'.repeat(2)}`, authToken: 'twilio-test-token', from: '+15005550006' }

/**
 * A local server that speaks Twilio's Messages API: basic auth with the account SID and auth token,
 * form-encoded To/From/Body, 201 with a message resource. `failNext` answers that many requests with
 * Twilio's 500 error body first.
 */
export async function startTwilioServer() {
  const messages = new Arrivals<ReceivedSms>()
  const state = { failNext: 0, requests: 0 }
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      state.requests += 1
      const answer = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(body))
      }
      const expectedAuth = `Basic ${Buffer.from(`${TWILIO.accountSid}:${TWILIO.authToken}`).toString('base64')}`
      if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${TWILIO.accountSid}/Messages.json`)
        return answer(404, { code: 20404, message: 'The requested resource was not found', status: 404 })
      if (req.headers.authorization !== expectedAuth) return answer(401, { code: 20003, message: 'Authenticate', status: 401 })
      if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
        return answer(400, { code: 20001, message: 'Expected a form', status: 400 })
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
      const [to, from, body] = [form.get('To'), form.get('From'), form.get('Body')]
      if (!to || !from || !body) return answer(400, { code: 21604, message: "A 'To', 'From' and 'Body' are required", status: 400 })
      if (state.failNext > 0) {
        state.failNext -= 1
        return answer(500, { code: 20500, message: 'An internal server error has occurred', status: 500 })
      }
      messages.push({ to, from, body })
      answer(201, {
        sid: `SM${'0'.repeat(32)}`,
        account_sid: TWILIO.accountSid,
        to,
        from,
        body,
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        date_created: new Date().toUTCString(),
        uri: `/2010-04-01/Accounts/${TWILIO.accountSid}/Messages/SM${'0'.repeat(32)}.json`,
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    messages,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections() // fetch keeps its connection alive
      }),
  }
}

/** The settings that send the outbox to these servers, as a server's environment (SMTP_URL, TWILIO_*…). */
export function deliveryEnv(
  smtp: { url: string },
  twilio: { baseUrl: string },
  options: { mailFrom: string; publicUrl: string },
): NodeJS.ProcessEnv {
  return {
    SMTP_URL: smtp.url,
    MAIL_FROM: options.mailFrom,
    TWILIO_ACCOUNT_SID: TWILIO.accountSid,
    TWILIO_AUTH_TOKEN: TWILIO.authToken,
    TWILIO_FROM: TWILIO.from,
    TWILIO_BASE_URL: twilio.baseUrl,
    PUBLIC_URL: options.publicUrl,
  }
}
