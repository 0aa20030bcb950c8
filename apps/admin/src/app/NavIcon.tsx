/** Outline icons for the phone's bottom bar, 24 px, drawn in the text colour. */
const PATHS: Record<string, string> = {
  '/orders': 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  '/dashboard': 'M3 20h18M6 20v-7M12 20V5M18 20v-11',
  '/catalogue': 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  '/customers': 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  '/reviews': 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z',
  more: 'M4 6h16M4 12h16M4 18h16',
}

export function NavIcon({ name }: { name: string }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d={PATHS[name] ?? PATHS.more} strokeLinecap="round" />
    </svg>
  )
}
