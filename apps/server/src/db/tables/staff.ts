import type { Generated } from 'kysely'
import type { StaffRole } from '@store/core'

/** The owner's app: staff, their sessions and setup links (decision 0050), and the audit log (decision 0051). */
export interface StaffTables {
  staff: {
    id: Generated<number>
    name: string
    email: string
    role: StaffRole
    active: Generated<number>
    password_hash: string | null
    created_at: string
  }
  /** Only the SHA-256 of each token (DESIGN "Secrets"). */
  staff_tokens: {
    token_hash: string
    staff_id: number
    created_at: string
    last_used_at: string
  }
  staff_setup_links: {
    token_hash: string
    /** null: the first owner's link (it creates the account). */
    staff_id: number | null
    expires_at: string
    used_at: string | null
  }
  audit_log: {
    id: Generated<number>
    at: string
    staff_id: number | null
    actor: string
    object_type: string
    object_id: string
    action: string
    /** JSON: { field: { before, after } } of the fields that changed. */
    changes: string
  }
}
