import { useState } from 'react'
import { TextField } from '@store/ui/field'
import { Button } from '../../components/Button.tsx'
import { Dialog } from '../../components/Dialog.tsx'

/** The schemes the server's allow-list keeps (decision 0082), and paths within the shop. */
const ALLOWED = /^(https?:\/\/\S+|mailto:\S+|tel:[+\d][\d ()-]*|\/(?!\/)\S*)$/i

/** Asks where the selected words should link to; empty removes the link. */
export function LinkDialog({ current, onLink, onClose }: { current: string; onLink: (href: string) => void; onClose: () => void }) {
  const [href, setHref] = useState(current)
  const [error, setError] = useState<string>()
  const submit = () => {
    const value = href.trim()
    if (value && !ALLOWED.test(value)) {
      setError('Start with https://, mailto:, tel: or / for a page of this shop')
      return
    }
    onLink(value)
  }
  return (
    <Dialog title="Link" onClose={onClose}>
      {/* No <form>: the dialog sits inside the page's form, and a form cannot hold another. Enter sets the link. */}
      <div className="flex flex-col gap-3">
        <TextField
          label="Address (empty: no link)"
          value={href}
          error={error}
          autoFocus
          placeholder="https://… or /page/…"
          onChange={(e) => setHref(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return
            e.preventDefault()
            submit()
          }}
        />
        <div className="flex gap-2">
          <Button onClick={submit}>Set link</Button>
          <Button kind="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
