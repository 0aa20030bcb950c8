import type { StaffRole } from '@store/core'

/**
 * The desk's sections, each shown to the roles that may use it (the API checks them too: hiding a
 * link is not the guard, decision 0050). Catalogue and Customers are filled by their features.
 */
export const NAV: { to: string; label: string; least: StaffRole; group?: string }[] = [
  { to: '/orders', label: 'Orders', least: 'staff' },
  { to: '/catalogue', label: 'Catalogue', least: 'manager' },
  { to: '/customers', label: 'Customers', least: 'manager' },
  { to: '/reviews', label: 'Reviews', least: 'staff' },
  { to: '/staff', label: 'Staff', least: 'owner' },
  { to: '/audit', label: 'Audit log', least: 'owner' },
  { to: '/design/themes', label: 'Theme', least: 'manager', group: 'Design' },
  { to: '/settings', label: 'Settings', least: 'owner' },
]
