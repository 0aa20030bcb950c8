import { STAFF_ROLES, type StaffRole } from '@store/core/browser'

/** True when `role` may do what `least` may (owner ⊇ manager ⊇ staff), as the server's role scope decides. */
export const roleAllows = (role: StaffRole, least: StaffRole) => STAFF_ROLES.indexOf(role) <= STAFF_ROLES.indexOf(least)
