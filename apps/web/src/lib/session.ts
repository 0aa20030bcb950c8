import type { StateCreator } from 'zustand/vanilla'
import type { Branch, CacheInfo, ContentPage, LayoutEntry, SiteSettings, User as AccountUser } from '@store/core'
import { DEFAULT_BRANCH_ID } from '@store/core/browser'
import { sliceHook } from './store.ts'

const RECENT_PLACES_KEPT = 5 // spec §9

/**
 * spec §3 user: the authToken plus the details returned at login, registration or profile update.
 * The details are partial: a session restored from storage may predate them, and the account screens
 * read them again (GET /api/user/details).
 */
export type User = Partial<AccountUser> & { authToken: string }
export interface Place {
  place_id: string
  description?: string
}

/**
 * The session every layer reads (spec §3): who the shopper is, the branch they order from, the
 * store's settings and layout, and the cache versions those came from. Shared, so it lives in lib/;
 * each feature keeps its own state in its own slice.
 */
export interface SessionPersisted {
  user: User | null
  branches: Branch[]
  selected_branch: Branch | null
  manual_selection_done: boolean
  recentPlaces: Place[]
  layoutSettings: LayoutEntry[]
  siteSettings: SiteSettings | null
  pages: Pick<ContentPage, 'id' | 'title' | 'slug'>[]
  /** The cache versions the stored settings (and the features' stored reads) were built from (spec §7 cache-info). */
  cacheVersions: Partial<CacheInfo>
}

export interface SessionSlice extends SessionPersisted {
  loading: { show: boolean; message: string | null }
  activeDrawerId: string | null
  applyBootstrap(data: { layout: LayoutEntry[]; settings: SiteSettings; branches: Branch[]; selected_branch: Branch | null }): void
  /** spec §7: a changed cache-settings/layouts/branches drops stored settings, cache-pages the page list. The server may answer with fewer keys than it knows (core's schema is a record). */
  applySessionCacheInfo(info: Partial<CacheInfo>): { settingsDropped: boolean; productsChanged: boolean }
  selectBranch(branch: Branch, manual: boolean): void
  addRecentPlace(place: Place): void
  showLoading(message?: string): void
  hideLoading(): void
  setActiveDrawer(id: string | null): void
  /** After login or registration: the token and the account's details. */
  logIn(authToken: string, details: AccountUser): void
  /** After a details read or a profile update; keeps the token (nothing happens when logged out meanwhile). */
  updateUser(details: AccountUser): void
  logout(): void
}

export const createSessionSlice: StateCreator<SessionSlice, [], [], SessionSlice> = (set, get) => ({
  user: null,
  branches: [],
  selected_branch: null,
  manual_selection_done: false,
  recentPlaces: [],
  layoutSettings: [],
  siteSettings: null,
  pages: [],
  cacheVersions: {},
  loading: { show: true, message: null },
  activeDrawerId: null,

  applyBootstrap: ({ layout, settings, branches, selected_branch }) => {
    const current = get().selected_branch
    // Keep the shopper's choice while that branch still exists; otherwise take the server's.
    const stillThere = current && branches.find((b) => b.id === current.id)
    set({ layoutSettings: layout, siteSettings: settings, branches, selected_branch: stillThere ?? selected_branch })
  },

  applySessionCacheInfo: (info) => {
    const seen = get().cacheVersions
    const changed = (key: keyof CacheInfo) => seen[key] !== undefined && seen[key] !== info[key]
    const settingsDropped = changed('cache-settings') || changed('cache-layouts') || changed('cache-branches')
    set({
      cacheVersions: info,
      ...(settingsDropped ? { siteSettings: null, layoutSettings: [] } : {}),
      ...(changed('cache-pages') ? { pages: [] } : {}),
    })
    return { settingsDropped, productsChanged: changed('cache-products') }
  },

  selectBranch: (branch, manual) =>
    set((s) => ({
      selected_branch: branch,
      // spec §4: manual_selection_done can be set once.
      manual_selection_done: s.manual_selection_done || manual,
    })),

  // spec §4: a new place goes to the front unless already present; at most 5 kept.
  addRecentPlace: (place) =>
    set((s) =>
      s.recentPlaces.some((p) => p.place_id === place.place_id)
        ? {}
        : { recentPlaces: [place, ...s.recentPlaces].slice(0, RECENT_PLACES_KEPT) },
    ),

  showLoading: (message) => set({ loading: { show: true, message: message ?? null } }),
  hideLoading: () => set({ loading: { show: false, message: null } }),
  setActiveDrawer: (id) => set({ activeDrawerId: id }),
  logIn: (authToken, details) => set({ user: { ...details, authToken } }),
  updateUser: (details) => set((s) => (s.user ? { user: { ...details, authToken: s.user.authToken } } : {})),
  logout: () => set({ user: null }),
})

/** What of the session persists (spec §3), in the store's one key. */
export const persistSession = (s: SessionSlice): SessionPersisted => ({
  user: s.user,
  branches: s.branches,
  selected_branch: s.selected_branch,
  manual_selection_done: s.manual_selection_done,
  recentPlaces: s.recentPlaces,
  layoutSettings: s.layoutSettings,
  siteSettings: s.siteSettings,
  pages: s.pages,
  cacheVersions: s.cacheVersions,
})

export const useSession = sliceHook<SessionSlice>()

/** The branch every call and cache key is for (spec §7 branch_id, default 1). */
export const selectedBranchId = (): number => useSession.getState().selected_branch?.id ?? DEFAULT_BRANCH_ID
