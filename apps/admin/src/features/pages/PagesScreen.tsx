import { lazy, Suspense } from 'react'
import { Route, Routes, useParams } from 'react-router'
import { ListSkeleton } from '../../components/States.tsx'
import { PageList } from './PageList.tsx'

// The editor brings TipTap (ProseMirror): only opening a page loads it, not the list (decision 0091).
const PageEditor = lazy(() => import('./PageEditor.tsx'))

/** A page's editor, new for each page (its form and editor state belong to that page). */
function EditorRoute() {
  const { id } = useParams()
  return (
    <Suspense fallback={<ListSkeleton label="Loading the editor" rows={4} />}>
      <PageEditor key={id ?? 'new'} id={id === undefined ? null : Number(id)} />
    </Suspense>
  )
}

/** The Pages section (managers and up): content pages such as About us or Terms, published or draft. */
export default function PagesScreen() {
  return (
    <section aria-labelledby="pages-title" className="flex flex-col gap-4">
      <h1 id="pages-title" className="text-2xl font-bold">
        Pages
      </h1>
      <Routes>
        <Route index element={<PageList />} />
        <Route path="new" element={<EditorRoute />} />
        <Route path=":id" element={<EditorRoute />} />
      </Routes>
    </section>
  )
}
