import { useEffect, useEffectEvent, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

const HEIGHT = 200
const INK = '#374151' // gray-700: axis text at 4.5:1 and more on white
const BAR = '#1d4ed8' // blue-700
/** Whole steps only: counts and minor units never fall between integers. */
const STEPS = [1, 2, 5].flatMap((n) => [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000].map((p) => n * p)).sort((a, b) => a - b)

/**
 * A bar chart drawn by uPlot on a canvas (decision 0094). The canvas is one image to a screen reader,
 * named by `summary`; the figures themselves are in the table each widget shows beside it.
 */
export function BarChart({
  labels,
  values,
  summary,
  format = String,
  labelEvery = 1,
}: {
  labels: string[]
  values: number[]
  summary: string
  format?: (value: number) => string
  /** Write every n-th label under the bars (24 hours fit a phone as 0, 3, 6…). */
  labelEvery?: number
}) {
  const box = useRef<HTMLDivElement>(null)
  // The axis reads the latest formatter whenever it draws (a resize), without drawing the chart anew.
  const formatTick = useEffectEvent((value: number) => format(value))
  const key = JSON.stringify([labels, values, labelEvery])

  useEffect(() => {
    const el = box.current
    if (!el) return
    const [names, figures, every] = JSON.parse(key) as [string[], number[], number]
    const top = Math.max(1, ...figures)
    const plot = new uPlot(
      {
        width: Math.max(200, el.clientWidth),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: [-0.6, names.length - 0.4] }, y: { range: [0, top * 1.1] } },
        axes: [
          {
            stroke: INK,
            grid: { show: false },
            ticks: { show: false },
            splits: () => names.map((_, i) => i).filter((i) => i % every === 0),
            values: (_u, splits) => splits.map((i) => names[i] ?? ''),
          },
          {
            stroke: INK,
            // Wide enough for the longest label ("$1,250.00"), about 7 px a character at 12 px.
            size: (_u, values) => 16 + 7 * Math.max(1, ...(values ?? []).map((v) => String(v).length)),
            incrs: STEPS,
            grid: { stroke: '#e5e7eb' },
            values: (_u, splits) => splits.map((v) => formatTick(v)),
          },
        ],
        series: [{}, { fill: BAR, stroke: BAR, paths: uPlot.paths.bars!({ size: [0.7, 48] }), points: { show: false } }],
      },
      [names.map((_, i) => i), figures],
      el,
    )
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(200, el.clientWidth), height: HEIGHT }))
    resize.observe(el)
    return () => {
      resize.disconnect()
      plot.destroy()
    }
  }, [key])

  return <div ref={box} role="img" aria-label={summary} className="w-full overflow-hidden" />
}
