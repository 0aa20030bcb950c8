import { Type, type Static } from 'typebox'
import { AUDIT_OBJECT_TYPE_MAX_LENGTH } from '../constants.ts'
import { OrderId } from '../api/orders.ts'
import { defineEndpoints } from './define.ts'

const tags = ['admin'] as const

/** One changed field: its value before and after (null when the object was created or deleted). */
export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  /** The staff member who wrote, or null for the owner token used as an API key. */
  staff_id: Type.Union([Type.Integer(), Type.Null()]),
  actor: Type.String(),
  object_type: Type.String(),
  object_id: Type.String(),
  /** What people call the object: an order by its number ("#1001"), a product by its name; null once it is gone. */
  object_label: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  changes: Type.Record(Type.String(), Type.Object({ before: Type.Unknown(), after: Type.Unknown() })),
})
export type AuditEntry = Static<typeof AuditEntry>

export const AuditQuery = Type.Object(
  {
    staff_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
    object_type: Type.Optional(Type.String({ minLength: 1, maxLength: AUDIT_OBJECT_TYPE_MAX_LENGTH })),
    object_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    /** Entries older than this id (the last one of the page before). */
    before: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  },
  { additionalProperties: false },
)
export type AuditQuery = Static<typeof AuditQuery>
export const AuditPage = Type.Object({ items: Type.Array(AuditEntry), next_before: Type.Union([Type.Integer(), Type.Null()]) })
export type AuditPage = Static<typeof AuditPage>

/** The audit log (owner only), and the own history of an order (whoever may see orders) and of a product (the catalogue's managers). */
export const ownerAuditEndpoints = defineEndpoints({
  'GET /api/admin/audit': {
    tags,
    summary: 'The audit log: who changed what, filtered by person and object',
    querystring: AuditQuery,
    response: AuditPage,
  },
  'GET /api/admin/orders/:id/history': {
    tags,
    summary: "One order's own history of changes",
    params: Type.Object({ id: OrderId }, { additionalProperties: false }),
    response: AuditPage,
  },
  'GET /api/admin/products/:id/history': {
    tags,
    summary: "One product's own history of changes, its file's included",
    params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }, { additionalProperties: false }),
    response: AuditPage,
  },
})
