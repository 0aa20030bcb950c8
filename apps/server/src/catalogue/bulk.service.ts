import type { BulkInput } from '@store/core'
import type { OwnerWrites } from '../admin/owner-writes.ts'
import type { BranchesOwnerService } from '../branches/owner.service.ts'
import { NotFoundError } from '../http/errors.ts'
import type { Actor } from '../staff/actor.ts'
import type { BulkRepository } from './bulk.repository.ts'

/**
 * Bulk actions on the owner's selection (decision 0056): all or nothing, in one transaction that bumps
 * the catalogue's cache version. A selection naming a product that no longer exists changes nothing.
 */
export class ProductBulkService {
  constructor(
    private readonly repo: BulkRepository,
    private readonly branches: BranchesOwnerService,
    private readonly writes: OwnerWrites,
  ) {}

  apply({ ids, action }: BulkInput, actor: Actor): Promise<number> {
    return this.writes.run(['cache-products'], async (trx) => {
      const before = await this.repo.snapshots(trx, ids)
      if (before.size !== ids.length) throw new NotFoundError('Product')
      if ('branch_id' in action && action.branch_id !== undefined) await this.branches.assertExist(trx, [action.branch_id])
      switch (action.kind) {
        case 'price':
          await this.repo.movePrices(trx, ids, action)
          break
        case 'stock':
          await this.repo.setStock(trx, ids, action.stock, action.branch_id)
          break
        case 'availability':
          await this.repo.setAvailability(trx, ids, action.branch_id, action.is_available)
          break
        case 'active':
          await this.repo.setActive(trx, ids, action.is_active)
          break
      }
      // One entry per product, so each product's own history shows the change (decision 0051).
      const after = await this.repo.snapshots(trx, ids)
      for (const id of ids) {
        const change = {
          objectType: 'product',
          objectId: id,
          action: `bulk ${action.kind}`,
          before: { ...before.get(id) },
          after: { ...after.get(id) },
        }
        await this.writes.record(trx, actor, change)
      }
      return ids.length
    })
  }
}
