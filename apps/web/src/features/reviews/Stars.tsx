import { EMPTY_COLOR, useStarColor } from './star-color.ts'

const STAR = '12,2 15.09,8.26 22,9.27 17,14.14 18.18,21.02 12,17.77 5.82,21.02 7,14.14 2,9.27 8.91,8.26'
const LEFT_HALF = '12,2 12,17.77 5.82,21.02 7,14.14 2,9.27 8.91,8.26'

/** One star, full, half or empty, in the store's star colour. */
export function Star({ fill, size }: { fill: 'full' | 'half' | 'empty'; size: number }) {
  const color = useStarColor()
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <polygon points={STAR} fill={fill === 'full' ? color : EMPTY_COLOR} />
      {fill === 'half' && <polygon points={LEFT_HALF} fill={color} />}
    </svg>
  )
}

/** Five stars showing `value` to the nearest half star, read out as "Rated 4.3 out of 5". */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  const halves = Math.round(value * 2)
  return (
    <span role="img" aria-label={`Rated ${value} out of 5`} className="inline-flex shrink-0 items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} size={size} fill={halves >= n * 2 ? 'full' : halves === n * 2 - 1 ? 'half' : 'empty'} />
      ))}
    </span>
  )
}
