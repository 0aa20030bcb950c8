import { useRef, type ReactNode } from 'react'
import { useModalDialog } from '@store/ui/dialog'
import { useIsWide } from '../lib/useMediaQuery.ts'

/**
 * A panel that is a bottom drawer up to 768px and a centred dialog above (spec §2 options panel:
 * max width 500px, max height 85% of the viewport). Escape, the backdrop and the close button close it;
 * focus, Tab and the page's scroll are the dialog primitive's, as for Modal (decision 0037).
 */
export function Sheet({
  title,
  onClose,
  children,
  footer,
}: {
  title: string
  onClose: () => void
  children: ReactNode
  footer: ReactNode
}) {
  const wide = useIsWide()
  const panel = useRef<HTMLDivElement>(null)
  useModalDialog(panel, onClose)
  return (
    <div
      className={`fixed inset-0 z-[60] flex bg-black/50 ${wide ? 'items-center justify-center p-4' : 'items-end'}`}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose()
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        data-variant={wide ? 'dialog' : 'drawer'}
        className={`flex w-full flex-col bg-white outline-none ${wide ? 'max-w-[500px] rounded-2xl' : 'rounded-t-2xl'}`}
        style={{ maxHeight: '85vh' }}
      >
        <div className="flex shrink-0 items-center justify-between border-b border-gray-100 px-4 py-3">
          <h2 className="text-lg font-bold">{title}</h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="flex h-9 w-9 items-center justify-center rounded-full text-2xl leading-none hover:bg-gray-100"
          >
            ×
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-4 py-3">{children}</div>
        <div className="shrink-0 border-t border-gray-100 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">{footer}</div>
      </div>
    </div>
  )
}
