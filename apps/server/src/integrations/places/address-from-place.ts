import type { PlaceAddress } from '@store/core'

/** One part of an address as Places API (New) answers it in `addressComponents`. */
export interface AddressComponent {
  longText?: string
  shortText?: string
  types?: string[]
}

/** The parts of Place Details (New) this store asks for in the field mask. */
export interface PlaceDetailsBody {
  id?: string
  formattedAddress?: string
  addressComponents?: AddressComponent[]
  location?: { latitude?: number; longitude?: number }
}

/**
 * Places' address parts as the address form's fields: postal_code → pincode, locality (else
 * postal_town, else administrative_area_level_2) → city, administrative_area_level_1 → state,
 * location → lat/lng. The first line is the house, street and neighbourhood parts; when a place has
 * none of them (a landmark, a whole town) it is the formatted address's first segment.
 */
export function addressFromPlace(placeId: string, place: PlaceDetailsBody): PlaceAddress {
  const parts = place.addressComponents ?? []
  const find = (type: string) => parts.find((p) => p.types?.includes(type))?.longText?.trim() ?? ''
  // House, building, street ("12 MG Road") and neighbourhood, most specific first, each once.
  const street = [find('street_number'), find('route')].filter((t) => t !== '').join(' ')
  const line1Parts = [
    find('subpremise'),
    find('premise'),
    street,
    find('neighborhood'),
    find('sublocality_level_2'),
    find('sublocality_level_1'),
  ]
  const line1 = [...new Set(line1Parts.filter((t) => t !== ''))].join(', ')
  const formatted = place.formattedAddress?.trim() ?? ''
  const { latitude, longitude } = place.location ?? {}
  const valid = (n: unknown, limit: number): n is number => typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= limit
  return {
    line1: (line1 || formatted.split(',')[0]?.trim() || '').slice(0, 200),
    city: (find('locality') || find('postal_town') || find('administrative_area_level_2')).slice(0, 100),
    state: find('administrative_area_level_1').slice(0, 100),
    pincode: find('postal_code').slice(0, 10),
    lat: valid(latitude, 90) && valid(longitude, 180) ? latitude : null,
    lng: valid(latitude, 90) && valid(longitude, 180) ? longitude : null,
    place_id: place.id ?? placeId,
    formatted_address: formatted,
  }
}
