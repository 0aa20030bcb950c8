/** The shopper's picture, or the first letter of their name (or e-mail) on the store's colour when there is none. */
export function Avatar({ name, url, size = 32 }: { name: string; url: string | null; size?: number }) {
  const style = { width: size, height: size, fontSize: size * 0.45 }
  if (url) return <img src={url} alt="" width={size} height={size} style={style} className="shrink-0 rounded-full object-cover" />
  // A letter of the name or e-mail; a phone number has none, and "+" or "9" would look like a mistake.
  const initial = /\p{L}/u.exec(name)?.[0] ?? '•'
  return (
    <span
      aria-hidden="true"
      style={style}
      className="flex shrink-0 items-center justify-center rounded-full bg-brand font-bold uppercase text-on-brand ring-2 ring-white"
    >
      {initial}
    </span>
  )
}
