import type { FastifyInstance, FastifyRequest } from 'fastify'

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
const SITEMAP_LIMIT = 50_000 // the sitemap protocol's limit per file

export const publicOrigin = (request: FastifyRequest) => request.server.ctx.config.publicUrl ?? `${request.protocol}://${request.host}`

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
    const { db } = request.server.ctx
    const origin = publicOrigin(request)
    const [categories, products, pages] = await Promise.all([
      db.kysely.selectFrom('categories').select('slug').orderBy('position').execute(),
      db.kysely
        .selectFrom('products')
        .select('slug')
        .where('is_active', '=', 1)
        .orderBy('position')
        .orderBy('id')
        .limit(SITEMAP_LIMIT)
        .execute(),
      db.kysely.selectFrom('pages').select('slug').orderBy('position').execute(),
    ])
    const paths = [
      '/',
      ...categories.map((c) => `/category/${c.slug}`),
      ...pages.map((p) => `/page/${p.slug}`),
      ...products.map((p) => `/product/${p.slug}`),
    ]
    reply.type('application/xml; charset=utf-8')
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
      .slice(0, SITEMAP_LIMIT)
      .map((p) => `  <url><loc>${escapeXml(origin + p)}</loc></url>`)
      .join('\n')}\n</urlset>\n`
  })
}
