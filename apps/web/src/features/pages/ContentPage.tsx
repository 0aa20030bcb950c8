import { useParams } from 'react-router'
import { useHead } from '../../lib/head.ts'
import { useNotFound } from '../../lib/not-found.ts'
import { Spinner } from '../../components/Spinner.tsx'
import { NOT_FOUND_HEAD, NotFound } from '../../components/NotFound.tsx'
import { usePage } from './api/get-page.ts'

export default function ContentPage() {
  const { slug = '' } = useParams()
  const page = usePage(slug)
  // The owner's SEO title and description win when set (spec §3), as in the server-rendered head.
  const missing = useNotFound(page)
  useHead(
    missing
      ? NOT_FOUND_HEAD
      : page.data
        ? { name: page.data.seo_title || page.data.title, description: page.data.seo_description || page.data.content }
        : {},
  )
  if (missing) return <NotFound />
  if (!page.data)
    return page.isError ? (
      <p role="alert" className="p-6">
        We couldn't load this page.
      </p>
    ) : (
      <Spinner />
    )
  return (
    <article className="px-5 pb-8 pt-5">
      <h1 className="mb-2 text-2xl font-bold">{page.data.title}</h1>
      {/* Owner-written content from the admin, never shopper input. */}
      <div className="owner-html text-gray-800" dangerouslySetInnerHTML={{ __html: page.data.content }} />
    </article>
  )
}
