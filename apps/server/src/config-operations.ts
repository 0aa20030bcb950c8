import path from 'node:path'

/** Configuration of running the store: scheduled backups, metrics and web push (decisions 0062, 0070, 0071); read by config.ts. */
export interface BackupScheduleConfig {
  dir: string
  everyMs: number
  /** How many of the newest backups are kept in `dir`; older ones are deleted after each new one. */
  keep: number
}

export interface MetricsConfig {
  /** /metrics on the store's port answers only with this as a Bearer token. */
  token: string | null
  /** A second port, on loopback only, that serves /metrics without a token. */
  port: number | null
}

const DURATION_UNITS_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const

/** BACKUP_DIR and BACKUP_EVERY (30m, 6h, 1d): both or neither; BACKUP_KEEP (7 by default) only with them. */
export function parseBackup(env: NodeJS.ProcessEnv, problems: string[]): BackupScheduleConfig | null {
  const dir = env.BACKUP_DIR?.trim() || null
  const every = env.BACKUP_EVERY?.trim() || null
  const keepText = env.BACKUP_KEEP?.trim() || null
  if (dir === null && every === null) {
    if (keepText !== null) problems.push('BACKUP_KEEP is set but BACKUP_DIR and BACKUP_EVERY are not: set them too, or none')
    return null
  }
  if (dir === null) problems.push('BACKUP_EVERY is set but BACKUP_DIR is not: set the folder backups are written to')
  const match = /^(\d+)([mhd])$/.exec(every ?? '')
  const everyMs = match ? Number(match[1]) * DURATION_UNITS_MS[match[2] as keyof typeof DURATION_UNITS_MS] : 0
  if (every === null) problems.push('BACKUP_DIR is set but BACKUP_EVERY is not: say how often, e.g. 6h or 1d')
  else if (everyMs < 60_000 || everyMs > 31 * 86_400_000)
    problems.push(`BACKUP_EVERY must be minutes, hours or days between 1m and 31d, like 30m, 6h or 1d; got "${every}"`)
  const keep = Number(keepText ?? 7)
  if (!Number.isInteger(keep) || keep < 1 || keep > 10_000) problems.push('BACKUP_KEEP must be a whole number between 1 and 10000')
  return { dir: path.resolve(dir ?? '.'), everyMs, keep }
}

/** METRICS_TOKEN (at least 24 characters) and METRICS_PORT (served on loopback only): either, both or neither. */
export function parseMetrics(env: NodeJS.ProcessEnv, problems: string[]): MetricsConfig {
  const token = env.METRICS_TOKEN?.trim() || null
  // The message never repeats the token: configuration problems are printed at boot.
  if (token !== null && !/^[\x21-\x7e]{24,200}$/.test(token))
    problems.push('METRICS_TOKEN must be 24 to 200 printable characters, no spaces')
  const portText = env.METRICS_PORT?.trim() || null
  const port = portText === null ? null : Number(portText)
  if (port !== null && (!Number.isInteger(port) || port < 1 || port > 65535))
    problems.push(`METRICS_PORT must be a port number, got "${portText}"`)
  return { token, port }
}

export interface PushConfig {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url, as web-push's generateVAPIDKeys gives them): both or neither. */
  keys: { publicKey: string; privateKey: string } | null
  /** VAPID_SUBJECT: a mailto: or https: address push services may write to; by default PUBLIC_URL or MAIL_FROM's address. */
  subject: string
}

/** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: both or neither (decision 0062). */
export function parsePush(env: NodeJS.ProcessEnv, problems: string[]): PushConfig {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() || null
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() || null
  if ((publicKey === null) !== (privateKey === null))
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither')
  if (publicKey !== null && !/^[A-Za-z0-9_-]{87}$/.test(publicKey)) problems.push('VAPID_PUBLIC_KEY must be 87 base64url characters')
  if (privateKey !== null && !/^[A-Za-z0-9_-]{43}$/.test(privateKey)) problems.push('VAPID_PRIVATE_KEY must be 43 base64url characters')
  const publicUrl = env.PUBLIC_URL?.trim() ?? ''
  const mailAddress = /[^<>@\s]+@[^<>@\s]+/.exec(env.MAIL_FROM ?? '')?.[0]
  const fallback = publicUrl.startsWith('https://') ? publicUrl : mailAddress ? `mailto:${mailAddress}` : 'mailto:owner@localhost'
  const subject = env.VAPID_SUBJECT?.trim() || fallback
  if (!/^(mailto:|https:\/\/)\S+$/.test(subject)) problems.push('VAPID_SUBJECT must be a mailto: or https:// address')
  return { keys: publicKey && privateKey ? { publicKey, privateKey } : null, subject }
}
