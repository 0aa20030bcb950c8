import { useEffect, useState } from 'react'
import type { Bootstrap, Category } from '@store/core'

/**
 * A minimal storefront page until the storefront issue lands: the store's name and categories from
 * the bootstrap call, so a fresh install shows that the server and database work end to end.
 */
export function App() {
  const [data, setData] = useState<Bootstrap | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    fetch('/api/get-data?branch_id=1', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((d: Bootstrap) => setData(d))
      .catch(() => setFailed(true))
  }, [])
  if (failed) return <main style={styles.main}><p>The store could not be loaded. Please try again.</p></main>
  if (!data) return <main style={styles.main}><p aria-busy="true">Loading…</p></main>
  const name = String(data.settings.storeName ?? 'Store')
  const categories = (data.layout.find((e) => e.code === 'categories_grid')?.data.categories ?? []) as Category[]
  return (
    <main style={styles.main}>
      <h1 style={{ color: String(data.settings.storeBgColor ?? '#111') }}>{name}</h1>
      <ul style={styles.grid}>
        {categories.map((c) => (
          <li key={c.id} style={{ ...styles.tile, background: `${c.color}33` }}>{c.name}</li>
        ))}
      </ul>
    </main>
  )
}

const styles = {
  main: { fontFamily: 'system-ui, sans-serif', maxWidth: 960, margin: '0 auto', padding: 16 },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 12, listStyle: 'none', padding: 0 },
  tile: { padding: 16, borderRadius: 12, fontWeight: 600 },
} as const
