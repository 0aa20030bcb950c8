import { describe, expect, it } from 'vitest'
import webpush from 'web-push'
import { loadConfig } from '../../apps/server/src/config.ts'

/** Decision 0062: the VAPID keys and contact, read and checked with the rest of the configuration. */
describe('web push configuration', () => {
  const keys = webpush.generateVAPIDKeys()

  it('leaves the keys to the first start when unset, with a contact from PUBLIC_URL or MAIL_FROM', () => {
    expect(loadConfig({}, []).push).toEqual({ keys: null, subject: 'mailto:owner@localhost' })
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example' }, []).push.subject).toBe('https://shop.example')
    const mail = { SMTP_URL: 'smtp://u:p@mail.example:587', MAIL_FROM: 'Chez Nous <orders@shop.example>' }
    expect(loadConfig(mail, []).push.subject).toBe('mailto:orders@shop.example')
  })

  it('takes a pair of keys and a subject', () => {
    const env = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:me@shop.example' }
    expect(loadConfig(env, []).push).toEqual({ keys, subject: 'mailto:me@shop.example' })
  })

  it('refuses half a pair, malformed keys and a subject push services cannot use', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey }, [])).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together/)
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: keys.privateKey }, [])).toThrow(/87 base64url/)
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://shop.example' }, [])).toThrow(/mailto: or https:/)
  })
})
