import { useCallback } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { useIsWide } from '../lib/useMediaQuery.ts'
import { Modal } from '../components/Modal.tsx'
import { HomePage } from '../features/home/HomePage.tsx'

/** Goes back one step when there is history inside the app, otherwise home (spec §2 close button). */
export function useCloseChild(): () => void {
  const navigate = useNavigate()
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0
    if (idx > 0) navigate(-1)
    else navigate('/')
  }, [navigate])
}

/**
 * spec §2: the layout route of every screen but home. Up to 768px the screen renders full-page;
 * wider, in a dialog over the home page (480px, or 80vw for content pages).
 */
export function ChildLayout() {
  const wide = useIsWide()
  const { pathname } = useLocation()
  const close = useCloseChild()
  if (!wide) {
    return (
      <div className="min-h-dvh">
        <div className="sticky top-0 z-30 flex items-center border-b border-gray-100 bg-white/95 px-2 py-2 backdrop-blur">
          <button type="button" onClick={close} aria-label="Back" className="rounded-full p-2 hover:bg-gray-100">
            <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M15 18l-6-6 6-6" />
            </svg>
          </button>
        </div>
        <Outlet />
      </div>
    )
  }
  return (
    <>
      <div aria-hidden="true" inert>
        <HomePage background />
      </div>
      <Modal label="Details" onClose={close} maxWidth={pathname.startsWith('/page/') ? '80vw' : '480px'}>
        <Outlet />
      </Modal>
    </>
  )
}
