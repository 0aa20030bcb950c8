import net from 'node:net'
import path from 'node:path'

/**
 * The only reader of process.env (DESIGN: "config.ts is the only reader").
 * Problems are collected and reported together so an owner fixes them in one go.
 */
import {
  parseBackup,
  parseMetrics,
  parsePush,
  type BackupScheduleConfig,
  type MetricsConfig,
  type PushConfig,
} from './config-operations.ts'

export type { BackupScheduleConfig, MetricsConfig, PushConfig }

export interface Config {
  port: number
  host: string
  /** postgres://… when set; otherwise the embedded SQLite file below. */
  databaseUrl: string | null
  /** DATABASE_POOL_SIZE: the most PostgreSQL connections this server opens (decision 0030). */
  poolSize: number
  sqlitePath: string
  /** DRAIN_MS: after SIGTERM, how long /readyz says 503 while the server still serves, so a load balancer stops sending first. */
  drainMs: number
  /** PG_BIN_DIR: where pg_dump and pg_restore are, for backups on PostgreSQL; null: found on PATH. */
  pgBinDir: string | null
  /** Owner token for /api/admin; when null one is generated on first run and printed once. */
  ownerToken: string | null
  /** What an empty database is filled with on first start. */
  seedOnFirstRun: 'demo' | 'empty'
  logLevel: string
  /** LOG_REQUESTS=1: a log line per request and per answer (Fastify's), off by default (decision 0031). */
  logRequests: boolean
  webDistDir: string
  /** The owner's app's build (apps/admin/dist), served at /admin (decision 0052). */
  adminDistDir: string
  /** How often a process re-reads cache versions written by other processes (DESIGN: several servers, one database). */
  cacheVersionTtlMs: number
  publicUrl: string | null
  /** NODE_ENV=production: the store warns at boot about settings a public shop needs (PUBLIC_URL). */
  production: boolean
  /**
   * Which proxies' X-Forwarded-For/-Proto to believe (Fastify's trustProxy): false (the default: a
   * client could claim any address or HTTPS), true (every hop: only when nothing reaches the server
   * but the proxy), a hop count, or the proxies' addresses and CIDRs. Decision 0011.
   */
  trustProxy: boolean | number | string[]
  /** Address search through Google Places API (New); `apiKey` null: the search is off and the form works by hand. */
  places: PlacesConfig
  /** SMTP for mails (nodemailer); null: mails are printed to the log and kept in the outbox (decision 0014). */
  mail: MailConfig | null
  /** Twilio's Messages API for SMS; null: SMS are printed to the log and kept in the outbox (decision 0014). */
  sms: SmsConfig | null
  /** Razorpay for online payment; null (no keys): online payment is not offered (decision 0017). */
  razorpay: RazorpayConfig | null
  /** BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP: scheduled backups (decision 0070); null: none are taken. */
  backup: BackupScheduleConfig | null
  /** METRICS_TOKEN and METRICS_PORT: how /metrics may be read (decision 0071); both null: metrics are off. */
  metrics: MetricsConfig
  /** Web push's VAPID keys and contact; keys null: generated at first start and kept in the database (decision 0062). */
  push: PushConfig
}

export interface MailConfig {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465 (TLS from the start). */
  smtpUrl: string
  /** The From header: an address, or "Name <address>". */
  from: string
}

export interface SmsConfig {
  accountSid: string
  authToken: string
  /** The sender: a Twilio phone number (+E.164) or a Messaging Service SID (MG…). */
  from: string
  /** https://api.twilio.com, or a server that speaks its Messages API (tests run one on loopback). */
  baseUrl: string
}

