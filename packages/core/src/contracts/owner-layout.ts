import { Type, type Static, type TSchema } from 'typebox'
import { defineEndpoints } from './define.ts'
import { LayoutInput } from './owner-inputs.ts'
import { OwnerLayoutEntry } from './owner-records.ts'

const tags = ['admin'] as const
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

/** The home layout the owner is working on, which shoppers do not see until it is published (decision 0083). */
export const LayoutDraft = Type.Object({
  entries: Type.Array(OwnerLayoutEntry),
  /** When the draft was last saved and by whom; null while it is the published layout untouched. */
  saved_at: Nullable(Type.String()),
  saved_by: Nullable(Type.String()),
  /** True when the draft differs from what shoppers see. */
  unpublished: Type.Boolean(),
  /** False while no layout is published (a new store): shoppers see none of the draft yet. */
  live: Type.Boolean(),
  /** True while the store has no product: shoppers see spec §2's sample home page, whatever is published. */
  sample_home: Type.Boolean(),
})
export type LayoutDraft = Static<typeof LayoutDraft>

/** The draft as just saved, and what the owner-HTML allow-list removed from it (decision 0082). */
export const LayoutDraftSaved = Type.Object({
  ...LayoutDraft.properties,
  /** One list per entry, in the entries' order, one plain sentence each; empty for an entry with clean or no HTML. */
  removed: Type.Array(Type.Array(Type.String())),
})
export type LayoutDraftSaved = Static<typeof LayoutDraftSaved>

/** One published layout, kept for restore (the last 20). */
export const LayoutPublication = Type.Object({
  id: Type.Integer(),
  published_at: Type.String(),
  actor: Type.String(),
  /** The publication this one restored, or null for a publish of a draft. */
  restored_from: Nullable(Type.Integer()),
  entries: Type.Array(OwnerLayoutEntry),
})
export type LayoutPublication = Static<typeof LayoutPublication>

/** A short-lived address of the storefront showing the draft, for the editor's frame. */
export const LayoutPreview = Type.Object({
  /** The storefront's home with the preview token in its query: `/?preview=…`. */
  url: Type.String(),
  expires_at: Type.String(),
})
export type LayoutPreview = Static<typeof LayoutPreview>

export const LayoutPublicationParams = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
  { additionalProperties: false },
)

/** The layout editor's calls (managers and up): draft, publish, history and restore, the preview frame. */
export const ownerLayoutEndpoints = defineEndpoints({
  'GET /api/admin/layout/draft': {
    tags,
    summary: "The home layout's draft (the published layout when none is saved)",
    response: LayoutDraft,
  },
  'PUT /api/admin/layout/draft': {
    tags,
    summary:
      "Saves the home layout's draft (shoppers see nothing of it until it is published); says what the HTML allow-list removed from each entry",
    body: LayoutInput,
    response: LayoutDraftSaved,
  },
  'POST /api/admin/layout/publish': {
    tags,
    summary: 'Publishes the draft: shoppers see it, and it joins the last 20 published layouts',
    response: LayoutPublication,
  },
  'GET /api/admin/layout/history': {
    tags,
    summary: 'The last 20 published layouts, newest first',
    response: Type.Object({ items: Type.Array(LayoutPublication) }),
  },
  'POST /api/admin/layout/history/:id/restore': {
    tags,
    summary: 'Publishes an earlier layout again, and makes it the draft',
    params: LayoutPublicationParams,
    status: 201,
    response: LayoutPublication,
  },
  'POST /api/admin/layout/preview': {
    tags,
    summary: 'A storefront address that shows the draft for 30 minutes, for the editor’s frame',
    status: 201,
    response: LayoutPreview,
  },
})
