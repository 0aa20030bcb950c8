import type { StaffRole } from '@store/core'

/**
 * The desk's sections, each shown to the roles that may use it (the API checks them too: hiding a
 * link is not the guard, decision 0050). Catalogue and Customers are filled by their features.
 */
export const NAV: { to: string; label: string; least: StaffRole }[] = [
  { to: '/orders', label: 'Orders', least: 'staff' },
  { to: '/catalogue', label: 'Catalogue', least: 'manager' },
  { to: '/customers', label: 'Customers', least: 'manager' },
  { to: '/reviews', label: 'Reviews', least: 'staff' },
  // Marketing groups coupons and automatic offers, scratch cards and referrals behind its own tabs.
  { to: '/marketing', label: 'Marketing', least: 'manager' },
  { to: '/pages', label: 'Pages', least: 'manager' },
  { to: '/staff', label: 'Staff', least: 'owner' },
  { to: '/audit', label: 'Audit log', least: 'owner' },
]
