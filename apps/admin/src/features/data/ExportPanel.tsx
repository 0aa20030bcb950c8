import { useState } from 'react'
import { TextField } from '@store/ui/field'
import { Button } from '../../components/Button.tsx'
import { errorText } from '../../lib/api.ts'
import { downloadCsv, type DownloadProgress } from './api.ts'
import { fileSize } from './csv-records.ts'

type What = 'products' | 'orders' | 'customers'
const day = (date: Date) => date.toISOString().slice(0, 10)
const rows = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`

/** What an export with no rows says: there is nothing to export, and the file is only the header (still a template for the import). */
const NOTHING: Record<What, (from: string, to: string) => string> = {
  products: () => 'No products yet',
  customers: () => 'No customers yet',
  orders: (from, to) => `No orders from ${from} to ${to}`,
}

/** Downloads of the products, the orders of a date range and the customers, each as it streams. */
export function ExportPanel() {
  const today = new Date()
  const [from, setFrom] = useState(day(new Date(today.getFullYear(), today.getMonth(), 1)))
  const [to, setTo] = useState(day(today))
  const [busy, setBusy] = useState<What | null>(null)
  const [progress, setProgress] = useState<DownloadProgress | null>(null)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)

  const start = async (what: What) => {
    setBusy(what)
    setProgress({ bytes: 0, rows: 0 })
    setMessage(null)
    try {
      const query = what === 'orders' ? { from, to } : undefined
      const saved = await downloadCsv(`GET /api/admin/export/${what}` as const, query, setProgress)
      const text =
        saved.rows === 0
          ? `${NOTHING[what](from, to)}: saved ${saved.name} with only the header row (${fileSize(saved.bytes)}).`
          : `Saved ${saved.name}: ${rows(saved.rows)}, ${fileSize(saved.bytes)}.`
      setMessage({ text, error: false })
    } catch (error) {
      setMessage({ text: errorText(error), error: true })
    } finally {
      setBusy(null)
      setProgress(null)
    }
  }

  return (
    <section aria-labelledby="export-title" className="flex flex-col gap-4 rounded-lg border border-gray-300 bg-white p-4">
      <h2 id="export-title" className="text-lg font-semibold">
        Export as CSV
      </h2>
      <div className="flex flex-wrap gap-3">
        <Button kind="secondary" disabled={busy !== null} onClick={() => void start('products')}>
          Download products
        </Button>
        <Button kind="secondary" disabled={busy !== null} onClick={() => void start('customers')}>
          Download customers
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <TextField label="Orders from" type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
        <TextField label="to" type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
        <Button kind="secondary" disabled={busy !== null || !from || !to} onClick={() => void start('orders')}>
          Download orders
        </Button>
      </div>
      <p role="status" className={`min-h-6 text-sm ${message?.error ? 'text-red-700' : 'text-gray-800'}`}>
        {busy && progress ? `Downloading ${busy}… ${rows(progress.rows)}, ${fileSize(progress.bytes)}` : (message?.text ?? '')}
      </p>
    </section>
  )
}
