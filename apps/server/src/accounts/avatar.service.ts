import { createHash } from 'node:crypto'
import type { User } from '@store/core'
import type { UnitOfWork } from '../db/transaction.ts'
import { NotFoundError } from '../http/errors.ts'
import { avatarWebp } from './avatar-image.ts'
import type { AvatarRepository } from './avatar.repository.ts'
import type { AccountsService } from './service.ts'

/**
 * Shopper pictures, kept in the database so every server can serve them (decision 0015).
 * A picture is named by the hash of its WebP bytes: a new picture gets a new URL, so each URL is
 * immutable and browsers keep it for a year.
 */
export class AvatarService {
  constructor(
    private readonly repo: AvatarRepository,
    private readonly accounts: AccountsService,
    private readonly work: UnitOfWork,
  ) {}

  async change(userId: number, upload: Buffer): Promise<User> {
    await this.accounts.details(userId) // a deleted account is a 401 before any work
    const webp = await avatarWebp(upload)
    const hash = createHash('sha256').update(webp).digest('hex').slice(0, 32)
    await this.work.run((trx) => this.repo.save(trx, userId, hash, webp, new Date().toISOString()))
    return this.accounts.details(userId)
  }

  async imageOrThrow(hash: string): Promise<Buffer> {
    const image = await this.repo.image(hash)
    if (!image) throw new NotFoundError('Picture')
    return image
  }
}
