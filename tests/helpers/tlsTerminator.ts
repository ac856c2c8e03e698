import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** A certificate authority made for one test run, and a certificate it signed for localhost. */
export type TestCertificates = { dir: string; caFile: string; key: Buffer; cert: Buffer }

/**
 * Made with the system's `openssl` in a temporary folder: a CA (to be trusted through
 * NODE_EXTRA_CA_CERTS, never installed anywhere) and a server certificate for 127.0.0.1 and
 * localhost, valid for a day.
 */
export function makeCertificates(): TestCertificates {
  const dir = mkdtempSync(path.join(tmpdir(), 'agency-tls-'))
  const file = (name: string) => path.join(dir, name)
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' })
  openssl(
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=Agency test CA',
    '-keyout', file('ca.key'), '-out', file('ca.crt'),
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign',
  ) // prettier-ignore
  openssl(
    'req', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost',
    '-keyout', file('server.key'), '-out', file('server.csr'),
  ) // prettier-ignore
  writeFileSync(
    file('server.ext'),
    'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n',
  )
  openssl(
    'x509', '-req', '-in', file('server.csr'), '-CA', file('ca.crt'), '-CAkey', file('ca.key'),
    '-CAcreateserial', '-days', '1', '-extfile', file('server.ext'), '-out', file('server.crt'),
  ) // prettier-ignore
  return {
    dir,
    caFile: file('ca.crt'),
    key: readFileSync(file('server.key')),
    cert: readFileSync(file('server.crt')),
  }
}

export type TlsTerminator = { port: number; close: () => Promise<void> }

/**
 * A TLS-terminating reverse proxy in front of the site, as a production host has one (nginx,
 * Caddy, a load balancer): it answers HTTPS and plain HTTP on the same port (the first byte of a
 * TLS connection is 0x16, a handshake record), forwards both to the site over HTTP with the
 * request's Host, and says how the visitor came in `X-Forwarded-Proto` and `X-Forwarded-For`
 * (appended, as nginx's `$proxy_add_x_forwarded_for`). One port for both, because the
 * Observatory's scanner asks `http://host:port/` and `https://host:port/` of the one address it
 * is given.
 */
export async function startTlsTerminator(
  upstreamPort: number,
  certificates: TestCertificates,
  port = 0,
): Promise<TlsTerminator> {
  const forward = (scheme: 'http' | 'https') => (req: http.IncomingMessage, res: http.ServerResponse) => {
    const headers = { ...req.headers }
    const client = req.socket.remoteAddress ?? ''
    headers['x-forwarded-for'] = headers['x-forwarded-for']
      ? `${String(headers['x-forwarded-for'])}, ${client}`
      : client
    headers['x-forwarded-proto'] = scheme
    const upstream = http.request(
      { host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers },
      (answer) => {
        // rawHeaders keeps every Set-Cookie and the names as the site wrote them.
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  }
  const plain = http.createServer(forward('http'))
  const secure = https.createServer({ key: certificates.key, cert: certificates.cert }, forward('https'))
  const sockets = new Set<net.Socket>()
  const accept = (socket: net.Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.once('data', (first) => {
      socket.pause()
      socket.unshift(first)
      ;(first[0] === 0x16 ? secure : plain).emit('connection', socket)
      process.nextTick(() => socket.resume())
    })
  }
  // `localhost` may resolve to either loopback address: one port on both (IPv6 where there is one).
  const fronts = [net.createServer(accept)]
  await new Promise<void>((resolve) => fronts[0]?.listen(port, '127.0.0.1', resolve))
  const address = fronts[0]?.address()
  if (!address || typeof address === 'string') throw new Error('the TLS terminator has no port')
  const v6 = net.createServer(accept)
  await new Promise<void>((resolve) => {
    v6.once('error', () => resolve())
    v6.listen(address.port, '::1', () => {
      fronts.push(v6)
      resolve()
    })
  })
  return {
    port: address.port,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await Promise.all(fronts.map((front) => new Promise<void>((resolve) => front.close(() => resolve()))))
    },
  }
}

export function removeCertificates(certificates: TestCertificates): void {
  rmSync(certificates.dir, { recursive: true, force: true })
}
