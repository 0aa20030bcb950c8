import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { Arrivals } from './message-servers.ts'

/** A browser's side of a subscription: its P-256 key pair and auth secret (RFC 8291 §2). */
export interface Device {
  endpoint: string
  keys: { p256dh: string; auth: string }
  ecdh: crypto.ECDH
  authSecret: Buffer
}

/** A message the push service took: what the shopper's device reads, decrypted, and the request's headers. */
export interface ReceivedPush {
  endpoint: string
  payload: string
  ttl: number
  urgency: string | undefined
  /** The VAPID key the request was signed with (RFC 8292 §3.2 `k`); its JWT's signature was checked. */
  vapidKey: string
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer | string, length: number) =>
  Buffer.from(crypto.hkdfSync('sha256', ikm, salt, typeof info === 'string' ? Buffer.from(info) : info, length))

/** RFC 8291 §3.4 and RFC 8188: decrypts an aes128gcm body with the device's private key and auth secret. */
export function decryptAes128gcm(body: Buffer, device: Device): string {
  const salt = body.subarray(0, 16)
  const recordSize = body.readUInt32BE(16)
  const idLength = body[20]!
  const senderKey = body.subarray(21, 21 + idLength)
  const records = body.subarray(21 + idLength)
  if (records.length > recordSize) throw new Error('more than one record: not what a push message is')
  const receiverKey = device.ecdh.getPublicKey()
  const shared = device.ecdh.computeSecret(senderKey)
  const ikm = hkdf(device.authSecret, shared, Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]), 32)
  const key = hkdf(salt, ikm, 'Content-Encoding: aes128gcm\0', 16)
  const nonce = hkdf(salt, ikm, 'Content-Encoding: nonce\0', 12)
  const decipher = crypto.createDecipheriv('aes-128-gcm', key, nonce)
  decipher.setAuthTag(records.subarray(records.length - 16))
  const plain = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()])
  // The last record ends with the delimiter 0x02 and zero padding (RFC 8188 §2).
  let end = plain.length - 1
  while (end >= 0 && plain[end] === 0) end -= 1
  if (plain[end] !== 2) throw new Error('the last record has no 0x02 delimiter')
  return plain.subarray(0, end).toString('utf8')
}

/** RFC 8292: `vapid t=<JWT>, k=<key>`; the JWT is ES256-signed for the push service's origin. */
function checkVapid(header: string | undefined, origin: string): string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '')
  if (!match) throw new Error(`no VAPID authorization: ${header}`)
  const [, token, k] = match as unknown as [string, string, string]
  const [head, claims, signature] = token.split('.') as [string, string, string]
  const raw = Buffer.from(k, 'base64url')
  const key = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  })
  const ok = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!ok) throw new Error('the VAPID JWT signature does not verify')
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string }
  if (body.aud !== origin) throw new Error(`the JWT's aud is ${body.aud}, not ${origin}`)
  if (!/^(mailto:|https:)/.test(body.sub)) throw new Error(`the JWT's sub is ${body.sub}`)
  return k
}

/** A self-signed certificate for 127.0.0.1, made with the machine's openssl. */
function loopbackCertificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-cert-'))
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:P-256',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    )
    return { key: fs.readFileSync(path.join(dir, 'key.pem'), 'utf8'), cert: fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8') }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * A push service on loopback speaking RFC 8030 over HTTPS: POST /push/<id> with an aes128gcm body,
 * TTL and a VAPID authorization, answered 201 with a Location. It checks the VAPID signature and
 * decrypts each message with the device's keys, as the shopper's browser would. `expire` makes an
 * endpoint answer 410 or 404 (the subscription expired or was revoked, RFC 8030 §7.3).
 */
export async function startPushService() {
  const { key, cert } = loopbackCertificate()
  const devices = new Map<string, Device>()
  const gone = new Map<string, 404 | 410>()
  const busy = new Set<string>()
  const received = new Arrivals<ReceivedPush>()
  const failures: string[] = []
  let origin = ''
  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const endpoint = origin + (req.url ?? '')
      const device = devices.get(endpoint)
      if (req.method !== 'POST' || !device) return void res.writeHead(404).end()
      const status = gone.get(endpoint)
      if (status) return void res.writeHead(status).end()
      if (busy.delete(endpoint)) return void res.writeHead(503, { 'retry-after': '1' }).end()
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${req.headers['content-encoding']}`)
        const ttl = Number(req.headers.ttl)
        if (!Number.isInteger(ttl)) throw new Error('no TTL header (RFC 8030 §5.2 requires one)')
        const vapidKey = checkVapid(req.headers.authorization, origin)
        const payload = decryptAes128gcm(Buffer.concat(chunks), device)
        received.push({ endpoint, payload, ttl, urgency: req.headers.urgency as string | undefined, vapidKey })
        res.writeHead(201, { location: `${origin}/message/${crypto.randomUUID()}` }).end()
      } catch (error) {
        failures.push(String(error))
        res.writeHead(400).end(String(error))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    /** The certificate clients must trust to reach it. */
    cert,
    received,
    /** Requests it refused (bad signature, bad encryption…): a test expects none. */
    failures,
    /** A new device subscribed at this service: its endpoint and keys, as PushSubscription.toJSON() gives them. */
    newDevice(): Device {
      const ecdh = crypto.createECDH('prime256v1')
      ecdh.generateKeys()
      const authSecret = crypto.randomBytes(16)
      const endpoint = `${origin}/push/${crypto.randomUUID()}`
      const device = {
        endpoint,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        ecdh,
        authSecret,
      }
      devices.set(endpoint, device)
      return device
    },
    /** The same device under a key pair made elsewhere (the browser's), so messages to it are decrypted with that. */
    addDevice(device: Device): void {
      devices.set(device.endpoint, device)
    },
    /** The endpoint's next message is answered 503 (the service is busy): a sender should try again. */
    busyOnce(endpoint: string): void {
      busy.add(endpoint)
    },
    /** The endpoint answers 410 Gone (or 404) from now on: the subscription expired or was revoked. */
    expire(endpoint: string, status: 404 | 410 = 410): void {
      gone.set(endpoint, status)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
