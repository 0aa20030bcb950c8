import { Link } from 'react-router'
import { text, type BlockProps } from './types.ts'

export function SearchLink({ placeholder = 'Search for products...' }: { placeholder?: string }) {
  return (
    <Link
      to="/search"
      className="flex items-center gap-2 rounded-xl border border-gray-200 bg-gray-50 px-4 py-3 text-gray-500 hover:border-brand-ink"
    >
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <span>{placeholder}</span>
    </Link>
  )
}

export function SearchBlock({ entry }: BlockProps) {
  return (
    <div className="px-4">
      <SearchLink placeholder={text(entry.data.placeholder) || undefined} />
    </div>
  )
}
