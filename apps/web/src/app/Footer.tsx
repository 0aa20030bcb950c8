import { useLocation } from 'react-router'
import { useSettingText } from '../lib/settings.ts'

/** spec §2: the footer snippet shows everywhere except these paths. */
export const FOOTERLESS_PATHS = ['/cart', '/checkout', '/login', '/register', '/forgot-password', '/account/add-address']

/** The owner's footer HTML (setting powered_by_zepio). */
export function Footer() {
  const { pathname } = useLocation()
  const html = useSettingText('powered_by_zepio')
  if (!html || FOOTERLESS_PATHS.includes(pathname.replace(/\/+$/, ''))) return null
  return (
    <footer
      data-testid="site-footer"
      className="owner-html px-4 py-6 text-center text-sm text-gray-500"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
