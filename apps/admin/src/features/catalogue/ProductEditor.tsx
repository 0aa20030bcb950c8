import { useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useLocation, useNavigate } from 'react-router'
import type { DocumentProblem } from '@store/core/browser'
import { Button } from '../../components/Button.tsx'
import { UnsavedGuard } from '../../components/UnsavedGuard.tsx'
import { ErrorState, ListSkeleton } from '../../components/States.tsx'
import { ApiError, errorText } from '../../lib/api.ts'
import { focusAfterDialog } from '../../lib/focus-after-dialog.ts'
import { firstUnreadable } from '../../lib/money-input.ts'
import { useUnreadableWatch } from '../../lib/unreadable-watch.ts'
import { AddOnsPart } from './AddOnsPart.tsx'
import { createProduct, product, updateProduct } from './api.ts'
import { checkProduct } from './document-problems.ts'
import { BasicsPart } from './BasicsPart.tsx'
import { BranchesPart } from './BranchesPart.tsx'
import { FilePart } from './FilePart.tsx'
import { OptionsPart } from './OptionsPart.tsx'
import { PhotosPart } from './PhotosPart.tsx'
import { productProblems } from './problem-labels.ts'
import { ProductHistory } from './ProductHistory.tsx'
import { toInput, useProductDraft } from './useProductDraft.ts'

/**
 * A whole product: checked with core's product rules before it is sent (the server runs the same and
 * answers the field of anything impossible), kept as a draft until saved.
 */
export function ProductEditor({ param }: { param: string | undefined }) {
  const id = param === undefined ? null : Number(param)
  const saved = useQuery({ ...product(id ?? 0), enabled: id !== null })
  const { ref: formRef, element: formElement, unreadable } = useUnreadableWatch<HTMLFormElement>()
  const draft = useProductDraft(id, saved.data && toInput(saved.data), unreadable)
  const queries = useQueryClient()
  const navigate = useNavigate()
  const [problems, setProblems] = useState<DocumentProblem[]>([])
  const location = useLocation()
  const [message, setMessage] = useState<string | null>((location.state as { saved?: boolean } | null)?.saved ? 'Saved' : null)
  const [busy, setBusy] = useState(false)
  if (id !== null && saved.isError) return <ErrorState message={errorText(saved.error)} onRetry={() => void saved.refetch()} />
  const doc = draft.doc
  if (!doc) return <ListSkeleton label="Loading the product" rows={3} />
  const problem = (path: string) => problems.find((p) => p.path === path)?.message
  /**
   * A price or stock whose text is not a value still holds its older value: sending that would save
   * something other than what the field shows, so nothing is sent and the text stays to be fixed (and
   * focused, after the guard's dialog when it asked, decision 0059). True when something was refused.
   */
  const refuseUnreadable = (form: HTMLElement) => {
    const typo = firstUnreadable(form)
    if (typo) {
      setMessage(typo.text)
      focusAfterDialog(typo.input)
    }
    return typo !== null
  }
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (refuseUnreadable(event.currentTarget)) return
    const form = event.currentTarget
    // The first field marked is where the owner starts fixing: it gets the focus, as an unreadable one does.
    const show = (found: DocumentProblem[], banner: string | null) => {
      flushSync(() => {
        setProblems(found)
        setMessage(banner)
      })
      if (found.length > 0) form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    }
    const local = checkProduct(doc)
    show(local, local[0]?.message ?? null)
    if (local.length > 0) return
    setBusy(true)
    try {
      const savedId = id ?? (await createProduct(doc)).id
      if (id !== null) await updateProduct(id, doc)
      draft.forget()
      await queries.invalidateQueries({ queryKey: ['products'] })
      await queries.invalidateQueries({ queryKey: ['product', savedId] })
      if (id === null) navigate(`/catalogue/products/${savedId}`, { replace: true, state: { saved: true } })
      else setMessage('Saved')
    } catch (error) {
      const found = error instanceof ApiError ? productProblems(error.errors) : []
      show(found, found[0]?.message ?? errorText(error))
    } finally {
      setBusy(false)
    }
  }
  const parts = { doc, change: draft.change, problem }
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-label={id === null ? 'New product' : `Edit ${doc.name}`}
    >
      {/* The draft keeps every change but text a field cannot read: leaving with such text asks first. */}
      <UnsavedGuard
        dirty={unreadable && !busy}
        subject="this product"
        note="A price or stock reads as something else, and the draft cannot keep it."
        onSave={async () => {
          if (formElement.current) refuseUnreadable(formElement.current)
          return false
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">{id === null ? 'New product' : doc.name || 'Product'}</h2>
        <Link to="/catalogue" className="min-h-11 content-center underline">
          Back to products
        </Link>
      </div>
      {draft.restored && (
        <div role="status" className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-3 text-amber-950">
          Your unsaved changes from before are back.
          <Button kind="secondary" onClick={draft.discard}>
            Discard them
          </Button>
        </div>
      )}
      <BasicsPart {...parts} isNew={id === null} />
      <PhotosPart {...parts} />
      <OptionsPart {...parts} />
      <AddOnsPart {...parts} />
      <BranchesPart {...parts} />
      {id !== null && <FilePart productId={id} />}
      <div className="sticky bottom-20 flex items-center gap-3 rounded-lg border border-gray-300 bg-white p-3 lg:bottom-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save product'}
        </Button>
        {message && (
          <p role={message === 'Saved' ? 'status' : 'alert'} className={message === 'Saved' ? 'text-green-800' : 'text-red-800'}>
            {message}
          </p>
        )}
      </div>
      {id !== null && <ProductHistory productId={id} />}
    </form>
  )
}
