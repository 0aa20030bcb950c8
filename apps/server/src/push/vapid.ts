import webpush from 'web-push'
import type { PushConfig } from '../config.ts'
import type { PushRepository } from './repository.ts'

export interface VapidKeys {
  publicKey: string
  privateKey: string
}

/**
 * The store's VAPID keys (decision 0062). VAPID_* win when set; otherwise a pair is generated on
 * first start and kept in the database, so every server signs with the same one and shoppers'
 * subscriptions (made for that public key) keep working across restarts. `generated` is handed back
 * once, to be printed like the owner token.
 */
export async function ensureVapidKeys(
  repo: PushRepository,
  configured: PushConfig['keys'],
): Promise<{ keys: VapidKeys; generated: boolean }> {
  if (configured) return { keys: configured, generated: false }
  const stored = await repo.storedKeys()
  if (stored) return { keys: JSON.parse(stored) as VapidKeys, generated: false }
  const keys = webpush.generateVAPIDKeys()
  // Another process won the race to create them: use theirs, print nothing.
  if (!(await repo.storeKeys(JSON.stringify(keys)))) return ensureVapidKeys(repo, null)
  return { keys, generated: true }
}

/** Reads the keys once per process (the boot settles them first; tests build the app without a boot). */
export class VapidKeyring {
  private keys: Promise<VapidKeys> | null = null

  constructor(
    private readonly repo: PushRepository,
    private readonly config: PushConfig,
  ) {}

  get(): Promise<VapidKeys> {
    this.keys ??= ensureVapidKeys(this.repo, this.config.keys).then((r) => r.keys)
    return this.keys
  }

  get subject(): string {
    return this.config.subject
  }
}
