import { useFormatMoney } from '../lib/money.ts'

/** A price, with the original struck through when it was higher (spec §3 product card); `price` marks it offline (index.css). */
export function Price({ price, original, size = 'small' }: { price: number; original: number | null; size?: 'small' | 'large' }) {
  const money = useFormatMoney()
  const large = size === 'large'
  return (
    <p className={large ? 'text-lg' : 'text-sm'}>
      <span className={`price ${large ? 'font-bold' : 'font-semibold'}`}>{money(price)}</span>
      {original !== null && original > price && (
        <s className={`text-gray-500 ${large ? 'ml-2 text-base' : 'ml-1.5 text-xs'}`}>{money(original)}</s>
      )}
    </p>
  )
}
