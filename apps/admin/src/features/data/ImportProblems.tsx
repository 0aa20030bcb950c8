import type { ImportProblem } from '@store/core'

/** Shown at most; the rest are counted (a file of 10,000 bad rows would make a page no one reads). */
const SHOWN = 200

/** Every problem of a checked file, by row and column, as the dry run found them. */
export function ImportProblems({ problems }: { problems: ImportProblem[] }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="font-medium text-red-800">
        {problems.length} {problems.length === 1 ? 'problem' : 'problems'} to fix before importing. Nothing has been changed.
      </p>
      {/* Scrolls on its own: focusable, so a keyboard can scroll it too. */}
      <div role="region" aria-label="Problems" tabIndex={0} className="max-h-96 overflow-auto rounded-lg border border-gray-300">
        <table className="w-full text-sm">
          <caption className="sr-only">Problems of the file, by row and column</caption>
          <thead className="sticky top-0 bg-gray-100">
            <tr className="text-left">
              <th scope="col" className="p-2">
                Row
              </th>
              <th scope="col" className="p-2">
                Column
              </th>
              <th scope="col" className="p-2">
                Problem
              </th>
            </tr>
          </thead>
          <tbody>
            {problems.slice(0, SHOWN).map((p, i) => (
              <tr key={i} className="border-t border-gray-200 align-top">
                <td className="p-2 tabular-nums">{p.row === 0 ? 'header' : p.row}</td>
                <td className="p-2 font-mono break-all">{p.column || '—'}</td>
                <td className="p-2 break-words">{p.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {problems.length > SHOWN && <p className="text-sm text-gray-700">and {problems.length - SHOWN} more.</p>}
    </div>
  )
}
