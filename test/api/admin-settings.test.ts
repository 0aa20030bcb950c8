import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { OutsideServices, PluginSources, TestSendResult } from '@store/core'
import { PLUGIN_SOURCES, type Sources } from '../../apps/server/src/http/security-headers.ts'
import { deliveryEnv, startSmtpServer, startTwilioServer, TWILIO } from '../support/message-servers.ts'
import { findPostgresBin } from '../support/postgres-cluster.ts'
import { RAZORPAY_TEST_KEYS, startRazorpayEmulator } from '../support/razorpay-emulator.ts'
import { staffSession } from '../support/staff.ts'
import { createTestApp, OWNER_TOKEN, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable, dbKind } from '../support/test-db.ts'

const SMTP_PASSWORD = 'smtp-password-for-settings-test'
const PLACES_KEY = 'places-key-for-settings-test-0123'

/**
 * The owner's settings (decision 0087) on SQLite and PostgreSQL: the store's settings round trip and
 * refuse bad values with the field named; the outside services as configured, with no secret in any
 * answer or log line; test sends that reach the loopback SMTP and Twilio servers; owner only.
 */
describe.skipIf(!databaseAvailable)('owner settings and outside services', () => {
  let t: TestApp
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let twilio: Awaited<ReturnType<typeof startTwilioServer>>
  let rzp: Awaited<ReturnType<typeof startRazorpayEmulator>>
  let owner: Awaited<ReturnType<typeof staffSession>>
  let manager: Record<string, string>
  const lines: string[] = []
  const answers: string[] = []
  beforeAll(async () => {
    smtp = await startSmtpServer({ user: 'shop', pass: SMTP_PASSWORD })
    twilio = await startTwilioServer()
    rzp = await startRazorpayEmulator()
    t = await createTestApp({
      seed: 'empty',
      env: {
        ...deliveryEnv(smtp, twilio, { mailFrom: 'Shop <shop@example.com>', publicUrl: 'https://shop.example' }),
        ...rzp.env,
        GOOGLE_PLACES_API_KEY: PLACES_KEY,
        LOG_REQUESTS: '1',
      },
      logger: { level: 'debug', stream: { write: (line: string) => void lines.push(line) } },
      print: (line) => lines.push(line),
    })
    owner = await staffSession(t.app, 'owner')
    manager = (await staffSession(t.app, 'manager')).headers
  })
  afterAll(async () => {
    await t?.close()
    await rzp?.close()
    await smtp?.close()
    await twilio?.close()
  })

  /** Every answer is kept, so the last test can look for secrets in all of them. */
  const call = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = owner.headers) => {
    const res = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) })
    answers.push(res.body)
    return res
  }

  it('round-trips the store’s settings; get-data and the audit log follow', async () => {
    const values = {
      globalStoreEnable: false,
      store_type: 'retail',
      currencyCode: 'EUR',
      locale: 'de-DE',
      decimalPlaces: 2,
      symbolPlacement: 'after',
      order_cancel_window_minutes: 15,
      plugin_crisp_chat_enable: true,
      plugin_crisp_website_id: 'abc-123',
      plugin_analytics_measurement_id: 'G-ABC123',
    }
    expect((await call('PUT', '/api/admin/settings', values)).statusCode).toBe(200)
    const stored = (await call('GET', '/api/admin/settings')).json() as Record<string, string>
    for (const [key, value] of Object.entries(values)) expect(stored[key], key).toBe(String(value))
    const shopper = (await t.app.inject({ url: '/api/get-data' })).json().settings
    expect(shopper.globalStoreEnable).toBe(false)
    expect(shopper.plugin_crisp_chat_enable).toBe(true)
    const audit = (await call('GET', '/api/admin/audit?object_type=settings&object_id=store')).json()
    expect(audit.items[0]).toMatchObject({ staff_id: owner.id, action: 'update' })
    expect(audit.items[0].changes.store_type).toEqual({ before: 'food', after: 'retail' })
    expect((await call('PUT', '/api/admin/settings', { globalStoreEnable: true })).statusCode).toBe(200)
  })

  it.each([
    [{ store_type: 'grocery' }, 'store_type'],
    [{ globalStoreEnable: 'maybe' }, 'globalStoreEnable'],
    [{ symbolPlacement: 'middle' }, 'symbolPlacement'],
    [{ decimalPlaces: 7 }, 'decimalPlaces'],
    [{ order_cancel_window_minutes: -1 }, 'order_cancel_window_minutes'],
    [{ order_cancel_window_minutes: 99_999 }, 'order_cancel_window_minutes'],
    [{ currencyCode: 'euro' }, 'currencyCode'],
    [{ locale: 'not a locale!' }, 'locale'],
    [{ plugin_analytics_enable: 'yes' }, 'plugin_analytics_enable'],
    [{ plugin_analytics_measurement_id: 'UA-1234' }, 'plugin_analytics_measurement_id'],
    [{ plugin_tawk_property_id: '<script>' }, 'plugin_tawk_property_id'],
    [{ storeBgColor: 'red' }, 'storeBgColor'],
    [{ storeName: 'x'.repeat(20_001) }, 'storeName'],
  ])('refuses %j with the field named, and changes nothing', async (payload, field) => {
    const before = (await call('GET', '/api/admin/settings')).body
    const res = await call('PUT', '/api/admin/settings', payload)
    expect(res.statusCode, res.body).toBe(422)
    expect(JSON.stringify(res.json().errors)).toContain(field)
    expect((await call('GET', '/api/admin/settings')).body).toBe(before)
  })

  it('refuses an out-of-range number such as 1e309 (Infinity once parsed)', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: '{"decimalPlaces": 1e309}',
    })
    expect(res.statusCode).toBe(422)
  })

  it('says which outside services are on, secrets only as set or not set', async () => {
    const res = await call('GET', '/api/admin/settings/services')
    expect(res.statusCode).toBe(200)
    const s = res.json() as OutsideServices
    expect(s.mail).toMatchObject({ on: true, from: 'Shop <shop@example.com>', password_set: true })
    expect(s.mail.server).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/)
    expect(s.sms).toEqual({ on: true, from: TWILIO.from, auth_token_set: true })
    expect(s.places).toEqual({ on: true, api_key_set: true })
    expect(s.razorpay).toEqual({ on: true, key_id: RAZORPAY_TEST_KEYS.keyId, key_secret_set: true, webhook_secret_set: true })
    expect(s.backup).toEqual({ scheduled: false, last: null })
  })

  it('lists exactly what the CSP builder adds for each plugin', async () => {
    const { items } = (await call('GET', '/api/admin/settings/plugins')).json() as PluginSources
    expect(items.map((i) => i.setting)).toContain('plugin_whatsapp_chat_enable')
    for (const item of items) {
      const built: Sources = PLUGIN_SOURCES[item.setting] ?? {}
      expect(item.sources.script, item.setting).toEqual(built.script ?? [])
      expect(item.sources.connect, item.setting).toEqual(built.connect ?? [])
      expect(item.sources.inline_styles, item.setting).toBe(built.inlineStyles ?? false)
    }
    expect(items.find((i) => i.setting === 'plugin_crisp_chat_enable')!.sources.script).toContain('https://client.crisp.chat')
  })

  it('sends a test mail to the signed-in owner through the real SMTP server, with its answer', async () => {
    const res = await call('POST', '/api/admin/settings/test-mail')
    expect(res.statusCode, res.body).toBe(200)
    const result = res.json() as TestSendResult
    expect(result).toMatchObject({ sent: true, to: owner.email })
    expect(result.answer).toMatch(/^250/)
    const mail = await smtp.mails.next((m) => m.to.includes(owner.email))
    expect(mail.subject).toBe('Test mail from your shop')
    // The owner token is no person: it has no address to send to.
    expect((await call('POST', '/api/admin/settings/test-mail', undefined, ownerHeaders)).statusCode).toBe(422)
  })

  it('sends a test SMS through the Twilio-speaking server, and reports its error text when it fails', async () => {
    const ok = (await call('POST', '/api/admin/settings/test-sms', { to: '+15551234567' })).json() as TestSendResult
    expect(ok).toMatchObject({ sent: true, to: '+15551234567' })
    expect(ok.answer).toContain('Twilio answered 201')
    expect((await twilio.messages.next((m) => m.to === '+15551234567')).from).toBe(TWILIO.from)
    twilio.state.failNext = 1
    const failed = (await call('POST', '/api/admin/settings/test-sms', { to: '+15551234567' })).json() as TestSendResult
    expect(failed).toMatchObject({ sent: false })
    expect(failed.answer).toBe('Twilio answered 500: An internal server error has occurred')
    for (const to of ['5551234567', '+1', 'x'.repeat(40), 15551234567]) {
      const bad = await call('POST', '/api/admin/settings/test-sms', { to })
      expect(bad.statusCode, String(to)).toBe(422)
      expect(JSON.stringify(bad.json().errors)).toContain('to')
    }
  })

  it('limits test sends per person in the database', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push((await call('POST', '/api/admin/settings/test-sms', { to: '+15557654321' })).statusCode)
    // Two were sent by the test before; the limit is five in ten minutes.
    expect(statuses.filter((s) => s === 429).length).toBe(2)
    expect(statuses.at(-1)).toBe(429)
  })

  it('is the owner’s only: a manager gets 403 on every settings call', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/admin/settings'],
      ['PUT', '/api/admin/settings', { storeName: 'x' }],
      ['GET', '/api/admin/settings/services'],
      ['GET', '/api/admin/settings/plugins'],
      ['POST', '/api/admin/settings/test-mail'],
      ['POST', '/api/admin/settings/test-sms', { to: '+15551234567' }],
    ] as const) {
      expect((await call(method, url, payload, manager)).statusCode, `${method} ${url}`).toBe(403)
    }
  })

  it('never puts a secret in an answer or a log line', () => {
    const secrets = {
      'SMTP password': SMTP_PASSWORD,
      'Twilio auth token': TWILIO.authToken,
      'Razorpay key secret': RAZORPAY_TEST_KEYS.keySecret,
      'Razorpay webhook secret': RAZORPAY_TEST_KEYS.webhookSecret,
      'Places key': PLACES_KEY,
      'owner token': OWNER_TOKEN,
    }
    expect(answers.length).toBeGreaterThan(20)
    expect(lines.length).toBeGreaterThan(20)
    for (const [name, secret] of Object.entries(secrets)) {
      expect(
        answers.filter((a) => a.includes(secret)),
        name,
      ).toEqual([])
      expect(
        lines.filter((l) => l.includes(secret)),
        name,
      ).toEqual([])
    }
  })
})

describe.skipIf(!databaseAvailable)('the last backup on the settings page', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'settings-backup-'))
  let t: TestApp
  beforeAll(async () => {
    const pgBin = dbKind === 'postgres' ? { PG_BIN_DIR: findPostgresBin()! } : {}
    t = await createTestApp({ seed: 'empty', env: { BACKUP_DIR: dir, BACKUP_EVERY: '6h', ...pgBin } })
  })
  afterAll(async () => {
    await t?.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('shows the time and size of the newest backup', { timeout: 60_000 }, async () => {
    await t.app.ready() // starts the backup worker, which takes this period's backup
    const last = await vi.waitFor(
      async () => {
        const s = (await t.app.inject({ url: '/api/admin/settings/services', headers: ownerHeaders })).json() as OutsideServices
        expect(s.backup.scheduled).toBe(true)
        expect(s.backup.last).not.toBeNull()
        return s.backup.last!
      },
      { timeout: 50_000, interval: 100 },
    )
    expect(last.bytes).toBe(fs.statSync(path.join(dir, last.file)).size)
  })
})
