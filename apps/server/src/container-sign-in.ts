import type { Db } from './db/connect.ts'
import type { UnitOfWork } from './db/transaction.ts'
import type { AccountsRepository } from './accounts/repository.ts'
import type { AccountsService } from './accounts/service.ts'
import { AvatarRepository } from './accounts/avatar.repository.ts'
import { AvatarService } from './accounts/avatar.service.ts'
import { CodesRepository } from './accounts/codes.repository.ts'
import { CodesService } from './accounts/codes.service.ts'
import { OtpLoginService } from './accounts/otp.service.ts'
import { PasswordResetService } from './accounts/password-reset.service.ts'
import { ProfileRepository } from './accounts/profile.repository.ts'
import { ProfileService } from './accounts/profile.service.ts'
import type { LimitsService } from './limits/service.ts'
import type { Outbox } from './outbox/outbox.ts'

/**
 * A shopper's one-time codes and what uses them: logging in by code, resetting a password, changing
 * the profile's phone or e-mail; and the profile's picture. The codes are sent through the outbox and
 * counted by the limits service (held in the database, so they hold across servers).
 */
export function buildSignInServices(deps: {
  db: Db
  work: UnitOfWork
  accountsRepo: AccountsRepository
  accounts: AccountsService
  limits: LimitsService
  outbox: Outbox
}) {
  const { db, work, accountsRepo, accounts, limits, outbox } = deps
  const codesRepo = new CodesRepository(db.kysely)
  const profiles = new ProfileRepository(db.kysely)
  const codes = new CodesService(codesRepo, limits, outbox, work)
  return {
    otpLogin: new OtpLoginService(codes, profiles, accountsRepo, accounts, work),
    passwordReset: new PasswordResetService(codesRepo, profiles, accountsRepo, limits, outbox, work),
    profile: new ProfileService(profiles, accountsRepo, codes, work),
    avatars: new AvatarService(new AvatarRepository(db.kysely), accounts, work),
  }
}
