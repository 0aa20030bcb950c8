import type { ButtonHTMLAttributes } from 'react'

const KINDS = {
  primary: 'bg-gray-900 text-white hover:bg-gray-700 disabled:bg-gray-500',
  secondary: 'border border-gray-500 bg-white text-gray-900 hover:bg-gray-100 disabled:text-gray-500',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-400',
} as const

/** The owner's app's button: at least 44 px tall (touch), a visible focus ring. */
export function Button({
  kind = 'primary',
  className = '',
  ...props
}: { kind?: keyof typeof KINDS } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={`min-h-11 rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${KINDS[kind]} ${className}`}
      {...props}
    />
  )
}
