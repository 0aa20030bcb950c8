import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { checkLayoutEntries } from '@store/core/browser'
import type { LayoutDraft, LayoutProblem, LayoutPublication } from '@store/core'
import { ApiError, errorText } from '../../lib/api.ts'
import { layoutDraft, layoutHistory, publishLayout, restoreLayout, saveLayoutDraft } from './api.ts'
import { withKeys, withKeysOf, withoutKeys, type EditorEntry } from './entries.ts'
import { layoutProblemSentence } from './problem-labels.ts'

type Busy = 'saving' | 'publishing' | 'restoring' | null
/** What the last action said: a status for success, an alert for a failure. */
export interface Outcome {
  kind: 'ok' | 'error'
  text: string
}
/** What the allow-list removed from an entry's HTML when it was saved, and the HTML it left (decision 0082). */
interface Removal {
  html: unknown
  removed: string[]
}

/**
 * The editor's state: the entries as edited, whether they differ from the saved draft, and the
 * save, publish and restore calls. Entries are checked with core's rule before they are sent
 * (decision 0083); the server checks them again, and its problems show the same way.
 */
export function useLayoutEditor(initial: LayoutDraft) {
  const queries = useQueryClient()
  const [entries, setEntries] = useState<EditorEntry[]>(() => withKeys(initial.entries))
  const [saved, setSaved] = useState(() => JSON.stringify(initial.entries))
  const [unpublished, setUnpublished] = useState(initial.unpublished)
  const [live, setLive] = useState(initial.live)
  const [sampleHome, setSampleHome] = useState(initial.sample_home)
  const [problems, setProblems] = useState<LayoutProblem[]>([])
  const [busy, setBusy] = useState<Busy>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  /** By entry key; shown beside the entry's HTML until the owner edits that HTML. */
  const [removals, setRemovals] = useState<Record<string, Removal>>({})
  /** Moves after every write the frame must show. */
  const [revision, setRevision] = useState(0)
  const dirty = JSON.stringify(withoutKeys(entries)) !== saved

  const adopt = (draft: Pick<LayoutDraft, 'entries' | 'unpublished' | 'live' | 'sample_home'>, replaceEntries: boolean) => {
    setSaved(JSON.stringify(draft.entries))
    setUnpublished(draft.unpublished)
    setLive(draft.live)
    setSampleHome(draft.sample_home)
    if (replaceEntries) setEntries((current) => withKeysOf(draft.entries, current))
    setProblems([])
    setRevision((r) => r + 1)
  }
  const failed = (error: unknown, what: string) => {
    const listed = error instanceof ApiError && error.status === 422 ? error.errors : []
    if (listed.length > 0) setProblems(listed)
    setOutcome({ kind: 'error', text: `${what}: ${listed[0] ? layoutProblemSentence(entries, listed[0]) : errorText(error)}` })
  }

  /** Saves when there is something to save; false when it could not. */
  const save = async (): Promise<boolean> => {
    const plain = withoutKeys(entries)
    const found = checkLayoutEntries(plain).problems
    if (found.length > 0) {
      setProblems(found)
      setOutcome({ kind: 'error', text: `Not saved: ${layoutProblemSentence(plain, found[0]!)}` })
      return false
    }
    if (!dirty) return true
    setBusy('saving')
    try {
      const { removed, ...draft } = await saveLayoutDraft({ entries: plain })
      queries.setQueryData(layoutDraft.queryKey, draft)
      // An entry saved clean again keeps the notice of an earlier save until its HTML is edited.
      setRemovals((known) => {
        const next = { ...known }
        removed.forEach((what, i) => {
          if (what.length > 0) next[entries[i]!.key] = { html: draft.entries[i]!.data.html, removed: what }
        })
        return next
      })
      // The server stores cleaned HTML: show what it kept, in place, without losing the list's keys.
      setEntries((current) => current.map((e, i) => ({ ...e, ...draft.entries[i]! })))
      adopt(draft, false)
      setOutcome({ kind: 'ok', text: 'Draft saved. The preview shows it; shoppers do not see it until you publish.' })
      return true
    } catch (error) {
      failed(error, 'Not saved')
      return false
    } finally {
      setBusy(null)
    }
  }

  const published = (p: LayoutPublication, text: string) => {
    const now = { entries: p.entries, unpublished: false, live: p.entries.length > 0, sample_home: sampleHome }
    queries.setQueryData(layoutDraft.queryKey, { ...now, saved_at: p.published_at, saved_by: p.actor })
    void queries.invalidateQueries({ queryKey: layoutHistory.queryKey })
    adopt(now, true)
    setOutcome({ kind: 'ok', text })
  }

  const publish = async () => {
    setOutcome(null)
    if (!(await save())) return
    setBusy('publishing')
    try {
      // spec §2: a store without a product shows shoppers its sample home page, whatever is published.
      const text = sampleHome
        ? 'Published. Shoppers see this layout once the store has a product; until then, the sample home page.'
        : 'Published. Shoppers see this layout now.'
      published(await publishLayout(), text)
    } catch (error) {
      failed(error, 'Not published')
    } finally {
      setBusy(null)
    }
  }

  const restore = async (p: LayoutPublication) => {
    setBusy('restoring')
    try {
      published(await restoreLayout(p.id), 'Restored. That layout is live again and is your draft now.')
      setRemovals({})
    } catch (error) {
      failed(error, 'Not restored')
    } finally {
      setBusy(null)
    }
  }

  /** Edits the list; an entry whose HTML changed loses its notice of what was removed. */
  const change = (next: EditorEntry[]) => {
    setEntries(next)
    setRemovals((known) =>
      Object.fromEntries(Object.entries(known).filter(([key, r]) => next.find((e) => e.key === key)?.data.html === r.html)),
    )
  }
  /** What was removed from this entry's HTML at its last save; empty once that HTML changed. */
  const removedFrom = (entry: EditorEntry): string[] => {
    const r = removals[entry.key]
    return r && r.html === entry.data.html ? r.removed : []
  }

  return {
    entries,
    setEntries: change,
    removedFrom,
    dirty,
    /** Whether Publish would change what shoppers see: the saved draft differs, or unsaved edits do. */
    unpublished: unpublished || dirty,
    /** False while no layout is published: shoppers see none of it yet. */
    live,
    /** True while the store has no product: shoppers see the sample home page (spec §2). */
    sampleHome,
    problems,
    busy,
    outcome,
    revision,
    save,
    publish,
    restore,
  }
}
