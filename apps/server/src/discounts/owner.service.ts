import type { CouponInput, OwnerCoupon } from '@store/core'
import type { OwnerWrites } from '../admin/owner-writes.ts'
import { InputError, NotFoundError } from '../http/errors.ts'
import type { DiscountsOwnerRepository } from './owner.repository.ts'

// Carts price from a per-version copy of the offers, so every coupon change moves 'cache-offers'.
const KEYS = ['cache-offers'] as const

/** The owner's coupons and automatic offers. */
export class DiscountsOwnerService {
  constructor(
    private readonly repo: DiscountsOwnerRepository,
    private readonly writes: OwnerWrites,
  ) {}

  list(): Promise<OwnerCoupon[]> {
    return this.repo.list()
  }

  async byIdOrThrow(id: number): Promise<OwnerCoupon> {
    const coupon = await this.repo.byId(id)
    if (!coupon) throw new NotFoundError('Coupon')
    return coupon
  }

  create(input: CouponInput): Promise<number> {
    assertCoherent(input)
    return this.writes.run(KEYS, async (trx) => {
      if ((await this.repo.idByCode(trx, input.code)) !== undefined) throw codeUsed(input.code)
      return this.repo.insert(trx, input)
    })
  }

  update(id: number, input: CouponInput): Promise<void> {
    assertCoherent(input)
    return this.writes.run(KEYS, async (trx) => {
      const clash = await this.repo.idByCode(trx, input.code)
      if (clash !== undefined && clash !== id) throw codeUsed(input.code)
      if (!(await this.repo.update(trx, id, input))) throw new NotFoundError('Coupon')
    })
  }

  remove(id: number): Promise<void> {
    return this.writes.run(KEYS, async (trx) => {
      if (!(await this.repo.delete(trx, id))) throw new NotFoundError('Coupon')
    })
  }
}

/** Codes are unique regardless of case. */
const codeUsed = (code: string) =>
  new InputError(`code "${code.toUpperCase()}" is already used`, [{ path: 'code', message: 'is already used' }])

function assertCoherent(c: CouponInput): void {
  if (c.kind === 'percentage' && c.value > 10_000)
    throw new InputError('a percentage is at most 10000 basis points (100%)', [
      { path: 'value', message: 'must be at most 10000 for a percentage' },
    ])
  if (c.starts_at && c.ends_at && c.starts_at >= c.ends_at)
    throw new InputError('starts_at must be before ends_at', [{ path: 'ends_at', message: 'must be after starts_at' }])
}
