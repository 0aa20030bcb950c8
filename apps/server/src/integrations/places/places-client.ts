import type { PlaceAddress, PlacePrediction } from '@store/core'

/**
 * Address search behind a small interface (DESIGN "Outside services"): Google Places API (New) in
 * production, a local server that speaks the same API in tests. Services see only this.
 */
export interface PlacesClient {
  /** Predictions for what the shopper has typed so far; the session token groups them for billing. */
  autocomplete(input: string, sessionToken: string): Promise<PlacePrediction[]>
  /** The picked place as the address form's fields; ends the session token's session. */
  details(placeId: string, sessionToken: string): Promise<PlaceAddress>
}

/** Places did not answer, answered an error, or answered something we cannot read. The detail is for the log only. */
export class PlacesUnavailableError extends Error {
  constructor(detail: string, options?: { cause?: unknown }) {
    super(`Google Places: ${detail}`, options)
  }
}

/** Places says the place id is not one it knows (a stale id from the shopper's recent places). */
export class PlaceNotFoundError extends Error {
  constructor() {
    super('Google Places does not know this place')
  }
}
