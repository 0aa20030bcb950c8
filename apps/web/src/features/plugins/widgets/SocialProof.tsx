import { useEffect, useMemo, useState } from 'react'
import type { ProductCard } from '@store/core'
import { useSession } from '../../../lib/session.ts'

const SHOW_MS = 5000 // spec §9 notification auto-hide
const EVERY_MS = 20_000

/** Social-proof nudge: now and then, a small bottom-left note about a popular product. */
export default function SocialProof() {
  const layout = useSession((s) => s.layoutSettings)
  const products = useMemo(
    () => layout.flatMap((e) => (Array.isArray(e.data.products) ? (e.data.products as ProductCard[]) : [])),
    [layout],
  )
  const [current, setCurrent] = useState<ProductCard | null>(null)
  useEffect(() => {
    if (products.length === 0) return
    let n = 0
    const show = () => {
      setCurrent(products[n++ % products.length] ?? null)
      setTimeout(() => setCurrent(null), SHOW_MS)
    }
    const first = setTimeout(show, 4000)
    const timer = setInterval(show, EVERY_MS)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [products])
  if (!current) return null
  return (
    <div
      role="status"
      data-plugin="social-proof"
      className="fixed bottom-20 left-4 z-40 max-w-xs rounded-xl bg-white p-3 text-sm shadow-xl md:bottom-6"
    >
      Popular right now: <strong>{current.name}</strong>
    </div>
  )
}
