import type { AuditEntry } from '@store/core'
import { formatDateTime } from '../lib/dates.ts'

const show = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value))

/** Audit entries: who did what to which object when, and each changed field's before and after. */
export function AuditEntries({ entries }: { entries: AuditEntry[] }) {
  return (
    <ol className="flex flex-col gap-2">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-lg border border-gray-300 bg-white p-3">
          <p className="text-sm">
            <strong>{entry.actor}</strong> · {entry.action} {entry.object_type} <span className="font-mono">{entry.object_id}</span> ·{' '}
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </p>
          {Object.keys(entry.changes).length > 0 && (
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              {Object.entries(entry.changes).map(([field, change]) => (
                <div key={field} className="contents">
                  <dt className="font-medium text-gray-800">{field}</dt>
                  <dd className="break-all text-gray-800">
                    {show(change.before)} → {show(change.after)}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </li>
      ))}
    </ol>
  )
}
