import { useId, useState } from 'react'
import { errorText } from '../../lib/api.ts'
import { uploadPhoto } from '../../lib/upload.ts'

/** Uploads a picture through the photo call (decision 0055) and hands its widest URL to the editor. */
export function PictureButton({ onPicture }: { onPicture: (image: { src: string; alt: string }) => void }) {
  const id = useId()
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const add = async (file: File | undefined) => {
    if (!file) return
    setError(null)
    setProgress(0)
    try {
      const alt = file.name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ')
      const { image } = await uploadPhoto(file, alt, setProgress)
      onPicture({ src: image.url, alt: image.alt || alt })
    } catch (e) {
      setError(errorText(e))
    } finally {
      setProgress(null)
    }
  }
  return (
    <span className="flex items-center gap-2">
      <label
        htmlFor={id}
        className="flex min-h-11 cursor-pointer items-center rounded-md bg-white px-2 text-sm font-semibold hover:bg-gray-200 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-700"
      >
        Picture
        <input
          id={id}
          type="file"
          accept="image/*"
          className="sr-only"
          disabled={progress !== null}
          onChange={(e) => {
            void add(e.target.files?.[0])
            e.target.value = ''
          }}
        />
      </label>
      {progress !== null && (
        <progress max={1} value={progress} aria-label="Uploading the picture" className="w-24">
          {Math.round(progress * 100)}%
        </progress>
      )}
      {error && (
        <span role="alert" className="text-sm text-red-800">
          {error}
        </span>
      )}
    </span>
  )
}
