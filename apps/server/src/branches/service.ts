import { DEFAULT_BRANCH_ID, type Branch, type PincodeCheck } from '@store/core'
import type { VersionedMemo } from '../cache/versioned-memo.ts'
import { NotFoundError } from '../http/errors.ts'
import type { BranchesRepository, DeliveryArea, DeliveryRules, OrderBranchRow } from './repository.ts'

/** Pincodes compare without case, spaces or dashes: "sw1a 1aa" is "SW1A1AA". */
const samePincode = (pincode: string) => pincode.toUpperCase().replace(/[\s-]/g, '')

/** The branch id of a store that has no branch yet: its carts are kept under it until the first branch comes (decision 0097). */
export const NO_BRANCH_ID = 0

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
      if (requested === DEFAULT_BRANCH_ID && !(await this.repo.any())) return NO_BRANCH_ID
      return -1
    })
    if (resolved < 0) throw new NotFoundError('Branch')
    return resolved
  }

  /** The branch as an order sees it; undefined for a store without branches. */
  async forOrder(branchId: number): Promise<OrderBranchRow | undefined> {
    return (
      (await this.memo.get(`order-branch|${branchId}`, ['cache-branches'], async () => (await this.repo.forOrder(branchId)) ?? null)) ??
      undefined
    )
  }

  deliveryRules(branchId: number): Promise<DeliveryRules | undefined> {
    return this.repo.deliveryRules(branchId)
  }

  /**
   * The branches that deliver to a pincode, fastest first, with the sentence the product page
   * and the cart show. The estimate is the fastest open branch's (a closed branch's when none is open).
   * The areas are read once per branches version, so any pincode is answered from memory.
   */
  async checkPincode(pincode: string): Promise<PincodeCheck> {
    const shown = pincode.trim().toUpperCase()
    const wanted = samePincode(shown)
    const areas = await this.memo.get('delivery-areas', ['cache-branches'], () => this.repo.deliveryAreas())
    const branches = areas
      .filter((a) => a.pincodes.some((p) => samePincode(p) === wanted))
      .sort((a, b) => Number(b.is_open) - Number(a.is_open) || a.delivery_minutes - b.delivery_minutes)
      .map(({ pincodes: _pincodes, ...branch }: DeliveryArea) => branch)
    const fastest = branches[0]
    return {
      pincode: shown,
      deliverable: fastest !== undefined,
      message: fastest ? `Delivers to ${shown} in ~${fastest.delivery_minutes} min` : `We don't deliver to ${shown} yet`,
      branches,
    }
  }
}
