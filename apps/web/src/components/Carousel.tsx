import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useMediaQuery } from '../lib/useMediaQuery.ts'

export interface CarouselProps {
  slides: ReactNode[]
  label: string
  autoplayMs: number
  speedMs: number
  dots?: boolean
  /** Centred mode shows the neighbours peeking at both sides (slider_centered). */
  centered?: boolean
}

/**
 * A small carousel with exact timings (spec §9: slider 3000 ms autoplay / 500 ms speed; sample banners
 * 3500 / 250). Autoplay states: playing, hovered, focused, paused — it pauses on hover and on focus.
 * Endless: after the last slide comes the first. Written here rather than Embla because Embla's speed
 * is not set in milliseconds (docs/decisions/0005-storefront-web.md).
 * Accessible (WCAG 2.2 AA): hidden slides are `inert` (out of the tab order, not only hidden from
 * screen readers), each dot is a 24 px target, and a shopper who asks for reduced motion gets no
 * autoplay and no sliding.
 */
export function Carousel({ slides, label, autoplayMs, speedMs, dots = true, centered = false }: CarouselProps) {
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  const count = slides.length
  const state = hovered ? 'hovered' : focused ? 'focused' : count > 1 && !reducedMotion ? 'playing' : 'paused'

  useEffect(() => {
    if (state !== 'playing') return
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), autoplayMs)
    return () => clearInterval(timer)
  }, [state, autoplayMs, count])

  const width = centered ? 80 : 100
  const offset = centered ? (100 - width) / 2 : 0
  // Centred, each slide has a neighbour peeking at both sides, the first one too: the last slide is
  // drawn again before it (and the first after the last), as decoration no one can reach.
  const peek = centered && count > 1
  const drawn = peek ? [slides[count - 1], ...slides, slides[0]] : slides
  const lead = peek ? 1 : 0
  return (
    <section
      ref={root}
      aria-roledescription="carousel"
      aria-label={label}
      data-autoplay={state}
      className="relative overflow-hidden"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node)) setFocused(false)
      }}
    >
      <div
        className="flex"
        style={{
          transform: `translateX(${offset - (index + lead) * width}%)`,
          transition: reducedMotion ? 'none' : `transform ${speedMs}ms ease`,
        }}
      >
        {drawn.map((slide, d) => {
          const i = d - lead
          const copy = i < 0 || i >= count
          return (
            <div
              key={copy ? `copy-${d}` : i}
              {...(copy
                ? { 'aria-hidden': true, 'data-copy': true }
                : { role: 'group', 'aria-roledescription': 'slide', 'aria-label': `${i + 1} of ${count}` })}
              inert={i !== index}
              className={centered ? 'shrink-0 px-1.5' : 'shrink-0'}
              style={{ width: `${width}%` }}
            >
              {slide}
            </div>
          )
        })}
      </div>
      {dots && count > 1 && (
        <div className="absolute inset-x-0 bottom-0.5 flex justify-center">
          {slides.map((_, i) => (
            // A 24 px target around a small dot (WCAG 2.5.8).
            <button
              key={i}
              type="button"
              aria-label={`Show slide ${i + 1}`}
              aria-current={i === index}
              onClick={() => setIndex(i)}
              className="flex h-6 min-w-6 items-center justify-center px-0.5"
            >
              <span
                aria-hidden="true"
                className={`block h-2 rounded-full shadow-[0_0_0_1px_rgba(0,0,0,0.35)] transition-all ${i === index ? 'w-5 bg-white' : 'w-2 bg-white/70'}`}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  )
}
