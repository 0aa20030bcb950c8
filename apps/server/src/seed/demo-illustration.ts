import { createHash } from 'node:crypto'

/**
 * The demo store's pictures as illustrations (decision 0055): a dish on a plate over a soft colour
 * field, drawn from the item's name and hue so each item looks its own, with no text — the card
 * already names it. Rendered as SVG here, then rasterised and put through the photo pipeline.
 */
export function illustrationSvg(label: string, hue: number, width: number, height: number): string {
  const bytes = createHash('sha256').update(label).digest()
  const at = (i: number, range: number) => (bytes[i % bytes.length]! / 255) * range
  const cx = width / 2
  const cy = height * 0.55
  const r = Math.min(width, height) * 0.34
  const spin = at(0, 360)
  const food = (i: number) => `hsl(${(hue + at(i, 40) - 20 + 360) % 360} ${55 + at(i + 1, 25)}% ${42 + at(i + 2, 20)}%)`
  const garnish = (i: number) => `hsl(${(hue + 120 + at(i, 120)) % 360} 45% 40%)`
  const blobs = Array.from({ length: 5 }, (_, i) => {
    const angle = ((spin + i * 72) * Math.PI) / 180
    const d = r * (0.18 + at(i + 3, 0.22))
    return `<circle cx="${(cx + Math.cos(angle) * d).toFixed(1)}" cy="${(cy + Math.sin(angle) * d * 0.8).toFixed(1)}" r="${(r * (0.3 + at(i + 8, 0.16))).toFixed(1)}" fill="${food(i + 4)}"/>`
  }).join('')
  const dots = Array.from({ length: 9 }, (_, i) => {
    const angle = ((spin * 2 + i * 40 + at(i + 12, 30)) * Math.PI) / 180
    const d = r * (0.1 + at(i + 14, 0.5))
    return `<ellipse cx="${(cx + Math.cos(angle) * d).toFixed(1)}" cy="${(cy + Math.sin(angle) * d * 0.8).toFixed(1)}" rx="${(r * 0.06).toFixed(1)}" ry="${(r * 0.035).toFixed(1)}" transform="rotate(${Math.round(at(i + 20, 180))} ${(cx + Math.cos(angle) * d).toFixed(1)} ${(cy + Math.sin(angle) * d * 0.8).toFixed(1)})" fill="${garnish(i)}"/>`
  }).join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 90%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 30) % 360} 60% 76%)"/></linearGradient>` +
    `<radialGradient id="p"><stop offset=".7" stop-color="#fff"/><stop offset="1" stop-color="#e9e4dc"/></radialGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${width * 0.85}" cy="${height * 0.15}" r="${Math.min(width, height) * 0.2}" fill="hsl(${hue} 60% 70% / .35)"/>` +
    `<ellipse cx="${cx}" cy="${cy + r * 0.12}" rx="${r * 1.32}" ry="${r * 1.02}" fill="hsl(${hue} 30% 30% / .18)"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${r * 1.3}" ry="${r}" fill="url(#p)"/>` +
    blobs +
    dots +
    '</svg>'
  )
}
