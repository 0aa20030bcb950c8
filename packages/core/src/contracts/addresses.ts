import { Type } from 'typebox'
import { Address, AddressInput, AddressList } from '../api/addresses.ts'
import { defineEndpoints } from './define.ts'

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }, { additionalProperties: false })

/** Saved addresses; every call needs a logged-in shopper, and another shopper's address is a 404. */
export const addressEndpoints = defineEndpoints({
  'GET /api/address/get-addresses': { tags: ['addresses'], summary: "The shopper's addresses", response: AddressList },
  'POST /api/address/add': {
    tags: ['addresses'],
    summary: 'Adds an address',
    body: AddressInput,
    status: 201,
    response: Type.Object({ address: Address, addresses: Type.Array(Address) }),
  },
  'DELETE /api/address/delete/:id': { tags: ['addresses'], summary: 'Deletes an address', params: IdParams, response: AddressList },
  'PUT /api/address/set-default/:id': {
    tags: ['addresses'],
    summary: 'Makes an address the default one',
    params: IdParams,
    response: AddressList,
  },
})
