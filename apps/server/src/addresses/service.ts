import { MAX_ADDRESSES, type Address, type AddressInput } from '@store/core'
import type { AccountsService } from '../accounts/service.ts'
import type { BranchesService } from '../branches/service.ts'
import type { UnitOfWork } from '../db/transaction.ts'
import { InputError, NotFoundError } from '../http/errors.ts'
import type { AddressesRepository, AddressRow } from './repository.ts'

const REQUIRED = ['name', 'line1', 'city', 'state'] as const
const FIELD_NAMES: Record<(typeof REQUIRED)[number], string> = {
  name: 'the name',
  line1: 'the address',
  city: 'the city',
  state: 'the state',
}

function toAddress(row: AddressRow, deliverable: boolean): Address {
  const { user_id: _user, created_at: _created, is_default, ...rest } = row
  return { ...rest, is_default: is_default === 1, deliverable }
}

/**
 * A shopper's saved addresses: at most MAX_ADDRESSES, exactly one default while there are any. Each
 * says whether a branch delivers to it; one no branch delivers to is kept (a branch may come) but
 * does not take the default from one that is delivered to.
 */
export class AddressesService {
  constructor(
    private readonly repo: AddressesRepository,
    private readonly accounts: AccountsService,
    private readonly work: UnitOfWork,
    private readonly branches: BranchesService,
  ) {}

  private async deliverable(pincode: string): Promise<boolean> {
    return (await this.branches.checkPincode(pincode)).deliverable
  }

  /** Rows as the shopper sees them; outside any transaction (the delivery areas are read through the cache). */
  private view(rows: AddressRow[]): Promise<Address[]> {
    return Promise.all(rows.map(async (r) => toAddress(r, await this.deliverable(r.pincode))))
  }

  async list(userId: number): Promise<Address[]> {
    return this.view(await this.repo.list(userId))
  }

  /** One of the shopper's own addresses; another shopper's is a 404. */
  async ownedOrThrow(userId: number, id: number): Promise<Address> {
    const row = await this.repo.owned(userId, id)
    if (!row) throw new NotFoundError('Address')
    return toAddress(row, await this.deliverable(row.pincode))
  }

  async add(userId: number, input: AddressInput): Promise<{ address: Address; addresses: Address[] }> {
    const clean = trimmed(input)
    const errors = REQUIRED.filter((f) => clean[f].length === 0).map((f) => ({ path: f, message: `Enter ${FIELD_NAMES[f]}` }))
    if (errors.length > 0) throw new InputError(errors[0]!.message, errors)
    // Read before the transaction (on SQLite a read waiting inside it would wait for ever).
    const deliverable = await this.deliverable(clean.pincode)
    const currentDefault = (await this.repo.list(userId)).find((r) => r.is_default === 1)
    const defaultUndelivered = currentDefault !== undefined && !(await this.deliverable(currentDefault.pincode))
    const { row, rows } = await this.work.run(async (trx) => {
      // Parallel adds by one shopper take turns here, so the count below cannot be passed by two at once.
      await this.accounts.lockForUpdate(trx, userId)
      const count = await this.repo.count(trx, userId)
      if (count >= MAX_ADDRESSES) {
        throw new InputError(`You can keep at most ${MAX_ADDRESSES} addresses. Delete one to add another`)
      }
      // The first address is the default; a delivered-to address takes it from one that is not.
      const takesDefault = count === 0 || (deliverable && defaultUndelivered)
      const row = await this.repo.insert(trx, userId, clean, count === 0)
      if (takesDefault && count > 0) await this.repo.setDefault(trx, userId, row.id)
      return { row: { ...row, is_default: takesDefault ? 1 : 0 }, rows: await this.repo.list(userId, trx) }
    })
    return { address: toAddress(row, deliverable), addresses: await this.view(rows) }
  }

  async remove(userId: number, id: number): Promise<Address[]> {
    return this.work
      .run(async (trx) => {
        await this.accounts.lockForUpdate(trx, userId)
        const { deleted, wasDefault } = await this.repo.delete(trx, userId, id)
        if (!deleted) throw new NotFoundError('Address')
        const next = wasDefault ? await this.repo.newest(trx, userId) : undefined
        if (next !== undefined) await this.repo.setDefault(trx, userId, next)
        return this.repo.list(userId, trx)
      })
      .then((rows) => this.view(rows))
  }

  async setDefault(userId: number, id: number): Promise<Address[]> {
    return this.work
      .run(async (trx) => {
        if (!(await this.repo.setDefault(trx, userId, id))) throw new NotFoundError('Address')
        return this.repo.list(userId, trx)
      })
      .then((rows) => this.view(rows))
  }
}

function trimmed(input: AddressInput): AddressInput {
  const optional = (v: string | null | undefined) => (v?.trim() ? v.trim() : null)
  return {
    ...input,
    name: input.name.trim(),
    phone: input.phone.trim(),
    line1: input.line1.trim(),
    line2: optional(input.line2),
    landmark: optional(input.landmark),
    city: input.city.trim(),
    state: input.state.trim(),
    pincode: input.pincode.trim().toUpperCase(),
  }
}
