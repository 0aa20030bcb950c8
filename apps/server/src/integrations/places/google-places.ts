import type { PlaceAddress, PlacePrediction } from '@store/core'
import type { PlacesConfig } from '../../config.ts'
import { addressFromPlace, type PlaceDetailsBody } from './address-from-place.ts'
import { PlaceNotFoundError, PlacesUnavailableError, type PlacesClient } from './places-client.ts'

/** Place Details is billed by the fields asked for: only what fills the address form. */
const DETAILS_FIELD_MASK = 'id,formattedAddress,addressComponents,location'

interface AutocompleteBody {
  suggestions?: {
    placePrediction?: {
      placeId?: string
      text?: { text?: string }
      structuredFormat?: { mainText?: { text?: string }; secondaryText?: { text?: string } }
    }
  }[]
}

/**
 * Google Places API (New) over its REST interface: POST /v1/places:autocomplete, then
 * GET /v1/places/{id} with a field mask, both with the key in X-Goog-Api-Key (never in the URL, so it
 * stays out of access logs). The session token ties the predictions and the one details call together,
 * which Google bills as one session.
 */
export class GooglePlacesClient implements PlacesClient {
  constructor(private readonly config: PlacesConfig & { apiKey: string }) {}

  async autocomplete(input: string, sessionToken: string): Promise<PlacePrediction[]> {
    const body = (await this.call('/v1/places:autocomplete', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        input,
        sessionToken,
        ...(this.config.regionCodes.length > 0 && { includedRegionCodes: this.config.regionCodes }),
      }),
    })) as AutocompleteBody
    const predictions: PlacePrediction[] = []
    for (const suggestion of body.suggestions ?? []) {
      const p = suggestion.placePrediction
      // Query predictions (no place) cannot fill an address; they are left out.
      if (!p?.placeId) continue
      const description = p.text?.text ?? ''
      predictions.push({
        place_id: p.placeId,
        description,
        main_text: p.structuredFormat?.mainText?.text ?? description,
        secondary_text: p.structuredFormat?.secondaryText?.text ?? '',
      })
    }
    return predictions
  }

  async details(placeId: string, sessionToken: string): Promise<PlaceAddress> {
    const path = `/v1/places/${encodeURIComponent(placeId)}?sessionToken=${encodeURIComponent(sessionToken)}`
    const body = (await this.call(path, { method: 'GET', headers: { 'x-goog-fieldmask': DETAILS_FIELD_MASK } })) as PlaceDetailsBody
    return addressFromPlace(placeId, body)
  }

  private async call(path: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<unknown> {
    let response: Response
    try {
      response = await fetch(`${this.config.baseUrl}${path}`, {
        ...init,
        headers: { ...init.headers, 'x-goog-api-key': this.config.apiKey },
        signal: AbortSignal.timeout(this.config.timeoutMs),
      })
    } catch (error) {
      throw new PlacesUnavailableError(`no answer from ${this.config.baseUrl} within ${this.config.timeoutMs} ms`, { cause: error })
    }
    const text = await response.text().catch((error: unknown) => {
      throw new PlacesUnavailableError('the answer broke off', { cause: error })
    })
    // Places answers an unknown or malformed place id with 404 or 400 INVALID_ARGUMENT.
    if ((response.status === 404 || response.status === 400) && path.startsWith('/v1/places/')) throw new PlaceNotFoundError()
    if (!response.ok) throw new PlacesUnavailableError(`HTTP ${response.status}: ${text.slice(0, 300)}`)
    try {
      return JSON.parse(text) as unknown
    } catch (error) {
      throw new PlacesUnavailableError('the answer is not JSON', { cause: error })
    }
  }
}
