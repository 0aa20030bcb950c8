/** spec §2/§8's offline texts: the offline screen, the banner over pages kept for offline, and refused writes. */
export const OFFLINE_TITLE = 'You are offline!'
export const OFFLINE_TEXT = 'Please check your internet connection.'
export const OFFLINE_MESSAGE = `${OFFLINE_TITLE} ${OFFLINE_TEXT}`

/** The browser knows it has no network (it may also not know: a write that cannot reach the store says so too). */
export const browserOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false
