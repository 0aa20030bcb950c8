import type { StaffRole } from '@store/core'
import { roleAllows } from '../lib/roles.ts'

export interface NavEntry {
  to: string
  label: string
  least: StaffRole
}
export interface NavGroup {
  title: string
  entries: NavEntry[]
}

/**
 * The desk's sections in named groups, each section shown to the roles that may use it (the API
 * checks them too: hiding a link is not the guard, decision 0050). Every section sits under its
 * group's heading, in the side navigation and in the phone's "More" sheet (decision 0101).
 */
export const NAV_GROUPS: NavGroup[] = [
  {
    title: 'Day to day',
    entries: [
      { to: '/orders', label: 'Orders', least: 'staff' },
      { to: '/dashboard', label: 'Dashboard', least: 'manager' },
      { to: '/customers', label: 'Customers', least: 'manager' },
      { to: '/reviews', label: 'Reviews', least: 'staff' },
    ],
  },
  {
    title: 'Selling',
    entries: [
      // Catalogue holds products, categories and branches; Marketing holds coupons and automatic
      // offers, scratch cards and referrals, each behind its own tabs.
      { to: '/catalogue', label: 'Catalogue', least: 'manager' },
      { to: '/marketing', label: 'Marketing', least: 'manager' },
    ],
  },
  {
    title: 'Design',
    entries: [
      { to: '/design/layout', label: 'Home layout', least: 'manager' },
      { to: '/design/themes', label: 'Theme', least: 'manager' },
      { to: '/pages', label: 'Pages', least: 'manager' },
    ],
  },
  {
    title: 'Store',
    entries: [
      { to: '/data', label: 'Import / export', least: 'manager' },
      { to: '/staff', label: 'Staff', least: 'owner' },
      { to: '/audit', label: 'Audit log', least: 'owner' },
      { to: '/settings', label: 'Settings', least: 'owner' },
    ],
  },
]

/**
 * The phone's bottom bar: the sections used most, Orders first (staff run the board from a phone at
 * the counter, decision 0052); everything else is one tap away under "More" (decision 0101).
 */
const BAR = ['/orders', '/dashboard', '/catalogue', '/customers', '/reviews']
/** What fits a 375 px bar beside "More" at a readable size and a 44 px touch target each. */
const BAR_SLOTS = 4

/** The groups a role may see, without the sections it may not use (a group left empty is dropped). */
export function navGroupsFor(role: StaffRole): NavGroup[] {
  return NAV_GROUPS.map((group) => ({ ...group, entries: group.entries.filter((entry) => roleAllows(role, entry.least)) })).filter(
    (group) => group.entries.length > 0,
  )
}

/**
 * The bottom bar's sections for a role, and whether a "More" sheet is needed for the rest (staff's
 * two sections fit the bar, so they get no sheet).
 */
export function phoneBarFor(role: StaffRole): { bar: NavEntry[]; more: boolean } {
  const all = navGroupsFor(role).flatMap((group) => group.entries)
  const bar = BAR.map((to) => all.find((entry) => entry.to === to))
    .filter((entry) => entry !== undefined)
    .slice(0, BAR_SLOTS)
  return { bar, more: all.length > bar.length }
}
