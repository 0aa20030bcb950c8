import type { StaffRole } from '@store/core'

/**
 * The desk's sections, each shown to the roles that may use it (the API checks them too: hiding a
 * link is not the guard, decision 0050). Catalogue and Customers are filled by their features.
 * Entries of a `group` follow one another; the side navigation heads them with the group's name.
 */
export const NAV: { to: string; label: string; least: StaffRole; group?: string }[] = [
  { to: '/dashboard', label: 'Dashboard', least: 'manager' },
  { to: '/orders', label: 'Orders', least: 'staff' },
  { to: '/catalogue', label: 'Catalogue', least: 'manager' },
  { to: '/customers', label: 'Customers', least: 'manager' },
  { to: '/design/layout', label: 'Home layout', least: 'manager', group: 'Design' },
  { to: '/design/themes', label: 'Theme', least: 'manager', group: 'Design' },
  { to: '/reviews', label: 'Reviews', least: 'staff' },
  // Marketing groups coupons and automatic offers, scratch cards and referrals behind its own tabs.
  { to: '/marketing', label: 'Marketing', least: 'manager' },
  { to: '/pages', label: 'Pages', least: 'manager' },
  { to: '/staff', label: 'Staff', least: 'owner' },
  { to: '/data', label: 'Import / export', least: 'manager' },
  { to: '/audit', label: 'Audit log', least: 'owner' },
  { to: '/settings', label: 'Settings', least: 'owner' },
]
