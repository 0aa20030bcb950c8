import type { AuditEntry } from '@store/core'
import { auditValue, fieldLabel } from '../lib/audit-values.ts'
import { formatDateTime } from '../lib/dates.ts'
import { useFormatMoney } from '../lib/money.ts'

/** Past this, a value (a whole product's add-ons on its creation) is folded behind its start. */
const LONG = 140

/** A change's before → after; a long one opens on demand instead of filling the screen. */
function Change({ before, after }: { before: string; after: string }) {
  const text = `${before} → ${after}`
  if (text.length <= LONG) return <>{text}</>
  return (
    <details>
      <summary className="min-h-6 cursor-pointer py-0.5">{text.slice(0, LONG - 40)}…</summary>
      <p className="mt-1 whitespace-pre-line">{`${before}\n→ ${after}`}</p>
    </details>
  )
}

/**
 * Audit entries: who did what to which object when, and each changed field's before and after, in
 * words and the shop's money (lib/audit-values.ts).
 */
export function AuditEntries({ entries }: { entries: AuditEntry[] }) {
  const money = useFormatMoney()
  return (
    <ol className="flex flex-col gap-2">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-lg border border-gray-300 bg-white p-3">
          <p className="text-sm break-words">
            <strong>{entry.actor}</strong> · {entry.action} {entry.object_type}{' '}
            {/* By the name people use (order #1001, the product's name); the stored id once the object is gone. */}
            {entry.object_label !== null ? (
              <span className="font-medium">{entry.object_label}</span>
            ) : (
              <span className="font-mono break-all">{entry.object_id}</span>
            )}{' '}
            · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </p>
          {Object.keys(entry.changes).length > 0 && (
            <dl className="mt-1 grid gap-x-3 text-sm sm:grid-cols-[minmax(0,12rem)_1fr]">
              {Object.entries(entry.changes).map(([field, change]) => (
                <div key={field} className="contents">
                  <dt className="mt-1 font-medium text-gray-800 sm:mt-0">{fieldLabel(field)}</dt>
                  <dd className="min-w-0 wrap-anywhere text-gray-800">
                    <Change before={auditValue(field, change.before, money)} after={auditValue(field, change.after, money)} />
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
