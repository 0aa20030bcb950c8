import type { ImportCheck, ImportProgress } from '@store/core'
import { CSV_FIELD } from '@store/core/browser'
import { apiResponse, type OwnerCall } from '../../lib/api.ts'
import { csvRecordCounter } from './csv-records.ts'

/** The CSV calls (contracts in core's contracts/owner-data.ts): downloads and the products import. */
type ExportCall = Extract<OwnerCall, `GET /api/admin/export/${string}`>

export interface DownloadProgress {
  bytes: number
  /** Data rows so far (the header row is not one). */
  rows: number
}

/**
 * Downloads an export as it streams, reporting bytes and data rows received, then saves it under
 * the server's file name. Rows are the file's records less its header, a line break inside a quoted
 * cell counted as none (csvRecordCounter).
 */
export async function downloadCsv(call: ExportCall, query: object | undefined, onProgress: (p: DownloadProgress) => void) {
  const res = await apiResponse(call, { query })
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'export.csv'
  const parts: Uint8Array[] = []
  const counter = csvRecordCounter()
  const progress = { bytes: 0, rows: 0 }
  const reader = res.body!.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    parts.push(value)
    counter.push(value)
    progress.bytes += value.length
    progress.rows = Math.max(0, counter.records - 1)
    onProgress({ ...progress })
  }
  const url = URL.createObjectURL(new Blob(parts as BlobPart[], { type: 'text/csv' }))
  const link = Object.assign(document.createElement('a'), { href: url, download: name })
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
  return { name, ...progress }
}

const form = (file: File) => {
  const data = new FormData()
  data.append(CSV_FIELD, file, file.name)
  return data
}

/** The dry run: every row's problems, and what the file would change. */
export async function checkImport(file: File): Promise<ImportCheck> {
  return (await (await apiResponse('POST /api/admin/import/products/check', { form: form(file) })).json()) as ImportCheck
}

/** Applies a checked file, reporting each batch's progress line as the server writes it. */
export async function applyImport(file: File, onProgress: (p: ImportProgress) => void): Promise<ImportProgress> {
  const res = await apiResponse('POST /api/admin/import/products', { form: form(file) })
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffered = ''
  let last: ImportProgress | null = null
  for (;;) {
    const { done, value } = await reader.read()
    if (value) buffered += value
    const lines = buffered.split('\n')
    buffered = lines.pop() ?? ''
    for (const line of lines.filter(Boolean)) {
      last = JSON.parse(line) as ImportProgress
      onProgress(last)
    }
    if (done) break
  }
  if (!last?.finished) throw new Error('The import stopped before it finished: the batches written so far are kept. Check the file and import it again.')
  return last
}
