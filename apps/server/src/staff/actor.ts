import { STAFF_ROLES, type StaffRole } from '@store/core'

/** Who makes an owner call: a staff member, or the owner token used as an API key (decision 0050). */
export interface Actor {
  /** null for the owner token. */
  staffId: number | null
  name: string
  role: StaffRole
}

export const OWNER_TOKEN_ACTOR: Actor = { staffId: null, name: 'Owner token', role: 'owner' }

/** True when `role` may do what `least` may: owner ⊇ manager ⊇ staff. */
export function roleAllows(role: StaffRole, least: StaffRole): boolean {
  return STAFF_ROLES.indexOf(role) <= STAFF_ROLES.indexOf(least)
}
