const GUEST_KEY = 'guest_id'

/** spec §3: a guest id (UUID) kept in local storage, sent when no one is logged in. */
export function guestId(): string {
  let id = localStorage.getItem(GUEST_KEY)
  if (!id) {
    id = crypto.randomUUID()
    localStorage.setItem(GUEST_KEY, id)
  }
  return id
}
