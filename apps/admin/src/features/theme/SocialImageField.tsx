import { useEffect, useId, useRef } from 'react'
import { TextField } from '@store/ui/field'
import { Button } from '../../components/Button.tsx'
import type { ThemeDraft } from './useThemeDraft.ts'

/**
 * The social preview picture (og_image, decision 0102). A logo upload makes a 1200×630 card and uses
 * it here unless the owner set a picture of their own; the field says which is in use. While it is
 * the card, it says so and offers to use the owner's own picture instead; while it is the owner's
 * (or empty), it takes a URL and offers the card back when there is one.
 */
export function SocialImageField({ theme, socialCard }: { theme: ThemeDraft; socialCard: string }) {
  const { draft, set, fieldError } = theme
  const value = draft.og_image ?? ''
  const isCard = socialCard !== '' && value === socialCard
  const titleId = useId()
  const box = useRef<HTMLDivElement>(null)
  // The button pressed disappears with the state it belonged to: focus goes to what replaced it.
  const moveFocus = useRef(false)
  useEffect(() => {
    if (!moveFocus.current) return
    moveFocus.current = false
    box.current?.querySelector<HTMLElement>('input, button')?.focus()
  }, [isCard])
  const use = (next: string) => {
    moveFocus.current = true
    set('og_image', next)
  }
  if (isCard)
    return (
      <div ref={box} role="group" aria-labelledby={titleId} className="flex flex-col gap-2">
        <p id={titleId} className="text-sm font-medium text-gray-800">
          Social preview picture
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <img src={socialCard} alt="" width={120} height={63} className="rounded border border-gray-300 bg-gray-100" />
          <p className="min-w-0 flex-1 text-sm text-gray-800">
            Made from your logo at 1200×630 when you uploaded it. A new logo makes a new one.
          </p>
        </div>
        <Button kind="secondary" className="self-start" onClick={() => use('')}>
          Use my own picture instead
        </Button>
      </div>
    )
  return (
    <div ref={box} className="flex flex-col gap-2">
      <TextField
        label="Social preview picture (URL)"
        hint={
          socialCard
            ? 'An https address or a path on this store; 1200×630 works best. Empty: the logo. A new logo leaves your own picture in place.'
            : 'An https address or a path on this store; 1200×630 works best. Empty: the logo, if there is one. Uploading a logo makes a 1200×630 card and uses it here, unless you set your own picture.'
        }
        placeholder="https://"
        value={value}
        error={fieldError('og_image')}
        onChange={(e) => set('og_image', e.target.value)}
      />
      {socialCard && (
        <Button kind="secondary" className="self-start" onClick={() => use(socialCard)}>
          Use the card made from the logo
        </Button>
      )}
    </div>
  )
}
