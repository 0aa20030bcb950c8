import type { FastifyInstance } from 'fastify'
import { publicOrigin } from '../http/public-origin.ts'

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
const SITEMAP_LIMIT = 50_000 // the sitemap protocol's limit per file

/** /robots.txt and /sitemap.xml (every category, product and content page), cached by version. */
export function registerSeoFiles(app: FastifyInstance): void {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    reply.type('text/plain; charset=utf-8')
    return [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /account',
      'Disallow: /cart',
      'Disallow: /checkout',
      '',
      `Sitemap: ${publicOrigin(request)}/sitemap.xml`,
      '',
    ].join('\n')
  })

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const { catalogue, pages: contentPages } = request.server.ctx.services
    const origin = publicOrigin(request)
    const [{ categories, products }, pages] = await Promise.all([catalogue.slugs(SITEMAP_LIMIT), contentPages.list()])
    const paths = [
      '/',
      ...categories.map((slug) => `/category/${slug}`),
      ...pages.map((p) => `/page/${p.slug}`),
      ...products.map((slug) => `/product/${slug}`),
    ]
    reply.type('application/xml; charset=utf-8')
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
      .slice(0, SITEMAP_LIMIT)
      .map((p) => `  <url><loc>${escapeXml(origin + p)}</loc></url>`)
      .join('\n')}\n</urlset>\n`
  })
}
