import { Type, type Static } from 'typebox'
import {
  ADDRESS_LABELS,
  ADDRESS_LINE_MAX_LENGTH,
  MAX_ADDRESSES,
  NAME_MAX_LENGTH,
  PINCODE_MAX_LENGTH,
  PINCODE_MIN_LENGTH,
  PLACE_NAME_MAX_LENGTH,
} from '../constants.ts'
import { Phone } from './accounts.ts'

export { ADDRESS_LABELS, MAX_ADDRESSES }

const Text = (max: number) => Type.String({ minLength: 1, maxLength: max })
const Optional = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]))

/** What a shopper types, or picks from address search (lat, lng, place_id). */
export const AddressInput = Type.Object(
  {
    label: Type.Union([Type.Literal('Home'), Type.Literal('Work'), Type.Literal('Other')]), // ADDRESS_LABELS, as literal types
    name: Text(NAME_MAX_LENGTH),
    phone: Phone,
    line1: Text(ADDRESS_LINE_MAX_LENGTH),
    line2: Optional(ADDRESS_LINE_MAX_LENGTH),
    landmark: Optional(ADDRESS_LINE_MAX_LENGTH),
    city: Text(PLACE_NAME_MAX_LENGTH),
    state: Text(PLACE_NAME_MAX_LENGTH),
    /** Postal codes of most countries: 3 to 10 letters or digits, spaces and dashes inside. */
    pincode: Type.String({
      minLength: PINCODE_MIN_LENGTH,
      maxLength: PINCODE_MAX_LENGTH,
      pattern: '^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$',
    }),
    lat: Type.Optional(Type.Union([Type.Number({ minimum: -90, maximum: 90 }), Type.Null()])),
    lng: Type.Optional(Type.Union([Type.Number({ minimum: -180, maximum: 180 }), Type.Null()])),
    place_id: Optional(300),
  },
  { additionalProperties: false },
)
export type AddressInput = Static<typeof AddressInput>

export const Address = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  line1: Type.String(),
  line2: Type.Union([Type.String(), Type.Null()]),
  landmark: Type.Union([Type.String(), Type.Null()]),
  city: Type.String(),
  state: Type.String(),
  pincode: Type.String(),
  lat: Type.Union([Type.Number(), Type.Null()]),
  lng: Type.Union([Type.Number(), Type.Null()]),
  place_id: Type.Union([Type.String(), Type.Null()]),
  is_default: Type.Boolean(),
  /** Whether a branch delivers to its pincode now: checkout never picks one that is not on its own. */
  deliverable: Type.Boolean(),
})
export type Address = Static<typeof Address>

export const AddressList = Type.Object({ addresses: Type.Array(Address) })
export type AddressList = Static<typeof AddressList>
