import { HIDE_SOLD_OUT_SETTING } from '@store/core'
import type { VersionedMemo } from '../cache/versioned-memo.ts'
import type { StoreRepository } from './repository.ts'

/**
 * What the owner's settings say about listing products, for the catalogue. Apart from StoreService,
 * which lists products through the catalogue, so the catalogue can ask without a cycle.
 */
export class ListingRulesService {
  constructor(
    private readonly store: StoreRepository,
    private readonly memo: VersionedMemo,
  ) {}

  /** Whether listings leave sold-out products out (decision 0039); read once per settings version. */
  hideSoldOut(): Promise<boolean> {
    return this.memo.get('hide-sold-out', ['cache-settings'], async () => (await this.store.settings())[HIDE_SOLD_OUT_SETTING] === 'true')
  }
}
