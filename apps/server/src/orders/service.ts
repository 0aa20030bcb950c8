import type { OrdersRepository } from './repository.ts'

/** Orders as other areas see them; placing and tracking orders arrive with checkout (issue 10). */
export class OrdersService {
  constructor(private readonly repo: OrdersRepository) {}

  /** What offers' "first order only" and per-shopper limits count (decision 0007). */
  history(owner: string, couponCode: string): Promise<{ orders: number; usedCode: number }> {
    return this.repo.history(owner, couponCode)
  }
}
