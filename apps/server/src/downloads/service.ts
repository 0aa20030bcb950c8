import type { DownloadInfo, OrderDownload, OrderDownloads } from '@store/core'
import { NotFoundError } from '../http/errors.ts'
import type { OrdersService } from '../orders/service.ts'
import type { ProductFileRow, ProductFilesRepository } from './files.repository.ts'
import type { DownloadIssuer } from './issuer.service.ts'
import { LinkGoneError, linkState, paymentStanding, STATE_MESSAGES, type OrderStanding } from './link-state.ts'
import type { DownloadLinkRow, DownloadLinksRepository } from './links.repository.ts'
import { newToken, tokenHash } from './tokens.ts'

/** What a download answers: the file's row (name, type, size) and its chunks to stream. */
export interface DownloadFile {
  file: ProductFileRow
  chunk(seq: number): Promise<Buffer | undefined>
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
  async take(token: string): Promise<DownloadFile> {
    const { link, file, order } = await this.lookUp(token)
    const state = linkState(link, file, order, new Date().toISOString())
    if (state !== 'ready') throw new LinkGoneError(state)
    const now = new Date().toISOString()
    if (!(await this.links.takeOne(link.id, now))) throw new LinkGoneError(link.expires_at! <= now ? 'expired' : 'used_up')
    return { file: file!, chunk: (seq) => this.files.chunk(file!.id, seq) }
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
