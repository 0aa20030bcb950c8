import type { DownloadInfo, OrderDownload, OrderDownloads } from '@store/core'
import { NotFoundError } from '../http/errors.ts'
import type { OrdersService } from '../orders/service.ts'
import { CHUNK_BYTES, type ProductFileRow, type ProductFilesRepository } from './files.repository.ts'
import type { DownloadIssuer } from './issuer.service.ts'
import { LinkGoneError, linkState, paymentStanding, STATE_MESSAGES, type OrderStanding } from './link-state.ts'
import type { DownloadLinkRow, DownloadLinksRepository } from './links.repository.ts'
import { newToken, tokenHash } from './tokens.ts'
import { ifRangeHolds, requestedRange, type ByteRange } from './byte-range.ts'

/** A resume (a range past the first byte) within this long of the link's last counted download is free. */
const RESUME_WINDOW_MS = 24 * 3_600_000

/** What a download answers: the file's row (name, type, size), the part asked for (null: all), its validators, and its chunks to stream. */
export interface DownloadFile {
  file: ProductFileRow
  range: ByteRange | null
  etag: string
  lastModified: string
  /** The bytes of the file, or of the range, a chunk (1 MiB) at a time: a 50 MB download never sits in memory. */
  bytes(): AsyncGenerator<Buffer>
}

/** The file's validators: its content's hash as a strong ETag, and when it was replaced. */
const fileVersion = (file: ProductFileRow) => ({ etag: `"${file.sha256}"`, lastModified: new Date(file.updated_at).toUTCString() })

/** A range that starts past the file's end: 416, with the file's size. */
export class RangeNotSatisfiableError extends Error {
  constructor(readonly size: number) {
    super('The range asked for is beyond the end of the file')
  }
}

/**
 * The shopper's side of digital goods (decision 0024): the order page's files with fresh
 * links, what a link leads to, and the download itself, each download taken by a conditional UPDATE.
 */
export class DownloadsService {
  constructor(
    private readonly links: DownloadLinksRepository,
    private readonly files: ProductFilesRepository,
    private readonly orders: OrdersService,
    private readonly issuer: DownloadIssuer,
  ) {}

  /**
   * The files of the shopper's own order (another shopper's is a 404). The page cannot show the mail's
   * link (only its hash is kept), so it gets a link of its own, replaced each time the page asks.
   */
  async forOrder(userId: number, publicId: string): Promise<OrderDownloads> {
    const order = await this.orders.ownOrThrow(userId, publicId)
    let links = await this.links.ofOrder(order.id)
    if (links.some((l) => l.issued_at === null)) {
      // Paid a moment ago: issue now rather than wait for the worker.
      await this.issuer.issue(order.id)
      links = await this.links.ofOrder(order.id)
    }
    if (paymentStanding(order) === 'never') return { state: links.length > 0 ? 'unavailable' : 'none', downloads: [] }
    if (links.length === 0) return { state: 'none', downloads: [] }
    if (links.some((l) => l.issued_at === null)) return { state: 'waiting', downloads: [] }
    const now = new Date().toISOString()
    const downloads: OrderDownload[] = []
    for (const link of links) {
      const file = await this.files.byProduct(link.product_id)
      const state = linkState(link, file, order, now)
      let url: string | null = null
      if (state === 'ready') {
        const token = newToken()
        await this.links.setToken(link.id, 'page', tokenHash(token), now)
        url = `/api/downloads/${token}`
      }
      downloads.push({ line_id: link.order_line_id, ...described(link, file), state, url })
    }
    return { state: 'ready', downloads }
  }

  /** What a link leads to and whether it still works; uses no download. An unknown token is a 404. */
  async info(token: string): Promise<DownloadInfo> {
    const { link, file, order } = await this.lookUp(token)
    const state = linkState(link, file, order, new Date().toISOString())
    return { ...described(link, file), state, message: state === 'ready' ? null : STATE_MESSAGES[state] }
  }

  /**
   * Takes one of the link's downloads and answers the file. A link that no longer works is a
   * LinkGoneError (410) with the reason; parallel requests past the last download get that too.
   */
  /**
   * A download of the link's file, or the part a `Range` asks for (decision 0041). A download from the
   * first byte takes one of the link's downloads (a conditional UPDATE); a resume, a range past the
   * first byte within a day of the last counted download, takes none, so a broken download of a large
   * file can be finished without using the link up. A range past the end is a 416, and takes nothing.
   */
  async take(token: string, ask: { range?: string; ifRange?: string } = {}): Promise<DownloadFile> {
    const { link, file, order } = await this.lookUp(token)
    const now = new Date()
    const state = linkState(link, file, order, now.toISOString())
    if (state !== 'ready' && state !== 'used_up') throw new LinkGoneError(state)
    const version = fileVersion(file!)
    const range = ifRangeHolds(ask.ifRange, version.etag, version.lastModified) ? requestedRange(ask.range, file!.size) : null
    if (range === 'unsatisfiable') throw new RangeNotSatisfiableError(file!.size)
    const lastTaken = link.last_taken_at === null ? Number.NEGATIVE_INFINITY : Date.parse(link.last_taken_at)
    const resuming = range !== null && range.start > 0 && now.getTime() - lastTaken < RESUME_WINDOW_MS
    if (!resuming) {
      if (state !== 'ready') throw new LinkGoneError(state)
      const at = now.toISOString()
      if (!(await this.links.takeOne(link.id, at))) throw new LinkGoneError(link.expires_at! <= at ? 'expired' : 'used_up')
    }
    return { file: file!, range, ...version, bytes: () => this.bytesOf(file!, range) }
  }

  private async *bytesOf(file: ProductFileRow, range: ByteRange | null): AsyncGenerator<Buffer> {
    const start = range?.start ?? 0
    const end = range?.end ?? file.size - 1
    for (let seq = Math.floor(start / CHUNK_BYTES); seq <= Math.floor(end / CHUNK_BYTES) && seq < file.chunk_count; seq++) {
      const bytes = await this.files.chunk(file.id, seq)
      // Replaced or removed by the owner mid-download: the answer stops short rather than mix two files.
      if (!bytes) throw new Error(`downloads: file ${file.id} changed during a download`)
      const offset = seq * CHUNK_BYTES
      yield bytes.subarray(Math.max(0, start - offset), Math.min(bytes.length, end - offset + 1))
    }
  }

  private async lookUp(
    token: string,
  ): Promise<{ link: DownloadLinkRow; file: ProductFileRow | undefined; order: OrderStanding & { id: number } }> {
    const link = await this.links.byTokenHash(tokenHash(token))
    const order = link && link.issued_at !== null ? await this.orders.byId(link.order_id) : undefined
    if (!link || !order) throw new NotFoundError('Download link')
    return { link, file: await this.files.byProduct(link.product_id), order }
  }
}

function described(link: DownloadLinkRow, file: ProductFileRow | undefined) {
  return {
    name: link.name,
    file_name: file?.file_name ?? '',
    size: file?.size ?? 0,
    downloads_left: link.downloads_left,
    expires_at: link.expires_at!,
  }
}
