import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { ImportCheck, ImportProgress } from '@store/core'
import { Link } from 'react-router'
import { Button } from '../../components/Button.tsx'
import { errorText } from '../../lib/api.ts'
import { applyImport, checkImport } from './api.ts'
import { ImportProblems } from './ImportProblems.tsx'

type Step =
  | { at: 'choose' }
  | { at: 'checking' }
  | { at: 'checked'; check: ImportCheck }
  | { at: 'importing'; check: ImportCheck; progress: ImportProgress | null }
  | { at: 'done'; progress: ImportProgress }

/**
 * The products import (decision 0093): a dry run lists every row's problems; a clean file is then
 * written in batches, each a transaction, with the server's progress after each one.
 */
export function ImportPanel() {
  const queries = useQueryClient()
  const [file, setFile] = useState<File | null>(null)
  const [step, setStep] = useState<Step>({ at: 'choose' })
  const [error, setError] = useState<string | null>(null)

  const check = async () => {
    if (!file) return
    setError(null)
    setStep({ at: 'checking' })
    try {
      setStep({ at: 'checked', check: await checkImport(file) })
    } catch (failure) {
      setError(errorText(failure))
      setStep({ at: 'choose' })
    }
  }
  const apply = async (checked: ImportCheck) => {
    if (!file) return
    setError(null)
    setStep({ at: 'importing', check: checked, progress: null })
    try {
      const progress = await applyImport(file, (p) => setStep({ at: 'importing', check: checked, progress: p }))
      setStep({ at: 'done', progress })
      // The catalogue's lists and the dashboard read what the import wrote.
      await Promise.all([queries.invalidateQueries({ queryKey: ['products'] }), queries.invalidateQueries({ queryKey: ['categories'] })])
    } catch (failure) {
      setError(errorText(failure))
      setStep({ at: 'checked', check: checked })
    }
  }

  return (
    <section aria-labelledby="import-title" className="flex flex-col gap-4 rounded-lg border border-gray-300 bg-white p-4">
      <h2 id="import-title" className="text-lg font-semibold">
        Import products from CSV
      </h2>
      <p className="text-sm text-gray-700">
        Start from a products export: one product a row, found by its slug (a slug that exists is replaced). Prices are in minor units
        (1050 for 10.50); options, add-ons and branches are JSON as the export writes them. Branches are matched by name and must exist.
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor="import-file" className="text-sm font-medium text-gray-800">
          Products CSV file
        </label>
        <input
          id="import-file"
          type="file"
          accept=".csv,text/csv"
          className="text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-gray-500 file:bg-white file:px-4 file:font-semibold"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null)
            setStep({ at: 'choose' })
            setError(null)
          }}
        />
      </div>
      <div>
        <Button disabled={!file || step.at === 'checking' || step.at === 'importing'} onClick={() => void check()}>
          {step.at === 'checking' ? 'Checking…' : 'Check the file'}
        </Button>
      </div>
      {error && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
          {error}
        </p>
      )}
      {(step.at === 'checked' || step.at === 'importing') && <CheckSummary check={step.check} />}
      {step.at === 'checked' && step.check.problems.length > 0 && <ImportProblems problems={step.check.problems} />}
      {step.at === 'checked' && step.check.problems.length === 0 && step.check.rows > 0 && (
        <div>
          <Button onClick={() => void apply(step.check)}>Import {step.check.rows} products</Button>
        </div>
      )}
      {step.at === 'importing' && (
        <div className="flex flex-col gap-1">
          <label htmlFor="import-progress" className="text-sm font-medium">
            Importing…
          </label>
          <progress id="import-progress" className="h-3 w-full" max={step.check.rows} value={step.progress?.done ?? 0} />
          <p role="status" className="text-sm tabular-nums">
            {step.progress ? `${step.progress.done} of ${step.progress.total} written` : 'Starting…'}
          </p>
        </div>
      )}
      {step.at === 'done' && (
        <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">
          Imported {step.progress.total} products: {step.progress.created} added, {step.progress.updated} replaced.{' '}
          <Link to="/catalogue" className="font-medium underline">
            See the catalogue
          </Link>
        </p>
      )}
    </section>
  )
}

function CheckSummary({ check }: { check: ImportCheck }) {
  return (
    <p role="status" className="text-sm">
      {check.rows} {check.rows === 1 ? 'row' : 'rows'}: {check.create} to add, {check.update} to replace
      {check.new_categories.length > 0 && `; new categories: ${check.new_categories.join(', ')}`}.
    </p>
  )
}