/** SMTP_URL and MAIL_FROM: both or neither. */
function parseMail(env: NodeJS.ProcessEnv, problems: string[]): MailConfig | null {
  const smtpUrl = env.SMTP_URL?.trim() || null
  const from = env.MAIL_FROM?.trim() || null
  if (smtpUrl === null) {
    if (from !== null) problems.push('MAIL_FROM is set but SMTP_URL is not: set SMTP_URL too, or neither (mails then go to the log)')
    return null
  }
  if (!URL.canParse(smtpUrl) || !['smtp:', 'smtps:'].includes(new URL(smtpUrl).protocol))
    problems.push('SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465')
  if (from === null) problems.push('MAIL_FROM must be set with SMTP_URL (the sender, e.g. "Chez Nous <orders@cheznous.example>")')
  else if (!/^[^<>@\s]+@[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+>$/.test(from)) problems.push('MAIL_FROM must be an address or "Name <address>"')
  return { smtpUrl, from: from ?? '' }
}

/** TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM: all three or none. */
function parseSms(env: NodeJS.ProcessEnv, problems: string[]): SmsConfig | null {
  const names = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const
  const [accountSid, authToken, from] = names.map((n) => env[n]?.trim() || null)
  const baseUrl = (env.TWILIO_BASE_URL?.trim() || 'https://api.twilio.com').replace(/\/$/, '')
  if (!URL.canParse(baseUrl) || !['http:', 'https:'].includes(new URL(baseUrl).protocol))
    problems.push('TWILIO_BASE_URL must be an http(s) URL')
  if (!accountSid && !authToken && !from) return null
  const missing = names.filter((n) => !env[n]?.trim())
  if (missing.length > 0)
    problems.push(`SMS needs all of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM; missing: ${missing.join(', ')}`)
  if (accountSid && !/^AC[0-9a-fA-F]{32}$/.test(accountSid)) problems.push('TWILIO_ACCOUNT_SID must be AC followed by 32 hex digits')
  if (from && !/^(\+[1-9][0-9]{6,14}|MG[0-9a-fA-F]{32})$/.test(from))
    problems.push('TWILIO_FROM must be a phone number in +E.164 form or a Messaging Service SID (MG…)')
  return { accountSid: accountSid ?? '', authToken: authToken ?? '', from: from ?? '', baseUrl }
}

export interface RazorpayConfig {
  /** rzp_test_… or rzp_live_…: public, the browser's checkout gets it. */
  keyId: string
  /** Signs checkout's answers and authenticates our API calls: never logged, never sent to a browser. */
  keySecret: string
  /** Signs webhooks (set per webhook in Razorpay's dashboard); null: webhooks are refused, the browser's callback still pays. */
  webhookSecret: string | null
  /** https://api.razorpay.com, or a server that speaks its REST API v1 (tests run an emulator on loopback). */
  apiUrl: string
  /** Where the browser loads checkout.js from. */
  checkoutUrl: string
}

/** RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: both or neither; RAZORPAY_WEBHOOK_SECRET only with them. */
function parseRazorpay(env: NodeJS.ProcessEnv, problems: string[]): RazorpayConfig | null {
  const keyId = env.RAZORPAY_KEY_ID?.trim() || null
  const keySecret = env.RAZORPAY_KEY_SECRET?.trim() || null
  const webhookSecret = env.RAZORPAY_WEBHOOK_SECRET?.trim() || null
  const apiUrl = (env.RAZORPAY_API_URL?.trim() || 'https://api.razorpay.com').replace(/\/+$/, '')
  const checkoutUrl = env.RAZORPAY_CHECKOUT_URL?.trim() || 'https://checkout.razorpay.com/v1/checkout.js'
  for (const [name, url] of [
    ['RAZORPAY_API_URL', apiUrl],
    ['RAZORPAY_CHECKOUT_URL', checkoutUrl],
  ] as const)
    if (!URL.canParse(url) || !['http:', 'https:'].includes(new URL(url).protocol)) problems.push(`${name} must be an http(s) URL`)
  if (keyId === null && keySecret === null) {
    if (webhookSecret !== null)
      problems.push('RAZORPAY_WEBHOOK_SECRET is set but the keys are not: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET too, or none')
    return null
  }
  // The messages never repeat a secret's value: configuration problems are printed at boot.
  if (keyId === null)
    problems.push("RAZORPAY_KEY_SECRET is set but RAZORPAY_KEY_ID is not: set both (from Razorpay's dashboard), or neither")
  else if (!/^rzp_(test|live)_[A-Za-z0-9]{6,40}$/.test(keyId)) problems.push('RAZORPAY_KEY_ID must look like rzp_test_… or rzp_live_…')
  if (keySecret === null)
    problems.push("RAZORPAY_KEY_ID is set but RAZORPAY_KEY_SECRET is not: set both (from Razorpay's dashboard), or neither")
  else if (!/^[\x21-\x7e]{8,200}$/.test(keySecret)) problems.push('RAZORPAY_KEY_SECRET must be 8 to 200 printable characters, no spaces')
  if (webhookSecret !== null && !/^[\x21-\x7e]{1,200}$/.test(webhookSecret))
    problems.push('RAZORPAY_WEBHOOK_SECRET must be up to 200 printable characters, no spaces')
  return { keyId: keyId ?? '', keySecret: keySecret ?? '', webhookSecret, apiUrl, checkoutUrl }
}

export interface PlacesConfig {
  apiKey: string | null
  /** https://places.googleapis.com, or a server that speaks Places API (New) (tests run one on loopback). */
  baseUrl: string
  /** How long a call to Places may take before the shopper is told to type the address by hand. */
  timeoutMs: number
  /** CLDR region codes predictions are limited to (e.g. ["in"]); empty = anywhere. */
  regionCodes: string[]
}

/** GOOGLE_PLACES_API_KEY (unset = search off), GOOGLE_PLACES_BASE_URL, GOOGLE_PLACES_TIMEOUT_MS, GOOGLE_PLACES_REGION_CODES. */
function parsePlaces(env: NodeJS.ProcessEnv, problems: string[]): PlacesConfig {
  const apiKey = env.GOOGLE_PLACES_API_KEY?.trim() || null
  if (apiKey !== null && !/^[\x21-\x7e]{10,200}$/.test(apiKey))
    problems.push('GOOGLE_PLACES_API_KEY must be 10 to 200 printable characters, no spaces')
  const baseUrl = (env.GOOGLE_PLACES_BASE_URL?.trim() || 'https://places.googleapis.com').replace(/\/+$/, '')
  if (!URL.canParse(baseUrl) || !['http:', 'https:'].includes(new URL(baseUrl).protocol))
    problems.push('GOOGLE_PLACES_BASE_URL must be an http(s) URL')
  const timeoutMs = Number(env.GOOGLE_PLACES_TIMEOUT_MS ?? 5000)
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 60_000)
    problems.push('GOOGLE_PLACES_TIMEOUT_MS must be an integer between 100 and 60000')
  const regionCodes = (env.GOOGLE_PLACES_REGION_CODES ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '')
  if (regionCodes.length > 15 || regionCodes.some((c) => !/^[a-z]{2}$/.test(c)))
    problems.push('GOOGLE_PLACES_REGION_CODES must be up to 15 two-letter region codes, comma-separated (e.g. "in")')
  return { apiKey, baseUrl, timeoutMs, regionCodes }
}

