import { RAZORPAY_TEST_KEYS, RazorpayEmulator } from './razorpay-emulator.ts'

/**
 * FOR TRYING ONLY: `npm run try:razorpay` starts the project's Razorpay emulator (the one the tests
 * use) on this machine and prints the settings that point a store at it, so a newcomer can see the
 * whole online-payment path without a Razorpay account. It is not Razorpay: no money moves, its
 * checkout is a stand-in with Pay, Fail and Close, and it keeps everything in memory. Never give a
 * real store these settings.
 *
 * RAZORPAY_EMULATOR_PORT (default 4010) is where it listens; STORE_URL (default
 * http://localhost:3000) is the store it sends its signed webhooks to.
 */
const port = Number(process.env.RAZORPAY_EMULATOR_PORT ?? 4010)
const store = (process.env.STORE_URL ?? 'http://localhost:3000').replace(/\/+$/, '')

const emulator = new RazorpayEmulator(RAZORPAY_TEST_KEYS)
try {
  await emulator.start(port)
} catch (error) {
  console.error(`Could not listen on 127.0.0.1:${port} (${String(error)}). Set RAZORPAY_EMULATOR_PORT to a free port.`)
  process.exit(1)
}
emulator.autoWebhooks = { url: `${store}/api/razorpay/webhook`, secret: RAZORPAY_TEST_KEYS.webhookSecret }

const settings = Object.entries(emulator.env)
  .map(([name, value]) => `${name}=${value}`)
  .join(' \\\n  ')
process.stdout.write(
  [
    '',
    `Razorpay emulator, FOR TRYING ONLY (not Razorpay; no money moves): ${emulator.url}`,
    `Its webhooks go to ${store}/api/razorpay/webhook.`,
    '',
    'Start the store in another terminal with these settings:',
    '',
    `  ${settings} \\\n  npm start`,
    '',
    'Checkout then offers "Pay online"; the emulator’s checkout has Pay, Fail and Close. Ctrl+C stops it.',
    '',
  ].join('\n'),
)

const stop = () => {
  void emulator.close().finally(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
