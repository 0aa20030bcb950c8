import { useId, useState } from 'react'
import { TextField, SelectField } from '@store/ui/field'
import { BANNER_LINK_TYPES, LAYOUT_LIMITS, type BannerLinkType } from '@store/core/browser'
import type { LayoutSlide } from '@store/core'
import { errorText } from '../../lib/api.ts'
import { uploadPhoto } from '../../lib/upload.ts'
import { CategorySelect, ProductPicker } from './Pickers.tsx'

const LINK_WORDS: Record<BannerLinkType, string> = {
  PRODUCT: 'A product page',
  CATEGORY: 'A category page',
  NO_LINK: 'Nowhere (just a picture)',
  CUSTOM: 'Another address',
}

/** A banner block's slides: a picture each (the photo pipeline, decision 0055), a title and where it leads (spec §3). */
export function SlidesEditor({ slides, max, onChange }: { slides: LayoutSlide[]; max: number; onChange: (slides: LayoutSlide[]) => void }) {
  const inputId = useId()
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const set = (i: number, slide: LayoutSlide) => onChange(slides.map((s, j) => (j === i ? slide : s)))
  const upload = async (file: File | undefined, replace?: number) => {
    if (!file) return
    setError(null)
    setProgress(0)
    try {
      const { image } = await uploadPhoto(file, '', setProgress)
      if (replace === undefined) onChange([...slides, { image, link_type: 'NO_LINK' }])
      else set(replace, { ...slides[replace]!, image })
    } catch (e) {
      setError(errorText(e))
    } finally {
      setProgress(null)
    }
  }
  /** Takes the chosen file and empties the input, so the next slide starts clean and the same file can be chosen again. */
  const choose = (input: HTMLInputElement, replace?: number) => {
    const file = input.files?.[0]
    input.value = ''
    void upload(file, replace)
  }
  const move = (i: number, by: -1 | 1) => {
    const next = [...slides]
    ;[next[i], next[i + by]] = [next[i + by]!, next[i]!]
    onChange(next)
  }
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-gray-800">Slides</legend>
      <ol className="flex flex-col gap-3">
        {slides.map((slide, i) => (
          <li key={`${slide.image.url}-${i}`} className="flex flex-col gap-2 rounded-md border border-gray-300 p-2">
            {/* The whole picture at its own shape, as shoppers' banner shows it: a fixed shape cropped wide banners. */}
            <img
              src={slide.image.url}
              alt=""
              width={slide.image.width}
              height={slide.image.height}
              className="h-auto w-full max-w-64 rounded"
            />
            <TextField
              label={`Slide ${i + 1} title (read aloud to screen readers)`}
              value={slide.title ?? ''}
              maxLength={LAYOUT_LIMITS.title}
              onChange={(e) => set(i, { ...slide, title: e.target.value || undefined })}
            />
            <SelectField
              label={`Slide ${i + 1} leads to`}
              value={slide.link_type}
              onChange={(e) => set(i, { image: slide.image, title: slide.title, link_type: e.target.value as BannerLinkType })}
            >
              {BANNER_LINK_TYPES.map((t) => (
                <option key={t} value={t}>
                  {LINK_WORDS[t]}
                </option>
              ))}
            </SelectField>
            {slide.link_type === 'PRODUCT' && (
              <ProductPicker
                label={`Slide ${i + 1} product`}
                max={1}
                chosen={slide.link_id ? [slide.link_id] : []}
                onChange={([id]) => set(i, { ...slide, link_id: id })}
              />
            )}
            {slide.link_type === 'CATEGORY' && (
              <CategorySelect
                label={`Slide ${i + 1} category`}
                by="id"
                value={slide.link_id}
                onChange={(id) => set(i, { ...slide, link_id: id as number | undefined })}
              />
            )}
            {slide.link_type === 'CUSTOM' && (
              <TextField
                label={`Slide ${i + 1} address`}
                hint="A page of this shop (/page/about-us) or a full address (https://…)"
                value={slide.custom_url ?? ''}
                maxLength={LAYOUT_LIMITS.url}
                onChange={(e) => set(i, { ...slide, custom_url: e.target.value || undefined })}
              />
            )}
            <div className="flex flex-wrap gap-2 text-sm">
              <label className="flex min-h-11 cursor-pointer items-center underline">
                Replace picture<span className="sr-only"> of slide {i + 1}</span>
                <input type="file" accept="image/*" className="sr-only" onChange={(e) => choose(e.currentTarget, i)} />
              </label>
              <button
                type="button"
                className="min-h-11 px-2 underline disabled:no-underline"
                disabled={i === 0}
                onClick={() => move(i, -1)}
              >
                Earlier<span className="sr-only"> slide {i + 1}</span>
              </button>
              <button
                type="button"
                className="min-h-11 px-2 underline disabled:no-underline"
                disabled={i === slides.length - 1}
                onClick={() => move(i, 1)}
              >
                Later<span className="sr-only"> slide {i + 1}</span>
              </button>
              <button
                type="button"
                className="min-h-11 px-2 text-red-800 underline"
                onClick={() => onChange(slides.filter((_, j) => j !== i))}
              >
                Remove slide {i + 1}
              </button>
            </div>
          </li>
        ))}
      </ol>
      {slides.length < max && (
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            Add a slide: upload its picture (JPEG, PNG, WebP; at most 10 MB)
          </label>
          <input id={inputId} type="file" accept="image/*" disabled={progress !== null} onChange={(e) => choose(e.currentTarget)} />
        </div>
      )}
      {progress !== null && (
        <progress max={1} value={progress} aria-label="Uploading the picture" className="w-full">
          {Math.round(progress * 100)}%
        </progress>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  )
}
