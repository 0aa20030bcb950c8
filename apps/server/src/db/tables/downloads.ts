import type { Generated } from 'kysely'

/** Downloadable products (decision 0024): the files and the links that serve them. */
export interface DownloadTables {
  /** A product's downloadable file (decision 0024); its bytes are in product_file_chunks. */
  product_files: {
    id: Generated<number>
    product_id: number
    file_name: string
    content_type: string
    size: number
    sha256: string
    chunk_count: number
    updated_at: string
  }
  /** The file's bytes, 1 MiB a row, so a download streams without holding the whole file in memory. */
  product_file_chunks: { file_id: number; seq: number; bytes: Buffer }
  /** One paid line's download link: downloads left, and its expiry once the order is paid. */
  download_links: {
    id: Generated<number>
    order_id: number
    order_line_id: number
    product_id: number
    user_id: number
    name: string
    downloads_left: number
    issued_at: string | null
    expires_at: string | null
    link_base: string
    created_at: string
    /** When a download was last counted: a resume within a day of it is free (decision 0041). */
    last_taken_at: Generated<string | null>
  }
  /** SHA-256 of a link's tokens: one for the mail, one for the order's page (replaced each time the page asks). */
  download_tokens: { token_hash: string; link_id: number; purpose: string; created_at: string }
}
