import { useId, useState } from 'react'
import { errorText } from '../../lib/api.ts'
import { uploadPhoto } from './api.ts'
import { Part, type PartProps } from './editor-parts.tsx'

/** The product's photos: uploaded with progress, checked and re-encoded by the server (decision 0055); the first is the card's. */
export function PhotosPart({ doc, change }: Omit<PartProps, 'problem'>) {
  const inputId = useId()
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const images = doc.images ?? []
  const add = async (file: File | undefined) => {
    if (!file) return
    setError(null)
    setProgress(0)
    try {
      const { image } = await uploadPhoto(file, doc.name, setProgress)
      change({ ...doc, images: [...images, image] })
    } catch (e) {
      setError(errorText(e))
    } finally {
      setProgress(null)
    }
  }
  return (
    <Part title="Photos">
      {images.length > 0 && (
        <ul className="flex flex-wrap gap-3">
          {images.map((image, i) => (
            <li key={image.url} className="flex flex-col items-center gap-1">
              <img src={image.url} alt={image.alt ?? ''} width={120} height={90} className="h-[90px] w-[120px] rounded object-cover" />
              <button
                type="button"
                className="min-h-11 text-sm text-red-800 underline"
                onClick={() => change({ ...doc, images: images.filter((_, j) => j !== i) })}
              >
                Remove photo {i + 1}
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={inputId} className="text-sm font-medium">
        Add a photo (JPEG, PNG, WebP; at most 10 MB)
      </label>
      <input
        id={inputId}
        className="max-w-full"
        type="file"
        accept="image/*"
        disabled={progress !== null}
        onChange={(e) => void add(e.target.files?.[0])}
      />
      {progress !== null && (
        <progress max={1} value={progress} aria-label="Uploading the photo" className="w-full">
          {Math.round(progress * 100)}%
        </progress>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </Part>
  )
}
