import { DEFAULT_BRANCH_ID, type Branch } from '@store/core'
import type { VersionedMemo } from '../cache/versioned-memo.ts'
import { NotFoundError } from '../http/errors.ts'
import type { BranchesRepository, DeliveryRules } from './repository.ts'

/** Which branch a call means (spec §7 branch_id): every storefront call asks, so answers are memoised per version. */
export class BranchesService {
  constructor(
    private readonly repo: BranchesRepository,
    private readonly memo: VersionedMemo,
  ) {}

  list(): Promise<Branch[]> {
    return this.repo.list()
  }

  /**
   * The branch whose range and prices apply. An unknown branch is a 404, except the default branch
   * of a store that has no branches yet (a fresh, empty store), which sells everything at base price.
   */
  async idOrThrow(requested: number): Promise<number> {
    const resolved = await this.memo.get(`branch|${requested}`, ['cache-branches'], async () => {
      if (await this.repo.exists(requested)) return requested
      if (requested === DEFAULT_BRANCH_ID && !(await this.repo.any())) return 0
      return -1
    })
    if (resolved < 0) throw new NotFoundError('Branch')
    return resolved
  }

  deliveryRules(branchId: number): Promise<DeliveryRules | undefined> {
    return this.repo.deliveryRules(branchId)
  }
}
