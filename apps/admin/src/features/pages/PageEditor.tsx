import { useId, useState, type FormEvent } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useLocation, useNavigate } from 'react-router'
import type { OwnerPage, PageInput } from '@store/core'
import { TextField } from '@store/ui/field'
import { Button } from '../../components/Button.tsx'
import { RemovedNotice } from '../../components/RemovedNotice.tsx'
import { UnsavedGuard } from '../../components/UnsavedGuard.tsx'
import { ErrorState, ListSkeleton } from '../../components/States.tsx'
import { errorText } from '../../lib/api.ts'
import { formProblems } from '../../lib/field-error.ts'
import { createPage, page as pageQuery, pageList, updatePage } from './api.ts'
import { RichTextEditor } from './RichTextEditor.tsx'
import { slugFrom } from './slug.ts'

/** The fields as a sentence names them ("Enter title", "Enter a valid address"). */
const LABELS = {
  title: 'Title',
  slug: 'Address',
  seo_title: 'Title for search engines',
  seo_description: 'Description for search engines',
  content: 'Content',
}
const NEW: PageInput = { title: '', slug: '', content: '', published: false, seo_title: '', seo_description: '' }
const input = ({ id: _id, ...p }: OwnerPage): PageInput => p
interface Saved {
  removed: string[]
}

/** What the last save did: saved, and what the server's allow-list took out of the content (decision 0082). */
function SaveNote({ saved }: { saved: Saved }) {
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="font-medium text-green-800">
        Saved
      </p>
      <RemovedNotice removed={saved.removed} />
    </div>
  )
}

function PageForm({ id, initial }: { id: number | null; initial: PageInput }) {
  const [value, setValue] = useState(initial)
  const [slugTouched, setSlugTouched] = useState(id !== null)
  const [error, setError] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const location = useLocation()
  const [saved, setSaved] = useState<Saved | null>((location.state as { saved?: Saved } | null)?.saved ?? null)
  const navigate = useNavigate()
  const queries = useQueryClient()
  const contentLabel = useId()
  const problems = formProblems(error, LABELS)
  const err = (field: string) => problems.fields[field]
  // What the storefront shows now: the form's values once saved, the page as it was opened before.
  const live = saved ? value : initial
  const set = (change: Partial<PageInput>) => {
    setSaved(null)
    setValue((v) => ({ ...v, ...change }))
  }
  // What was last saved (or opened): the form differs from it until the next save.
  const [baseline, setBaseline] = useState(initial)
  const dirty = !busy && JSON.stringify(value) !== JSON.stringify(baseline)
  /** Saves the page; its answer, or null when refused (the error is shown). */
  const save = async () => {
    setBusy(true)
    try {
      const answer = id === null ? await createPage(value) : await updatePage(id, value)
      setError(null)
      setBaseline(value)
      await queries.invalidateQueries(pageList)
      if (id !== null) {
        await queries.invalidateQueries(pageQuery(id))
        setSaved({ removed: answer.removed })
      }
      return answer
    } catch (e) {
      setError(e)
      return null
    } finally {
      setBusy(false)
    }
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const answer = await save()
    // A new page moves to its own address once it has one.
    if (answer && id === null) void navigate(`/pages/${answer.id}`, { replace: true, state: { saved: { removed: answer.removed } } })
  }
  return (
    <form onSubmit={submit} noValidate aria-label={id === null ? 'New page' : `Edit ${initial.title}`} className="flex flex-col gap-4">
      <UnsavedGuard dirty={dirty} onSave={async () => (await save()) !== null} subject="this page" />
      {problems.message !== null && (
        <p role="alert" className="text-red-800">
          {problems.message}
        </p>
      )}
      <div className="grid gap-3 rounded-lg border border-gray-300 bg-white p-4 sm:grid-cols-2">
        <TextField
          label="Title"
          value={value.title}
          error={err('title')}
          onChange={(e) => set({ title: e.target.value, ...(!slugTouched && { slug: slugFrom(e.target.value) }) })}
        />
        <TextField
          label="Address: /page/…"
          value={value.slug}
          error={err('slug')}
          hint="Small letters, digits and dashes"
          onChange={(e) => {
            setSlugTouched(true)
            set({ slug: e.target.value })
          }}
        />
        <TextField
          label="Title for search engines (empty: the title)"
          value={value.seo_title ?? ''}
          error={err('seo_title')}
          onChange={(e) => set({ seo_title: e.target.value })}
        />
        <TextField
          label="Description for search engines (empty: the start of the text)"
          value={value.seo_description ?? ''}
          error={err('seo_description')}
          onChange={(e) => set({ seo_description: e.target.value })}
        />
        <label className="flex min-h-11 items-center gap-2 sm:col-span-2">
          <input
            type="checkbox"
            className="size-5"
            checked={value.published ?? true}
            onChange={(e) => set({ published: e.target.checked })}
          />
          Published (a draft is seen only here; the storefront answers "not found")
        </label>
      </div>
      <div className="flex flex-col gap-1">
        <p id={contentLabel} className="text-sm font-medium text-gray-800">
          Content
        </p>
        <RichTextEditor labelId={contentLabel} initial={initial.content} onChange={(content) => set({ content })} />
        {err('content') && <p className="text-sm text-red-700">{err('content')}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save page'}
        </Button>
        {id !== null && live.published && (
          <a href={`/page/${live.slug}`} className="min-h-11 content-center underline" target="_blank" rel="noreferrer">
            Open in the storefront
          </a>
        )}
      </div>
      {saved && <SaveNote saved={saved} />}
    </form>
  )
}

/** A content page's editor: title, address, SEO fields, published or draft, and its content. */
export default function PageEditor({ id }: { id: number | null }) {
  const existing = useQuery({ ...pageQuery(id ?? 0), enabled: id !== null })
  let body
  if (id === null) body = <PageForm id={null} initial={NEW} />
  else if (existing.isPending) body = <ListSkeleton label="Loading the page" rows={4} />
  else if (existing.isError) body = <ErrorState message={errorText(existing.error)} onRetry={() => void existing.refetch()} />
  else body = <PageForm id={id} initial={input(existing.data)} />
  return (
    <div className="flex flex-col gap-4">
      <Link to="/pages" className="min-h-11 content-center underline">
        Back to pages
      </Link>
      <h2 className="text-xl font-semibold">{id === null ? 'New page' : 'Edit page'}</h2>
      {body}
    </div>
  )
}
