import { useRef, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { useModalDialog } from '@store/ui/dialog'

/**
 * A centred dialog over the page (spec §2 layout route on wide screens). Escape, the backdrop and the
 * close button call onClose; focus, Tab and the page's scroll are the dialog primitive's (decision 0037).
 * It is rendered at the end of the body, so no sticky bar of the page (the phone's tab bar) stays
 * above its backdrop. `title` names it in its header; `bodyRef` is its scrolling body.
 */
export function Modal({
  children,
  onClose,
  maxWidth,
  label,
  title,
  bodyRef,
  hidden = false,
}: {
  children: ReactNode
  onClose: () => void
  maxWidth: string
  label: string
  title?: string
  bodyRef?: RefObject<HTMLDivElement | null>
  /** Another dialog stands in its place for now (the options panel): it stays open, unseen. */
  hidden?: boolean
}) {
  const panel = useRef<HTMLDivElement>(null)
  useModalDialog(panel, onClose)
  const dialog = (
    <div
      className={`dialog-backdrop ${hidden ? 'invisible' : ''}`}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose()
      }}
    >
      <div ref={panel} role="dialog" aria-modal="true" aria-label={label} tabIndex={-1} className="dialog-panel" style={{ maxWidth }}>
        <div className="flex shrink-0 items-center gap-2 border-b border-gray-100 py-1.5 pl-5 pr-2">
          <p className="min-w-0 flex-1 truncate font-semibold" data-testid="dialog-title">
            {title}
          </p>
          <button type="button" onClick={onClose} aria-label="Close" className="dialog-close">
            ×
          </button>
        </div>
        <div ref={bodyRef} className="overflow-y-auto">
          {children}
        </div>
      </div>
    </div>
  )
  return typeof document === 'undefined' ? dialog : createPortal(dialog, document.body)
}