/** TRUST_PROXY: "true", "false", a hop count, or a comma-separated list of addresses/CIDRs (or loopback, linklocal, uniquelocal). */
function parseTrustProxy(value: string | undefined, problems: string[]): boolean | number | string[] {
  const text = value?.trim() ?? ''
  if (text === '' || text === 'false') return false
  if (text === 'true') return true
  if (/^\d+$/.test(text)) return Number(text)
  const entries = text.split(',').map((e) => e.trim())
  const bad = entries.filter((e) => {
    const [address, bits, ...rest] = e.split('/')
    if (['loopback', 'linklocal', 'uniquelocal'].includes(e)) return false
    const version = net.isIP(address ?? '')
    return version === 0 || rest.length > 0 || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128)))
  })
  if (bad.length > 0)
    problems.push(`TRUST_PROXY must be true, false, a hop count or a list of addresses/CIDRs; not understood: ${bad.join(', ')}`)
  return entries
}

const repoRoot = path.resolve(import.meta.dirname, '../../..')

export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv.slice(2)): Config {
  const problems: string[] = []
  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`PORT must be a port number, got "${env.PORT}"`)
  const databaseUrl = env.DATABASE_URL?.trim() || null
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    problems.push('DATABASE_URL must start with postgres:// (leave it unset for the embedded SQLite database)')
  const poolSize = Number(env.DATABASE_POOL_SIZE ?? 10)
  if (!Number.isInteger(poolSize) || poolSize < 1 || poolSize > 200)
    problems.push('DATABASE_POOL_SIZE must be an integer between 1 and 200')
  const drainMs = Number(env.DRAIN_MS ?? 0)
  if (!Number.isInteger(drainMs) || drainMs < 0 || drainMs > 300_000)
    problems.push('DRAIN_MS must be a whole number of milliseconds between 0 and 300000')
  const ownerToken = env.OWNER_TOKEN?.trim() || null
  if (ownerToken && ownerToken.length < 24) problems.push('OWNER_TOKEN must be at least 24 characters')
  const seedFlag = argv.includes('--empty') ? 'empty' : (env.STORE_SEED ?? 'demo')
  if (seedFlag !== 'demo' && seedFlag !== 'empty') problems.push(`STORE_SEED must be "demo" or "empty", got "${seedFlag}"`)
  const ttl = Number(env.CACHE_VERSION_TTL_MS ?? 500)
  if (!Number.isInteger(ttl) || ttl < 0 || ttl > 60_000) problems.push('CACHE_VERSION_TTL_MS must be an integer between 0 and 60000')
  const trustProxy = parseTrustProxy(env.TRUST_PROXY, problems)
  const places = parsePlaces(env, problems)
  const mail = parseMail(env, problems)
  const sms = parseSms(env, problems)
  const razorpay = parseRazorpay(env, problems)
  const backup = parseBackup(env, problems)
  const metrics = parseMetrics(env, problems)
  const push = parsePush(env, problems)
  if (problems.length > 0) throw new Error(`Configuration problems:\n  - ${problems.join('\n  - ')}`)
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    poolSize,
    sqlitePath: path.resolve(env.SQLITE_PATH ?? path.join(repoRoot, 'data', 'store.sqlite')),
    pgBinDir: env.PG_BIN_DIR?.trim() || null,
    drainMs,
    ownerToken,
    seedOnFirstRun: seedFlag as 'demo' | 'empty',
    logLevel: env.LOG_LEVEL ?? 'info',
    logRequests: env.LOG_REQUESTS === '1',
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps', 'web', 'dist')),
    adminDistDir: path.resolve(env.ADMIN_DIST_DIR ?? path.join(repoRoot, 'apps', 'admin', 'dist')),
    cacheVersionTtlMs: ttl,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, '') ?? null,
    production: env.NODE_ENV === 'production',
    trustProxy,
    places,
    mail,
    sms,
    razorpay,
    backup,
    metrics,
    push,
  }
}
