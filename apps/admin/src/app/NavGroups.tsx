import { useId } from 'react'
import { NavLink } from 'react-router'
import type { NavGroup } from './nav.ts'

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-lg px-3 text-sm font-medium ${isActive ? 'bg-gray-900 text-white' : 'text-gray-800 hover:bg-gray-200'}`

/**
 * The sections as a list of named groups, each group a list labelled by its heading, the heading
 * drawn tight above its own links and a rule above it, so it reads as the head of that group only
 * (decision 0101). The side navigation shows it in one column, the phone's "More" sheet in two.
 */
export function NavGroups({ groups, columns = 1, onNavigate }: { groups: NavGroup[]; columns?: 1 | 2; onNavigate?: () => void }) {
  const id = useId()
  return (
    <ul className="flex flex-col">
      {groups.map((group, i) => (
        <li key={group.title} className={i > 0 ? 'mt-3 border-t border-gray-300 pt-3' : ''}>
          <p id={`${id}-${i}`} className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-gray-700">
            {group.title}
          </p>
          <ul aria-labelledby={`${id}-${i}`} className={columns === 2 ? 'grid grid-cols-2 gap-1' : 'flex flex-col gap-1'}>
            {group.entries.map((entry) => (
              <li key={entry.to}>
                <NavLink to={entry.to} className={navLinkClass} onClick={onNavigate}>
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}
