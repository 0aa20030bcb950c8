import type { FastifyInstance } from 'fastify'
import { accountEndpoints } from '@store/core'
import { endpointRoutes } from '../http/endpoint-routes.ts'
import { publicOrigin } from '../http/public-origin.ts'

/** Code logins, password reset and profile edits. Answers are personal: never cached. */
export async function accountCodeRoutes(app: FastifyInstance): Promise<void> {
  const { accounts, otpLogin, passwordReset } = app.ctx.services
  const route = endpointRoutes(app, accountEndpoints)

  route('POST /api/send-login-otp', ({ body, request }) => otpLogin.sendLoginCode(body, request.ip))
  route('POST /api/login-otp', ({ body, request }) => otpLogin.loginWithCode(body, accounts.guestOf(request)))
  route('POST /api/send-forgot-password-email', ({ body, request }) =>
    passwordReset.sendLink(body, { clientAddress: request.ip, origin: publicOrigin(request) }),
  )
  route('POST /api/verify-forgot-password', ({ body }) => passwordReset.reset(body))
}

/** Profile edits of the logged-in shopper (the shopper scope logs them in). */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { profile } = app.ctx.services
  const route = endpointRoutes(app, accountEndpoints)
  route('POST /api/user/update-details', ({ body, request }) => profile.updateDetails(request.shopperId, body, request.ip))
  route('POST /api/user/verify-contact', ({ body, request }) => profile.verifyContact(request.shopperId, body))
}
