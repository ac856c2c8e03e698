import cluster from 'node:cluster'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A port only this process listens on, for the page cache's own renders (./pageCache.ts), when
 * the process is one of several sharing the site's port (`WEB_CONCURRENCY`, decision 049).
 *
 * The page cache renders a page by asking its own server for it over loopback, with a token only
 * this process knows. On a shared port the first process hands that request to any of them: the
 * token would be refused by another, and even with a shared token another process may not have
 * heard of the latest change yet, so this one would keep a page older than its change count says.
 * A private port, answered by the same Next.js request handler as the site's (the hook in
 * ./peerAddress.ts notes which server that is), keeps the render in this process.
 */

const SITE_SERVER = Symbol.for('agency.siteServer')
const OWN_PORT = Symbol.for('agency.processPort')
const PRIVATE = Symbol.for('agency.privateServer')

type Holder = { [SITE_SERVER]?: Server; [OWN_PORT]?: Promise<string> }
const holder = globalThis as Holder

/** Called for every request the process's servers get: the first one not private is the site's. */
export function noteSiteServer(server: Server): void {
  if (!holder[SITE_SERVER] && !(server as Server & { [PRIVATE]?: true })[PRIVATE])
    holder[SITE_SERVER] = server
}

/**
 * The origin of this process's own port when it shares the site's port with others (a cluster
 * worker); null otherwise, where the site's port is this process's.
 */
export function processOrigin(): Promise<string> | null {
  if (!cluster.isWorker) return null
  holder[OWN_PORT] ??= listenPrivately().catch((error: unknown) => {
    holder[OWN_PORT] = undefined
    throw error
  })
  return holder[OWN_PORT]
}

function listenPrivately(): Promise<string> {
  const site = holder[SITE_SERVER]
  if (!site) return Promise.reject(new Error('page cache: the site’s server has had no request yet'))
  return new Promise((resolve, reject) => {
    // Next's own handlers, called as the site's server calls them (the hook has run already:
    // this server's requests go through it as well).
    const server = createServer((request: IncomingMessage, response: ServerResponse) => {
      for (const listener of site.listeners('request')) Reflect.apply(listener, site, [request, response])
    })
    ;(server as Server & { [PRIVATE]?: true })[PRIVATE] = true
    server.once('error', reject)
    // `exclusive`: a cluster worker's port of its own, not one shared through the first process.
    server.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => {
      server.unref()
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
    })
  })
}
