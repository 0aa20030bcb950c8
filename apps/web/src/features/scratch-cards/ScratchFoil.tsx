import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react'

/** The share of the foil scratched away that reveals the card. */
export const REVEAL_AT = 0.5
/** Every this many strokes the scratched share is measured (reading pixels back costs a little). */
const MEASURE_EVERY = 6

/** A silver foil with a hint, drawn at the canvas's pixel size. */
function paintFoil(canvas: HTMLCanvasElement): void {
  const rect = canvas.getBoundingClientRect()
  const ratio = window.devicePixelRatio || 1
  canvas.width = Math.max(1, Math.round(rect.width * ratio))
  canvas.height = Math.max(1, Math.round(rect.height * ratio))
  const ctx = canvas.getContext('2d', { willReadFrequently: true })
  if (!ctx) return
  const { width, height } = canvas
  const gradient = ctx.createLinearGradient(0, 0, width, height)
  gradient.addColorStop(0, '#b8bcc4')
  gradient.addColorStop(0.5, '#e4e6ea')
  gradient.addColorStop(1, '#a9aeb7')
  ctx.globalCompositeOperation = 'source-over'
  ctx.fillStyle = gradient
  ctx.fillRect(0, 0, width, height)
  // A light diagonal grain, so it reads as foil rather than a grey box.
  ctx.strokeStyle = 'rgba(255,255,255,0.35)'
  ctx.lineWidth = ratio
  for (let x = -height; x < width; x += 10 * ratio) {
    ctx.beginPath()
    ctx.moveTo(x, height)
    ctx.lineTo(x + height, 0)
    ctx.stroke()
  }
  ctx.fillStyle = '#4b5563'
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.font = `600 ${Math.round(15 * ratio)}px system-ui, sans-serif`
  ctx.fillText('Scratch here', width / 2, height / 2)
}

/** The share of the canvas whose pixels are transparent, sampled on a grid. */
function scratchedShare(canvas: HTMLCanvasElement): number {
  const ctx = canvas.getContext('2d', { willReadFrequently: true })
  if (!ctx || canvas.width === 0 || canvas.height === 0) return 0
  const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height)
  const step = 8 // every 8th pixel of every row: enough to tell a half from a third
  let clear = 0
  let seen = 0
  for (let i = 3; i < data.length; i += 4 * step) {
    seen++
    if (data[i]! < 64) clear++
  }
  return seen === 0 ? 0 : clear / seen
}

/** Where the pointer is, in the canvas's own pixels. */
function pointIn(event: ReactPointerEvent<HTMLCanvasElement>) {
  const rect = event.currentTarget.getBoundingClientRect()
  const sx = event.currentTarget.width / rect.width
  const sy = event.currentTarget.height / rect.height
  return { x: (event.clientX - rect.left) * sx, y: (event.clientY - rect.top) * sy }
}

/** Erases a stroke of foil from one point to the next. */
function scratch(node: HTMLCanvasElement, from: { x: number; y: number }, to: { x: number; y: number }) {
  const ctx = node.getContext('2d', { willReadFrequently: true })
  if (!ctx) return
  // destination-out removes as much foil as the stroke is opaque: an opaque colour, whatever the foil's painting left set.
  ctx.globalCompositeOperation = 'destination-out'
  ctx.strokeStyle = '#000'
  ctx.lineCap = 'round'
  ctx.lineJoin = 'round'
  ctx.lineWidth = Math.max(node.width, node.height) * 0.14
  ctx.beginPath()
  ctx.moveTo(from.x, from.y)
  ctx.lineTo(to.x + 0.01, to.y)
  ctx.stroke()
}

/**
 * A scratch-off foil on a <canvas> over a card: a finger, a pen or a mouse erases it with
 * `destination-out`, and once about half is gone `onScratched` runs, once. Pointer events cover every
 * kind of input; the canvas takes `touch-action: none` so a finger scratches instead of scrolling.
 * Nothing here is an inline script: the handlers are bound by React (strict CSP). The canvas is hidden
 * from assistive technology: the card's Reveal button does the same for the keyboard and screen readers.
 */
export function ScratchFoil({ onScratched }: { onScratched: () => void }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const last = useRef<{ x: number; y: number } | null>(null)
  const strokes = useRef(0)
  const done = useRef(false)
  const callback = useRef(onScratched)
  useEffect(() => {
    callback.current = onScratched
  })
  useEffect(() => {
    if (canvas.current) paintFoil(canvas.current)
  }, [])

  const measure = (node: HTMLCanvasElement) => {
    if (done.current) return
    if (scratchedShare(node) >= REVEAL_AT) {
      done.current = true
      callback.current()
    }
  }

  return (
    <canvas
      ref={canvas}
      aria-hidden="true"
      data-testid="scratch-foil"
      className="absolute inset-0 h-full w-full cursor-pointer touch-none select-none"
      onPointerDown={(event) => {
        if (done.current) return
        event.preventDefault()
        event.currentTarget.setPointerCapture(event.pointerId)
        const p = pointIn(event)
        last.current = p
        scratch(event.currentTarget, p, p)
      }}
      onPointerMove={(event) => {
        if (!last.current || done.current) return
        const p = pointIn(event)
        scratch(event.currentTarget, last.current, p)
        last.current = p
        if (++strokes.current % MEASURE_EVERY === 0) measure(event.currentTarget)
      }}
      onPointerUp={(event) => {
        if (!last.current) return
        last.current = null
        measure(event.currentTarget)
      }}
      onPointerCancel={() => {
        last.current = null
      }}
    />
  )
}
