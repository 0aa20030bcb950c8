import type { BranchInput, OwnerBranch } from '@store/core'
import type { OwnerWrites } from '../admin/owner-writes.ts'
import type { BranchlessCartsService } from '../cart/branchless.service.ts'
import type { Tx } from '../db/transaction.ts'
import type { Actor } from '../staff/actor.ts'
import { InputError, NotFoundError } from '../http/errors.ts'
import type { BranchesOwnerRepository } from './owner.repository.ts'

const KEYS = ['cache-branches'] as const

/** The owner's branches and their delivery rules. */
export class BranchesOwnerService {
  constructor(
    private readonly repo: BranchesOwnerRepository,
    private readonly writes: OwnerWrites,
    private readonly branchlessCarts: Pick<BranchlessCartsService, 'giveToFirstBranch'>,
  ) {}

  list(): Promise<OwnerBranch[]> {
    return this.repo.list()
  }

  async byIdOrThrow(id: number): Promise<OwnerBranch> {
    const branch = await this.repo.byId(id)
    if (!branch) throw new NotFoundError('Branch')
    return branch
  }

  create(input: BranchInput, actor: Actor): Promise<number> {
    return this.writes.run(KEYS, async (trx) => {
      const id = await this.repo.insert(trx, input)
      // Shoppers' carts from before the store had a branch are this branch's now (decision 0097).
      if ((await this.repo.count(trx)) === 1) await this.branchlessCarts.giveToFirstBranch(trx, id)
      await this.writes.record(trx, actor, { objectType: 'branch', objectId: id, action: 'create', after: await this.repo.byId(id, trx) })
      return id
    })
  }

  update(id: number, input: BranchInput, actor: Actor): Promise<void> {
    return this.writes.run(KEYS, async (trx) => {
      const before = await this.repo.byId(id, trx)
      if (!before || !(await this.repo.update(trx, id, input))) throw new NotFoundError('Branch')
      await this.writes.record(trx, actor, {
        objectType: 'branch',
        objectId: id,
        action: 'update',
        before,
        after: await this.repo.byId(id, trx),
      })
    })
  }

  remove(id: number, actor: Actor): Promise<void> {
    return this.writes.run(KEYS, async (trx) => {
      const before = await this.repo.byId(id, trx)
      if (!before || !(await this.repo.delete(trx, id))) throw new NotFoundError('Branch')
      await this.writes.record(trx, actor, { objectType: 'branch', objectId: id, action: 'delete', before })
    })
  }

  /** For another area's write (a product's branch prices, a coupon's branch): every id names a branch, once; `path` names the field. */
  async assertExist(trx: Tx, ids: number[], path = 'branches'): Promise<void> {
    if (ids.length === 0) return
    if (new Set(ids).size !== ids.length) throw new InputError('a branch is listed twice', [{ path, message: 'a branch is listed twice' }])
    const existing = await this.repo.existingIds(trx, ids)
    const missing = ids.filter((id) => !existing.includes(id))
    if (missing.length > 0)
      throw new InputError(
        `unknown branch ${missing[0]}`,
        missing.map((id) => ({ path, message: `unknown branch ${id}` })),
      )
  }
}
