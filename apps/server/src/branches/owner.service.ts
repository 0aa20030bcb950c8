import type { BranchInput, OwnerBranch } from '@store/core'
import type { OwnerWrites } from '../admin/owner-writes.ts'
import type { Tx } from '../db/transaction.ts'
import { InputError, NotFoundError } from '../http/errors.ts'
import type { BranchesOwnerRepository } from './owner.repository.ts'

const KEYS = ['cache-branches'] as const

/** The owner's branches and their delivery rules. */
export class BranchesOwnerService {
  constructor(
    private readonly repo: BranchesOwnerRepository,
    private readonly writes: OwnerWrites,
  ) {}

  list(): Promise<OwnerBranch[]> {
    return this.repo.list()
  }

  async byIdOrThrow(id: number): Promise<OwnerBranch> {
    const branch = await this.repo.byId(id)
    if (!branch) throw new NotFoundError('Branch')
    return branch
  }

  create(input: BranchInput): Promise<number> {
    return this.writes.run(KEYS, (trx) => this.repo.insert(trx, input))
  }

  update(id: number, input: BranchInput): Promise<void> {
    return this.writes.run(KEYS, async (trx) => {
      if (!(await this.repo.update(trx, id, input))) throw new NotFoundError('Branch')
    })
  }

  remove(id: number): Promise<void> {
    return this.writes.run(KEYS, async (trx) => {
      if (!(await this.repo.delete(trx, id))) throw new NotFoundError('Branch')
    })
  }

  /** For another area's write (a product's branch prices): every id names a branch, once. */
  async assertExist(trx: Tx, ids: number[]): Promise<void> {
    if (ids.length === 0) return
    if (new Set(ids).size !== ids.length)
      throw new InputError('a branch is listed twice', [{ path: 'branches', message: 'a branch is listed twice' }])
    const existing = await this.repo.existingIds(trx, ids)
    const missing = ids.filter((id) => !existing.includes(id))
    if (missing.length > 0)
      throw new InputError(
        `unknown branch ${missing[0]}`,
        missing.map((id) => ({ path: 'branches', message: `unknown branch ${id}` })),
      )
  }
}
