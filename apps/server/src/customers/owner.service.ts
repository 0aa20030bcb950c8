import type { CustomerDetail, CustomerPage, CustomerSearchQuery } from '@store/core'
import { NotFoundError } from '../http/errors.ts'
import type { CustomersOwnerRepository } from './owner.repository.ts'

/** The owner's customers: search, and one customer's page (decision 0058). */
export class CustomersOwnerService {
  constructor(private readonly repo: CustomersOwnerRepository) {}

  search({ q, page }: CustomerSearchQuery): Promise<CustomerPage> {
    return this.repo.search(q ?? '', page ?? 1)
  }

  async detailOrThrow(userId: number): Promise<CustomerDetail> {
    const detail = await this.repo.detail(userId)
    if (!detail) throw new NotFoundError('Customer')
    return detail
  }
}
