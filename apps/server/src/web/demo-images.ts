import { Type } from 'typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Image } from '@store/core'
import { stringToPaths } from 'hershey'

/**
 * Demo pictures are drawn by the project (no downloads): an SVG with the item's name on a soft
 * colour field. The URL carries everything, so the images need no storage and cache forever.
 *
 * The name is drawn as strokes of the Hershey single-line font, not as SVG <text>: a browser lays
 * out and paints every SVG image's text on the main thread with its own font lookup, which cost up
 * to 45 ms in one frame on the demo home page (TBT); plain paths cost a fraction of that.
 */
export function demoImage(label: string, hue: number, width = 800, height = 600): Image {
  const query = new URLSearchParams({ label, hue: String(Math.round(hue) % 360), w: String(width), h: String(height) })
  return { url: `/demo-images/picture.svg?${query}`, width, height, alt: label }
}

// Hershey glyphs stand about 32 units from descender to ascender (capitals about 21).
const GLYPH_HEIGHT = 32

/** The label as one stroked path, centred at (cx, cy) and at most `maxWidth` × `maxHeight`. */
function labelPath(label: string, cx: number, cy: number, maxWidth: number, maxHeight: number, colour: string): string {
  // The font has ASCII only: "Jalapeño" is drawn as "Jalapeno".
  const text = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
  const { bounds, paths } = stringToPaths(text)
  const scale = Math.min(maxWidth / Math.max(bounds.maxX - bounds.minX, 1), maxHeight / GLYPH_HEIGHT)
  const round = (n: number) => Math.round(n * 10) / 10
  // Hershey's y axis points up; a space is an empty path.
  const d = paths
    .filter((path) => path.length > 1)
    .map((path) => `M${path.map(([x, y]) => `${round(cx + x * scale)} ${round(cy - y * scale)}`).join('L')}`)
    .join('')
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${round(scale * 3.2)}" stroke-linecap="round" stroke-linejoin="round"/>`
}

export function renderDemoSvg(label: string, hue: number, width: number, height: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 88%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 30) % 360} 65% 72%)"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${width * 0.78}" cy="${height * 0.28}" r="${Math.min(width, height) * 0.22}" fill="hsl(${hue} 60% 60% / .35)"/>` +
    labelPath(label, width / 2, height * 0.55, width * 0.84, height / 5, `hsl(${hue} 45% 25%)`) +
    '</svg>'
  )
}

export const demoImageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/demo-images/picture.svg',
    {
      schema: {
        hide: true,
        querystring: Type.Object(
          {
            label: Type.String({ maxLength: 80 }),
            hue: Type.Integer({ minimum: 0, maximum: 359 }),
            w: Type.Integer({ minimum: 1, maximum: 4000 }),
            h: Type.Integer({ minimum: 1, maximum: 4000 }),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (req, reply) => {
      const { label, hue, w, h } = req.query
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(renderDemoSvg(label, hue, w, h))
    },
  )
}
