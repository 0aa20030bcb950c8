import { createHash } from 'node:crypto'
import { photoUrl, type UploadedPhoto } from '@store/core'
import type { OwnerWrites } from '../admin/owner-writes.ts'
import { NotFoundError } from '../http/errors.ts'
import type { Actor } from '../staff/actor.ts'
import { encodePhoto } from './image.ts'
import type { PhotosRepository } from './repository.ts'

/**
 * Catalogue photos, kept in the database so every server can serve them (decision 0055). A photo is
 * named by the hash of the uploaded bytes: its widths are made once, a new photo gets a new URL, and
 * each URL is immutable.
 */
export class PhotosService {
  constructor(
    private readonly repo: PhotosRepository,
    private readonly writes: OwnerWrites,
  ) {}

  /**
   * Encodes and keeps an upload, with its audit entry (decision 0051): who, which photo (its hash), and
   * its sizes. The same photo uploaded again adds no rows but is still an upload someone made.
   */
  async store(upload: Buffer, alt: string, actor: Actor): Promise<UploadedPhoto> {
    const widths = await encodePhoto(upload)
    const hash = createHash('sha256').update(upload).digest('hex').slice(0, 32)
    const sizes = widths.map((w) => ({ ...w.size, url: photoUrl(hash, w.width), bytes: w.bytes.length }))
    // The record keeps the widest URL with its real size, so pages reserve the right space before it loads.
    const widest = sizes.at(-1)!
    const after = {
      url: widest.url,
      alt,
      uploaded_bytes: upload.length,
      sizes: sizes.map((s) => `${s.width}×${s.height}`).join(', '),
      stored_bytes: sizes.reduce((sum, s) => sum + s.bytes, 0),
    }
    await this.writes.run([], async (trx) => {
      await this.repo.save(trx, hash, widths, new Date().toISOString())
      await this.writes.record(trx, actor, { objectType: 'photo', objectId: hash, action: 'upload', before: null, after })
    })
    return { image: { url: widest.url, width: widest.width, height: widest.height, alt }, sizes }
  }

  /** Photos already encoded by this pipeline (the demo's, decision 0055): stored as they are. */
  async keepEncoded(photos: { hash: string; widths: { width: number; size: { height: number }; bytes: Buffer }[] }[]): Promise<void> {
    const now = new Date().toISOString()
    await this.writes.run([], async (trx) => {
      for (const photo of photos) await this.repo.save(trx, photo.hash, photo.widths, now)
    })
  }

  async imageOrThrow(hash: string, width: number): Promise<Buffer> {
    const image = await this.repo.image(hash, width)
    if (!image) throw new NotFoundError('Photo')
    return image
  }
}
