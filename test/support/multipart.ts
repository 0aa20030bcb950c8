import { randomBytes } from 'node:crypto'

/** One field of a multipart form: a file when it has a filename. */
export interface Part {
  name: string
  filename?: string
  type?: string
  data: Buffer | string
}

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----storefront${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`
    const type = p.type !== undefined ? `Content-Type: ${p.type}\r\n` : ''
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
      Buffer.from(p.data),
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}
