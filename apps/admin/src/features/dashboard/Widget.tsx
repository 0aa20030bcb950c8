import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { ErrorState, ListSkeleton } from '../../components/States.tsx'
import { errorText } from '../../lib/api.ts'

/** One dashboard card: its own call's skeleton, error with retry, and figures (decision 0092). */
export function Widget<T>({
  title,
  query,
  wide = false,
  children,
}: {
  title: string
  query: UseQueryResult<T>
  wide?: boolean
  children: (data: T) => ReactNode
}) {
  const id = `widget-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  return (
    <section
      aria-labelledby={id}
      className={`flex min-w-0 flex-col gap-3 rounded-lg border border-gray-300 bg-white p-4 ${wide ? 'lg:col-span-2' : ''}`}
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {query.isPending ? (
        <ListSkeleton rows={2} label={`Loading ${title.toLowerCase()}`} />
      ) : query.isError ? (
        <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </section>
  )
}

/** A table of the figures a chart draws, folded away under its chart (open by keyboard or pointer). */
export function FiguresTable({ caption, head, rows }: { caption: string; head: [string, string]; rows: [string, string][] }) {
  return (
    <details className="text-sm">
      <summary className="min-h-11 cursor-pointer py-2 font-medium text-blue-800">Show the figures as a table</summary>
      <table className="w-full">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-300 text-left">
            <th scope="col" className="py-1">
              {head[0]}
            </th>
            <th scope="col" className="py-1 text-right">
              {head[1]}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name} className="border-b border-gray-100">
              <th scope="row" className="py-1 text-left font-normal">
                {name}
              </th>
              <td className="py-1 text-right tabular-nums">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}
