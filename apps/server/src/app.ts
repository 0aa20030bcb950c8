import Fastify, { LogController, type FastifyServerOptions } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import fastifySwagger from '@fastify/swagger'
import type { Config } from './config.ts'
import type { Db } from './db/connect.ts'
import { registerErrorHandler } from './http/errors.ts'
import { ErrorsOnlyLogController, lazyRequestLogger } from './http/request-logger.ts'
import { registerNotFoundLimit } from './http/not-found-limit.ts'
import { numberInputKeyword, registerNumberInput } from './http/number-input.ts'
import { registerJsonBody } from './http/json-body.ts'
import { personalScope } from './http/personal-scope.ts'
import { securityHeaders } from './http/security-headers.ts'
import { httpsTest } from './http/https-test.ts'
import { openapiOptions, openapiRoute } from './http/openapi.ts'
import { putFrontBefore } from './http/front-server.ts'
import { registerCachedReadsFront } from './cache/cached-reply.ts'
import { storeRoutes } from './store/routes.ts'
import { catalogueRoutes } from './catalogue/routes.ts'
import { ownerRoutes } from './admin/routes.ts'
import { cartRoutes } from './cart/routes.ts'
import { accountRoutes, accountShopperRoutes } from './accounts/routes.ts'
import { addressRoutes } from './addresses/routes.ts'
import { accountCodeRoutes, profileRoutes } from './accounts/codes.routes.ts'
import { addressSearchRoutes } from './addresses/search.routes.ts'
import { avatarPictureRoutes, avatarRoutes } from './accounts/avatar.routes.ts'
import { photoRoutes } from './photos/routes.ts'
import { brandRoutes } from './store/brand.routes.ts'
import { faviconRoutes } from './web/favicon.ts'
import { orderRoutes, orderShopperRoutes } from './orders/routes.ts'
import { paymentRoutes, paymentShopperRoutes } from './payments/routes.ts'
import { walletRoutes } from './wallet/routes.ts'
import { walletHistoryRoutes } from './wallet/history.routes.ts'
import { scratchCardRoutes } from './scratch-cards/routes.ts'
import { rewardRoutes } from './rewards/routes.ts'
import { deliveryRoutes } from './branches/routes.ts'
import { referralRoutes, referralShopperRoutes } from './referrals/routes.ts'
import { wishlistRoutes } from './wishlist/routes.ts'
import { reviewRoutes, reviewShopperRoutes } from './reviews/routes.ts'
import { downloadRoutes, downloadShopperRoutes } from './downloads/routes.ts'
import { demoImageRoutes } from './web/demo-images.ts'
import { registerWebApp } from './web/static.ts'
import { apiDocsRoutes } from './web/api-docs.ts'
import { registerAdminApp } from './web/admin-app.ts'
import { healthRoutes } from './health/routes.ts'
import { metricsRoutes } from './metrics/routes.ts'
import { requestIds } from './http/request-id.ts'
import { withRedaction } from './http/log-redaction.ts'
import { buildContainer } from './container.ts'
import { pushKeyRoutes, pushRoutes } from './push/routes.ts'
import type { WorkerTiming } from './outbox/worker.ts'

export interface AppOptions {
  config: Config
  db: Db
  ownerTokenHash: Buffer
  logger?: FastifyServerOptions['logger']
  /** Tests of the API alone skip the built web app. */
  serveWebApp?: boolean
  notFoundLimit?: { maxPerWindow: number; windowMs: number }
  /**
   * Where lines meant for the person running the server go: the development outbox's mails and SMS, and
   * which of mail and SMS is off (server.ts prints them; the default is the info log).
   */
  print?: (line: string) => void
  /** Tests shorten the outbox's poll and backoff. */
  outboxTiming?: Partial<WorkerTiming>
}

