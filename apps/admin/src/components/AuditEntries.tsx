import type { AuditEntry } from '@store/core'
import { auditValue, fieldLabel } from '../lib/audit-values.ts'
import { formatDateTime } from '../lib/dates.ts'
import { useFormatMoney } from '../lib/money.ts'

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
            <span className="font-mono break-all">{entry.object_id}</span> · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </p>
          {Object.keys(entry.changes).length > 0 && (
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              {Object.entries(entry.changes).map(([field, change]) => (
                <div key={field} className="contents">
                  <dt className="font-medium text-gray-800">{fieldLabel(field)}</dt>
                  <dd className="min-w-0 wrap-anywhere text-gray-800">
                    {auditValue(field, change.before, money)} → {auditValue(field, change.after, money)}
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
