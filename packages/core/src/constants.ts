/** spec §9: the default branch id when the shopper has not chosen one. */
export const DEFAULT_BRANCH_ID = 1

/** A branch's estimated delivery time when the owner has not set one (issue 9 pincode check). */
export const DEFAULT_DELIVERY_MINUTES = 35

/**
 * The setting get-data answers with `true` when address search (Google Places) is configured on the
 * server; the web hides the search field when it is `false`, and the address form works by hand
 * (issue 9). Computed by the server, like money_style; an owner cannot set it.
 */
export const ADDRESS_SEARCH_SETTING = 'address_search_enabled'
