const MAX_NAME = 150
const FALLBACK_NAME = 'download'
const OCTET_STREAM = 'application/octet-stream'
/** type/subtype as RFC 9110 §8.3.1 writes them, without parameters. */
const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/

/**
 * The name a download is saved under, from the name the owner's upload carried: no folders, no
 * control characters or characters Windows refuses, no leading dots, at most 150 characters.
 */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? ''
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}"<>:|?*]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
  return [...clean].slice(0, MAX_NAME).join('').trim() || FALLBACK_NAME
}

/** The stored content type when it is a plain type/subtype; anything else is served as bytes. */
export function cleanContentType(raw: string | undefined): string {
  const type = (raw ?? '').split(';')[0]!.trim().toLowerCase()
  return MEDIA_TYPE.test(type) ? type : OCTET_STREAM
}

/**
 * `attachment` with an ASCII name for every browser and the exact name in UTF-8 (RFC 6266 §4.3,
 * RFC 8187), so the file is saved, never shown in the store's page.
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_')
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
