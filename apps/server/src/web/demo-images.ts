import { Type } from 'typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Image } from '@store/core'

/**
 * Demo pictures are drawn by the project (no downloads): an SVG with the item's name on a soft
 * colour field. The URL carries everything, so the images need no storage and cache forever.
 */
export function demoImage(label: string, hue: number, width = 800, height = 600): Image {
  const query = new URLSearchParams({ label, hue: String(Math.round(hue) % 360), w: String(width), h: String(height) })
  return { url: `/demo-images/picture.svg?${query}`, width, height, alt: label }
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function renderDemoSvg(label: string, hue: number, width: number, height: number): string {
  const size = Math.round(Math.min(width / Math.max(label.length, 8) * 1.5, height / 6))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 88%)"/>`
    + `<stop offset="1" stop-color="hsl(${(hue + 30) % 360} 65% 72%)"/></linearGradient></defs>`
    + `<rect width="100%" height="100%" fill="url(#g)"/>`
    + `<circle cx="${width * 0.78}" cy="${height * 0.28}" r="${Math.min(width, height) * 0.22}" fill="hsl(${hue} 60% 60% / .35)"/>`
    + `<text x="50%" y="55%" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="${size}" fill="hsl(${hue} 45% 25%)">${escapeXml(label)}</text></svg>`
}

export const demoImageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/demo-images/picture.svg', {
    schema: {
      hide: true,
      querystring: Type.Object({
        label: Type.String({ maxLength: 80 }),
        hue: Type.Integer({ minimum: 0, maximum: 359 }),
        w: Type.Integer({ minimum: 1, maximum: 4000 }),
        h: Type.Integer({ minimum: 1, maximum: 4000 }),
      }, { additionalProperties: false }),
    },
  }, async (req, reply) => {
    const { label, hue, w, h } = req.query
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').send(renderDemoSvg(label, hue, w, h))
  })
}
