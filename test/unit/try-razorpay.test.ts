import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/** `npm run try:razorpay`: the emulator a newcomer runs to try online payment, and the settings it prints. */
describe('the Razorpay emulator for trying locally', () => {
  let child: ChildProcess | undefined
  afterAll(() => {
    child?.kill('SIGTERM')
  })

  it('starts, prints the settings that point a store at it, and answers as Razorpay would', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'test/support/try-razorpay.ts')], {
      cwd: root,
      env: { ...process.env, RAZORPAY_EMULATOR_PORT: '0', STORE_URL: 'http://127.0.0.1:9' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let printed = ''
    await new Promise<void>((resolve, reject) => {
      child!.stdout!.on('data', (chunk: Buffer) => {
        printed += chunk.toString()
        if (printed.includes('npm start')) resolve()
      })
      child!.once('exit', (code) => reject(new Error(`exited with ${code}: ${printed}`)))
    })
    expect(printed).toContain('FOR TRYING ONLY')
    const setting = (name: string) => new RegExp(`${name}=(\\S+)`).exec(printed)?.[1] ?? ''
    for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'RAZORPAY_API_URL', 'RAZORPAY_CHECKOUT_URL']) {
      expect(setting(name), name).not.toBe('')
    }
    expect((await fetch(setting('RAZORPAY_CHECKOUT_URL'))).status).toBe(200)
    const auth = Buffer.from(`${setting('RAZORPAY_KEY_ID')}:${setting('RAZORPAY_KEY_SECRET')}`).toString('base64')
    const order = await fetch(`${setting('RAZORPAY_API_URL')}/v1/orders`, {
      method: 'POST',
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 1999, currency: 'INR', receipt: 'try-1' }),
    })
    expect(order.status).toBe(200)
    expect(await order.json()).toMatchObject({ entity: 'order', amount: 1999, status: 'created' })
  }, 60_000)
})
