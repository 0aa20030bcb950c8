import fs from 'node:fs'
import http from 'node:http'

/**
 * The baseline: a bare node:http server that answers each benchmarked URL with the exact bytes and
 * content type the store answered with. Anything the store costs beyond this is framework, database and rules.
 */
const responses = new Map<string, { body: Buffer; type: string }>(
  Object.entries(JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as Record<string, { body: string; type: string }>).map(
    ([url, r]) => [url, { body: Buffer.from(r.body), type: r.type }],
  ),
)
const server = http.createServer((req, res) => {
  const r = responses.get(req.url ?? '')
  if (!r) {
    res.writeHead(404).end()
    return
  }
  res.writeHead(200, { 'content-type': r.type, 'content-length': r.body.length }).end(r.body)
})
server.listen(Number(process.argv[3]), '127.0.0.1', () => console.log('Storefront running at (bare baseline)'))
