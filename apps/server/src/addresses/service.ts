import { MAX_ADDRESSES, type Address, type AddressInput } from '@store/core'
import type { AccountsService } from '../accounts/service.ts'
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

function toAddress(row: AddressRow): Address {
  const { user_id: _user, created_at: _created, is_default, ...rest } = row
  return { ...rest, is_default: is_default === 1 }
}

/** A shopper's saved addresses: at most MAX_ADDRESSES, exactly one default while there are any. */
export class AddressesService {
  constructor(
    private readonly repo: AddressesRepository,
    private readonly accounts: AccountsService,
    private readonly work: UnitOfWork,
  ) {}

  async list(userId: number): Promise<Address[]> {
    return (await this.repo.list(userId)).map(toAddress)
  }

  /** One of the shopper's own addresses; another shopper's is a 404. */
  async ownedOrThrow(userId: number, id: number): Promise<Address> {
    const row = await this.repo.owned(userId, id)
    if (!row) throw new NotFoundError('Address')
    return toAddress(row)
  }

  async add(userId: number, input: AddressInput): Promise<{ address: Address; addresses: Address[] }> {
    const clean = trimmed(input)
    const errors = REQUIRED.filter((f) => clean[f].length === 0).map((f) => ({ path: f, message: `Enter ${FIELD_NAMES[f]}` }))
    if (errors.length > 0) throw new InputError(errors[0]!.message, errors)
    return this.work.run(async (trx) => {
      // Parallel adds by one shopper take turns here, so the count below cannot be passed by two at once.
      await this.accounts.lockForUpdate(trx, userId)
      const count = await this.repo.count(trx, userId)
      if (count >= MAX_ADDRESSES) {
        throw new InputError(`You can keep at most ${MAX_ADDRESSES} addresses. Delete one to add another`)
      }
      const row = await this.repo.insert(trx, userId, clean, count === 0)
      return { address: toAddress(row), addresses: (await this.repo.list(userId, trx)).map(toAddress) }
    })
  }

  async remove(userId: number, id: number): Promise<Address[]> {
    return this.work.run(async (trx) => {
      await this.accounts.lockForUpdate(trx, userId)
      const { deleted, wasDefault } = await this.repo.delete(trx, userId, id)
      if (!deleted) throw new NotFoundError('Address')
      const next = wasDefault ? await this.repo.newest(trx, userId) : undefined
      if (next !== undefined) await this.repo.setDefault(trx, userId, next)
      return (await this.repo.list(userId, trx)).map(toAddress)
    })
  }

  async setDefault(userId: number, id: number): Promise<Address[]> {
    return this.work.run(async (trx) => {
      if (!(await this.repo.setDefault(trx, userId, id))) throw new NotFoundError('Address')
      return (await this.repo.list(userId, trx)).map(toAddress)
    })
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
