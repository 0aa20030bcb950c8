import { useCallback, useLayoutEffect, useRef } from 'react'
import { Link, Outlet, useLocation, useNavigationType } from 'react-router'
import { useGoBack } from '../lib/useGoBack.ts'
import { useIsWide } from '../lib/useMediaQuery.ts'
import { useScreenTitle } from '../lib/screen-title.ts'
import { Modal } from '../components/Modal.tsx'
import { HomePage } from '../features/home/HomePage.tsx'
import { CartCount } from '../features/cart/CartCount.tsx'
import { useCartStore } from '../features/cart/store-slice.ts'

/** Goes back one step when there is history inside the app, otherwise home (spec §2 close button). */
export function useCloseChild(): () => void {
  const goBack = useGoBack()
  return useCallback(() => goBack('/'), [goBack])
}

/** Content pages take a wider dialog (spec §2). */
const CONTENT_PAGE = /^\/page\//

/** Screens about the cart itself, where a cart button would lead nowhere new. */
const CARTLESS = /^\/(?:cart(?:\/|$)|checkout$|order-placed\/)/

/**
 * A new screen opens at its top; only Back and Forward return to where a screen was (the browser
 * restores that). `scroller` is what scrolls: the window on phones, the dialog's body on wide screens.
 */
function useTopOfNewScreen(scroller: () => { scrollTo(x: number, y: number): void } | null | undefined) {
  const { key } = useLocation()
  const type = useNavigationType()
  useLayoutEffect(() => {
    if (type !== 'POP') scroller()?.scrollTo(0, 0)
  }, [key, type, scroller])
}

/**
 * spec §2: the layout route of every screen but home. Up to 768px the screen renders full-page under a
 * top bar that names it and keeps the cart one tap away; wider, in a dialog over the home page (480px,
 * or 80vw for content pages) whose header names it.
 */
export function ChildLayout() {
  const wide = useIsWide()
  const { pathname } = useLocation()
  const close = useCloseChild()
  const title = useScreenTitle(pathname)
  const body = useRef<HTMLDivElement>(null)
  // The options dialog opened from this screen takes its place: no edge of this one shows around it.
  const optionsOpen = useCartStore((s) => s.productDrawer.desktopDialogOpen)
  useTopOfNewScreen(useCallback(() => (wide ? body.current : window), [wide]))
  if (!wide) {
    // The server renders this phone frame for every width, and the browser's first render must match it.
    // On a wide screen it is styled as the dialog that replaces it once the app runs (`wide:` classes,
    // the same box as Modal's: index.css dialog-*), so a wide screen's first paint is not a full-width phone page (decision 0108).
    return (
      // Still a full screen's height on wide screens, so the footer stays below it, as under the dialog;
      // the page does not scroll behind it there (index.css data-phone-frame).
      <div className="min-h-dvh" data-phone-frame>
        <div className="wide:dialog-backdrop">
          <div className={`wide:dialog-panel ${CONTENT_PAGE.test(pathname) ? 'wide:max-w-[80vw]' : 'wide:max-w-[480px]'}`}>
            {/* 12 px on the right: the cart's count badge stands 10 px out of its button, and stays on a phone's screen. */}
            <header className="sticky top-0 z-30 flex h-14 items-center gap-1 border-b border-gray-100 bg-white/95 pl-2 pr-3 backdrop-blur wide:static wide:h-auto wide:shrink-0 wide:gap-2 wide:bg-white wide:py-1.5 wide:pr-2 wide:pl-5">
              <button type="button" onClick={close} aria-label="Back" className="rounded-full p-2 hover:bg-gray-100 wide:hidden">
                <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M15 18l-6-6 6-6" />
                </svg>
              </button>
              <p className="min-w-0 flex-1 truncate text-base font-semibold" data-testid="screen-title">
                {title}
              </p>
              {!CARTLESS.test(pathname) && <CartButton />}
              <button type="button" onClick={close} aria-label="Close" className="hidden wide:dialog-close">
                ×
              </button>
            </header>
            <main className="wide:overflow-y-auto">
              <Outlet />
            </main>
          </div>
        </div>
      </div>
    )
  }
  return (
    <>
      <div aria-hidden="true" inert>
        <HomePage background />
      </div>
      <Modal
        label={title || 'Store'}
        title={title}
        onClose={close}
        maxWidth={CONTENT_PAGE.test(pathname) ? '80vw' : '480px'}
        bodyRef={body}
        hidden={optionsOpen}
      >
        <main>
          <Outlet />
        </main>
      </Modal>
    </>
  )
}

function CartButton() {
  return (
    // Named by hidden text, not aria-label: the badge's visible count then belongs to the name (WCAG 2.5.3).
    <Link to="/cart" className="relative rounded-full p-2 hover:bg-gray-100 wide:hidden" data-testid="top-bar-cart">
      <span className="sr-only">Cart</span>
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 6h15l-1.5 9h-12z" />
        <path d="M6 6L5 3H2" />
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
      </svg>
      <CartCount />
    </Link>
  )
}
