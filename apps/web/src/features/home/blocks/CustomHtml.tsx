import { text, type BlockProps } from './types.ts'

/** Owner-written HTML from the admin (never shopper input), rendered as the owner wrote it. */
export function CustomHtml({ entry }: BlockProps) {
  return <section className="owner-html mx-4 rounded-xl bg-brand-5 p-4" dangerouslySetInnerHTML={{ __html: text(entry.data.html) }} />
}
