import { Type, type Static } from 'typebox'
import { AddressInput } from './addresses.ts'
import { BranchQuery } from './common.ts'

export { ADDRESS_SEARCH_SETTING, DEFAULT_DELIVERY_MINUTES } from '../constants.ts'

/** Every storefront call carries branch_id (spec §7); these answers do not depend on it. */
export const PincodeQuery = Type.Object(
  { branch_id: BranchQuery.properties.branch_id, pincode: AddressInput.properties.pincode },
  { additionalProperties: false },
)
export type PincodeQuery = Static<typeof PincodeQuery>

/** One branch that delivers to the pincode asked about, with its delivery rules. */
export const DeliveringBranch = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** False while the branch takes no orders (its opening hours, or the owner closed it). */
  is_open: Type.Boolean(),
  /** Minor units; free from `free_delivery_above` (null = never free). */
  delivery_fee: Type.Integer(),
  free_delivery_above: Type.Union([Type.Integer(), Type.Null()]),
  delivery_minutes: Type.Integer(),
})
export type DeliveringBranch = Static<typeof DeliveringBranch>

/**
 * check-pincode's answer: the branches that deliver there, fastest first, and the sentence the
 * product page and cart show ("Delivers to 560001 in ~35 min" or "We don't deliver to 560099 yet").
 */
export const PincodeCheck = Type.Object({
  pincode: Type.String(),
  deliverable: Type.Boolean(),
  message: Type.String(),
  branches: Type.Array(DeliveringBranch),
})
export type PincodeCheck = Static<typeof PincodeCheck>

/**
 * Places API (New) session tokens are URL-safe base64 of at most 36 characters (a UUID fits). The
 * browser makes one per search and sends it with every prediction call and the one details call.
 */
const SessionToken = Type.String({ minLength: 1, maxLength: 36, pattern: '^[A-Za-z0-9_-]+$' })

/** Either `input` (predictions) or `place_id` (that place as an address), never both. */
export const AddressSearchQuery = Type.Object(
  {
    branch_id: BranchQuery.properties.branch_id,
    input: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    place_id: Type.Optional(Type.String({ minLength: 1, maxLength: 300, pattern: '^[A-Za-z0-9_-]+$' })),
    session_token: Type.Optional(SessionToken),
  },
  { additionalProperties: false },
)
export type AddressSearchQuery = Static<typeof AddressSearchQuery>

export const PlacePrediction = Type.Object({
  place_id: Type.String(),
  /** The whole suggestion ("12 MG Road, Bengaluru, Karnataka, India"). */
  description: Type.String(),
  main_text: Type.String(),
  secondary_text: Type.String(),
})
export type PlacePrediction = Static<typeof PlacePrediction>

/**
 * A picked place as the address form's fields (AddressInput's names). A part the place does not have
 * is an empty string, which the shopper fills in; name, phone and label are always theirs to type.
 */
export const PlaceAddress = Type.Object({
  line1: Type.String(),
  city: Type.String(),
  state: Type.String(),
  pincode: Type.String(),
  lat: Type.Union([Type.Number(), Type.Null()]),
  lng: Type.Union([Type.Number(), Type.Null()]),
  place_id: Type.String(),
  formatted_address: Type.String(),
})
export type PlaceAddress = Static<typeof PlaceAddress>

/** `predictions` answers an `input`; `address` answers a `place_id`. The session token to send next is always there. */
export const AddressSearchAnswer = Type.Object({
  session_token: Type.String(),
  predictions: Type.Optional(Type.Array(PlacePrediction)),
  address: Type.Optional(PlaceAddress),
})
export type AddressSearchAnswer = Static<typeof AddressSearchAnswer>
