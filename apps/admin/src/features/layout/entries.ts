import type { LayoutProblem, OwnerLayoutEntry } from '@store/core'
import { layoutEntryLabel } from '@store/core/browser'

/** An entry in the editor: the layout entry and a key of its own for the list (dnd-kit and React). */
export interface EditorEntry extends OwnerLayoutEntry {
  key: string
}

let counter = 0
const newKey = () => `entry-${Date.now().toString(36)}-${(counter++).toString(36)}`

export const withKeys = (entries: readonly OwnerLayoutEntry[]): EditorEntry[] => entries.map((e) => ({ ...e, key: newKey() }))
/** Entries that replace a list, keeping its keys by position, so what shows beside an entry stays with it. */
export const withKeysOf = (entries: readonly OwnerLayoutEntry[], before: readonly EditorEntry[]): EditorEntry[] =>
  entries.map((e, i) => ({ ...e, key: before[i]?.key ?? newKey() }))
export const withoutKeys = (entries: readonly EditorEntry[]): OwnerLayoutEntry[] => entries.map(({ key: _key, ...entry }) => entry)

export function newEntry(code: string, type: 'designElement' | 'plugin'): EditorEntry {
  return { key: newKey(), code, type, data: {}, settings: {}, uniqueId: null }
}

/** A copy placed after the original; a plugin's copy gets its own uniqueId when saved. */
export function duplicate(entry: EditorEntry): EditorEntry {
  return { ...structuredClone(entry), key: newKey(), uniqueId: null }
}

/** What the list shows beside an entry's name: its title, or what it holds. */
export function entrySummary(entry: OwnerLayoutEntry): string {
  const { data } = entry
  if (typeof data.title === 'string' && data.title) return data.title
  if (Array.isArray(data.slides)) return `${data.slides.length} ${data.slides.length === 1 ? 'slide' : 'slides'}`
  if (Array.isArray(data.banner_ids)) return `${data.banner_ids.length} saved ${data.banner_ids.length === 1 ? 'banner' : 'banners'}`
  if (typeof data.placeholder === 'string') return `“${data.placeholder}”`
  if (entry.type === 'plugin') return 'Shows when the plugin is on in Settings'
  return ''
}

export const entryName = (entry: OwnerLayoutEntry) => layoutEntryLabel(entry.code)

/** The problems of the entry at `index`, their paths without the `entries/N/` prefix. */
export function problemsOf(problems: readonly LayoutProblem[], index: number): LayoutProblem[] {
  const prefix = `entries/${index}/`
  return problems.filter((p) => p.path.startsWith(prefix)).map((p) => ({ ...p, path: p.path.slice(prefix.length) }))
}
