import { useState, type FormEvent } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { CategoryInput, OwnerCategory } from '@store/core'
import { TextField } from '@store/ui/field'
import { Button } from '../../components/Button.tsx'
import { UnsavedGuard } from '../../components/UnsavedGuard.tsx'
import { EmptyState, ErrorState, ListSkeleton } from '../../components/States.tsx'
import { errorText } from '../../lib/api.ts'
import { formProblems } from '../../lib/field-error.ts'
import { categoryList, createCategory, updateCategory, uploadPhoto } from './api.ts'

/** The fields as a sentence names them ("Enter name", "Enter a valid slug"). */
const LABELS = { name: 'Name', slug: 'Slug', color: 'Colour' }
const NEW: CategoryInput = { name: '', slug: '', color: '#e0e7ff', primary_image: null }

/** Categories: add, edit (name, slug, colour, picture) and put in order with up and down. */
export function CategoriesScreen() {
  const categories = useQuery(categoryList)
  const queries = useQueryClient()
  const [editing, setEditing] = useState<{ id: number | null; input: CategoryInput } | null>(null)
  const sorted = [...(categories.data?.items ?? [])].sort((a, b) => a.position - b.position || a.id - b.id)
  const save = async (id: number | null, input: CategoryInput) => {
    if (id === null) await createCategory(input)
    else await updateCategory(id, input)
    await queries.invalidateQueries(categoryList)
  }
  const move = async (index: number, by: -1 | 1) => {
    const order = [...sorted]
    const [moved] = order.splice(index, 1)
    order.splice(index + by, 0, moved!)
    // Each category's position becomes its place in the list (the storefront orders by it).
    for (const [position, c] of order.entries()) if (c.position !== position) await updateCategory(c.id, { ...input(c), position })
    await queries.invalidateQueries(categoryList)
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between">
        <h2 className="text-xl font-semibold">Categories</h2>
        <Button onClick={() => setEditing({ id: null, input: { ...NEW, position: sorted.length } })}>Add a category</Button>
      </div>
      {editing && <CategoryForm key={editing.id ?? 'new'} {...editing} onSave={save} onClose={() => setEditing(null)} />}
      {categories.isPending ? (
        <ListSkeleton label="Loading categories" />
      ) : categories.isError ? (
        <ErrorState message={errorText(categories.error)} onRetry={() => void categories.refetch()} />
      ) : sorted.length === 0 ? (
        <EmptyState title="No categories yet">Categories group products on the home page and in the menu.</EmptyState>
      ) : (
        <ol className="flex flex-col gap-2">
          {sorted.map((c, i) => (
            <li key={c.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-300 bg-white p-2">
              <span className="size-8 rounded-full border border-gray-300" style={{ background: c.color }} aria-hidden="true" />
              <span className="flex-1 font-medium">{c.name}</span>
              <Button kind="secondary" disabled={i === 0} onClick={() => void move(i, -1)} aria-label={`Move ${c.name} up`}>
                Up
              </Button>
              <Button
                kind="secondary"
                disabled={i === sorted.length - 1}
                onClick={() => void move(i, 1)}
                aria-label={`Move ${c.name} down`}
              >
                Down
              </Button>
              <Button kind="secondary" onClick={() => setEditing({ id: c.id, input: input(c) })} aria-label={`Edit ${c.name}`}>
                Edit
              </Button>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}

const input = ({ id: _id, ...c }: OwnerCategory): CategoryInput => c

function CategoryForm(props: {
  id: number | null
  input: CategoryInput
  onSave: (id: number | null, input: CategoryInput) => Promise<void>
  onClose: () => void
}) {
  const [value, setValue] = useState(props.input)
  const [error, setError] = useState<unknown>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const problems = formProblems(error, LABELS)
  const dirty = JSON.stringify(value) !== JSON.stringify(props.input)
  /**
   * Saves the category; false when refused (the error is shown beside its field). The form is closed by
   * the submit, not here: "Save and leave" leaves the screen itself, with the guard still mounted.
   */
  const save = async () => {
    try {
      await props.onSave(props.id, value)
      return true
    } catch (e) {
      setError(e)
      return false
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void save().then((saved) => saved && props.onClose())
  }
  const picture = async (file: File | undefined) => {
    if (!file) return
    setProgress(0)
    try {
      setValue({ ...value, primary_image: (await uploadPhoto(file, value.name, setProgress)).image })
    } catch (e) {
      setError(e)
    } finally {
      setProgress(null)
    }
  }
  return (
    <form
      onSubmit={submit}
      aria-label={props.id === null ? 'New category' : `Edit ${props.input.name}`}
      className="grid gap-3 rounded-lg border border-gray-300 bg-white p-4 sm:grid-cols-2"
    >
      <UnsavedGuard dirty={dirty} onSave={save} subject="this category" />
      {problems.message !== null && (
        <p role="alert" className="text-red-800 sm:col-span-2">
          {problems.message}
        </p>
      )}
      <TextField
        label="Name"
        value={value.name}
        error={problems.fields.name}
        onChange={(e) => setValue({ ...value, name: e.target.value })}
      />
      <TextField
        label="Slug"
        value={value.slug}
        error={problems.fields.slug}
        onChange={(e) => setValue({ ...value, slug: e.target.value })}
      />
      <TextField
        label="Colour"
        type="color"
        value={value.color}
        error={problems.fields.color}
        onChange={(e) => setValue({ ...value, color: e.target.value })}
      />
      <div className="flex flex-col gap-1 text-sm font-medium">
        <label htmlFor="category-picture">Picture</label>
        {value.primary_image && (
          <img src={value.primary_image.url} alt="" width={64} height={64} className="size-16 rounded object-cover" />
        )}
        <input
          id="category-picture"
          className="max-w-full"
          type="file"
          accept="image/*"
          onChange={(e) => void picture(e.target.files?.[0])}
        />
        {progress !== null && <progress max={1} value={progress} aria-label="Uploading the picture" />}
      </div>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit">Save category</Button>
        <Button kind="secondary" onClick={props.onClose}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