/** The whole app as one plugin-style builder: no listen here, so tests call app.inject (fastify/demo style). */
export async function buildApp(options: AppOptions) {
  // One id maker for Fastify and the cached-reads front (decision 0072).
  const requestId = requestIds(options.config.trustProxy)
  const app = Fastify({
    // Tokens in URLs (download links) are blanked in logged requests (decision 0073).
    logger: withRedaction(options.logger),
    // No line per request (access logs are the proxy's; errors are still logged), and a request's own
    // logger is made only when it logs: both cost every request, cached reads included (decision 0031).
    // LOG_REQUESTS=1 brings the lines back.
    logController: options.config.logRequests ? new LogController() : new ErrorsOnlyLogController(),
    childLoggerFactory: lazyRequestLogger,
    // A trusted proxy's X-Request-Id, else a fresh one; sent back and on every line about the request (decision 0072).
    requestIdHeader: false,
    genReqId: requestId,
    // X-Forwarded-* only from proxies TRUST_PROXY names: the 404 limit keys on the client's address, HSTS on the scheme.
    trustProxy: options.config.trustProxy as FastifyServerOptions['trustProxy'],
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: true, useDefaults: true, allErrors: false },
      plugins: [numberInputKeyword],
    },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<TypeBoxTypeProvider>()

  const print = options.print ?? ((line: string) => app.log.info(line))
  app.decorate('ctx', buildContainer(options.config, options.db, { print, log: app.log, outboxTiming: options.outboxTiming }))
  // Every server process sends the outbox (decision 0014); closing the app stops it, so tests end.
  app.addHook('onReady', async () => {
    const { mail, sms, publicUrl, production } = options.config
    if (production && !publicUrl)
      print(
        "PUBLIC_URL is not set: links in mails, SMS and the sitemap use the address each request came to. Set PUBLIC_URL to the shop's public address (https://shop.example.com) so they never depend on it.",
      )
    if (!mail) print('Mail is off (SMTP_URL is not set): mails are printed here as [dev outbox] and kept in the outbox table.')
    if (!sms) print('SMS is off (TWILIO_* are not set): codes sent by SMS are printed here as [dev outbox] and kept in the outbox table.')
    // Without Razorpay keys the checkout offers cash on delivery and the wallet only (with keys, Razorpay is always wired).
    if (!app.ctx.services.placeOrder.onlinePayment) {
      print(
        'Online payment is off (RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are not set): shoppers pay cash on delivery or from their wallet.',
      )
    }
    app.ctx.outboxWorker.start()
  })
  // Expiry of unpaid online orders and late refunds run in every server too (decision 0021).
  app.addHook('onReady', async () => {
    if (options.config.razorpay && !options.config.razorpay.webhookSecret)
      print(
        'Razorpay webhooks are off (RAZORPAY_WEBHOOK_SECRET is not set): payments are confirmed by the browser and by the unpaid-order check only.',
      )
    app.ctx.paymentsWorker?.start()
  })
  app.addHook('onClose', async () => {
    await app.ctx.paymentsWorker?.stop()
  })
  // Download links of paid orders are issued by every server too (decision 0024).
  app.addHook('onReady', async () => app.ctx.downloadsWorker.start())
  app.addHook('onClose', async () => {
    await app.ctx.downloadsWorker.stop()
  })
  // The live board's LISTEN connection (decision 0053).
  app.addHook('onClose', async () => app.ctx.services.orderNews.close())
  app.addHook('onClose', async () => {
    await app.ctx.outboxWorker.stop()
    app.ctx.closeSenders()
  })
  // Scheduled backups: every server looks, the jobs' lease picks one (decision 0070).
  app.addHook('onReady', async () => app.ctx.backupWorker?.start())
  app.addHook('onClose', async () => {
    await app.ctx.backupWorker?.stop()
  })
  registerErrorHandler(app)
  const isHttps = httpsTest(options.config.trustProxy)
  // Cache hits are answered before Fastify (decision 0032).
  putFrontBefore(app.server, registerCachedReadsFront(app, isHttps, requestId))
  // One onRequest hook: every hook costs every request (decision 0028).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders(isHttps(request.raw)))
    reply.header('x-request-id', request.id)
    done()
  })
  // Requests by route pattern and status, only when metrics are on (decision 0071).
  const { metrics } = app.ctx
  if (metrics)
    app.addHook('onResponse', (request, reply, done) => {
      metrics.requests.observe(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000)
      done()
    })
  registerNumberInput(app)
  registerJsonBody(app)
  registerNotFoundLimit(app, options.notFoundLimit)

  await app.register(fastifySwagger, openapiOptions)
  // Shopper routes carry their full url from the contracts in core (decision 0010).
  await app.register(storeRoutes)
  await app.register(catalogueRoutes)
  await app.register(deliveryRoutes)
  await app.register(avatarPictureRoutes)
  await app.register(photoRoutes)
  await app.register(brandRoutes)
  // Browsers ask for /favicon.ico on every page, the owner's app included: answered before any logo (decision 0098).
  await app.register(faviconRoutes)
  await app.register(paymentRoutes)
  await app.register(reviewRoutes)
  await app.register(pushKeyRoutes)
  // Calls that answer one person are never cached; those of a logged-in shopper log them in once, in
  // the scope, which a guest or a bad token leaves with a 401 (decision 0040).
  await app.register(
    personalScope({ login: false }, [cartRoutes, accountRoutes, accountCodeRoutes, orderRoutes, referralRoutes, downloadRoutes]),
  )
  await app.register(
    personalScope({ login: true }, [
      accountShopperRoutes,
      profileRoutes,
      avatarRoutes,
      addressRoutes,
      addressSearchRoutes,
      orderShopperRoutes,
      paymentShopperRoutes,
      walletRoutes,
      walletHistoryRoutes,
      scratchCardRoutes,
      rewardRoutes,
      referralShopperRoutes,
      wishlistRoutes,
      pushRoutes,
      reviewShopperRoutes,
      downloadShopperRoutes,
    ]),
  )
  // The owner API (/api/admin/…) behind the owner token; each area registers its owner calls.
  await app.register(ownerRoutes, { ownerTokenHash: options.ownerTokenHash })
  await app.register(openapiRoute)
  await app.register(apiDocsRoutes)
  await app.register(demoImageRoutes)
  await app.register(healthRoutes)
  await app.register(metricsRoutes)
  // The owner's app at /admin: its own build, entry and policy (decision 0052).
  if (options.serveWebApp !== false) await registerAdminApp(app, options.config.adminDistDir)
  if (options.serveWebApp !== false) await registerWebApp(app, options.config.webDistDir)
  else app.setNotFoundHandler((_req, reply) => reply.status(404).send({ message: 'Not found' }))
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
