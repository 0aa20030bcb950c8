import { useId, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { errorText } from '../../lib/api.ts'
import { productFile, uploadProductFile } from './api.ts'
import { Part } from './editor-parts.tsx'

/** A digital product's file (decision 0024): what buyers download after paying; attached to a saved product. */
export function FilePart({ productId }: { productId: number }) {
  const inputId = useId()
  const queries = useQueryClient()
  // `file: null` is a product without one (most are not digital), not an error (decision 0059).
  const file = useQuery({ ...productFile(productId), select: (answer) => answer.file })
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const attach = async (chosen: File | undefined) => {
    if (!chosen) return
    setError(null)
    setProgress(0)
    try {
      queries.setQueryData(productFile(productId).queryKey, { file: await uploadProductFile(productId, chosen, setProgress) })
    } catch (e) {
      setError(errorText(e))
    } finally {
      setProgress(null)
    }
  }
  return (
    <Part title="Download (digital product)">
      <p className="text-sm">
        {file.isError
          ? `The file could not be read: ${errorText(file.error)}`
          : file.data
            ? `${file.data.file_name}, ${Math.ceil(file.data.size / 1024)} KB`
            : 'No file: buyers get nothing to download.'}
      </p>
      <label htmlFor={inputId} className="text-sm font-medium">
        {file.data ? 'Replace the file' : 'Attach a file'}
      </label>
      <input
        id={inputId}
        className="max-w-full"
        type="file"
        disabled={progress !== null}
        onChange={(e) => void attach(e.target.files?.[0])}
      />
      {progress !== null && <progress max={1} value={progress} aria-label="Uploading the file" className="w-full" />}
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </Part>
  )
}
