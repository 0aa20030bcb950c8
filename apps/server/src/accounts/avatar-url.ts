/**
 * Where a shopper's picture is served: named by its content hash, so a new picture has a new URL and
 * each URL can be cached for a year (decision 0015). null = no picture.
 */
export function avatarUrl(hash: string | null): string | null {
  return hash === null ? null : `/api/avatars/${hash}.webp`
}

/** The file name of an avatar URL, as the avatar route accepts it. */
export const AVATAR_FILE = /^([0-9a-f]{32})\.webp$/
