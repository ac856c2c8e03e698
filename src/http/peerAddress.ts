import { type IncomingMessage, Server, type ServerResponse } from 'node:http'

import { passEncoding } from './encodedAnswer'
import { refuseUnservedMethod } from './methods'
import { noteSiteServer } from './processPort'
import { hardenResponse } from './responseHeaders'

/**
 * Makes `X-Forwarded-For` end with the address of the connection's peer, on every request this
 * process's HTTP servers receive, before Next.js sees the request (docs/decisions/033).
 *
 * Next 16 sets the header to the socket's address only when the request has none
 * (`??=` in base-server.js): a client connecting directly could write any address there and
 * dodge every limit per address. Appended here, the last entry is always the peer, whoever wrote
 * the rest; src/auth/clientAddress.ts then counts TRUSTED_PROXY_HOPS entries from that end.
 */
export function appendPeerAddress(request: IncomingMessage): void {
  const peer = request.socket.remoteAddress
  if (!peer) return
  const sent = request.headers['x-forwarded-for']
  const earlier = (Array.isArray(sent) ? sent.join(', ') : (sent ?? '')).trim()
  request.headers['x-forwarded-for'] = earlier ? `${earlier}, ${peer}` : peer
}

const installed = Symbol.for('agency.peerAddress')
const keptAnswers = Symbol.for('agency.keptAnswers')

/** Null when the request cannot be answered so; else whether it was (./keptAnswer.ts). */
type KeptAnswers = (request: IncomingMessage, response: ServerResponse) => Promise<boolean> | null

/**
 * From now on the hook first offers each request to `answer` (the page cache's kept pages,
 * ./keptAnswer.ts): when it answers, Next.js never sees the request; when it does not, Next.js
 * gets it next, unchanged. Set once the server's Payload runs (src/instrumentation.ts).
 */
export function answerKeptPagesFirst(answer: KeptAnswers): void {
  ;(globalThis as { [keptAnswers]?: KeptAnswers })[keptAnswers] = answer
}

/**
 * Installs, for every `http.Server` of the process (those already listening included: the event
 * is emitted through the prototype), what must happen before Next.js sees a request: a method
 * nothing serves is answered 405 (./methods.ts), the peer is appended, the response will leave
 * with the base security headers and without Next's internal ones (./responseHeaders.ts), a
 * precompressed answer of the page cache keeps its encoding (./encodedAnswer.ts), and, once
 * `answerKeptPagesFirst` has run, a page the page cache keeps is answered without Next.js
 * (./keptAnswer.ts, decision 048). Idempotent.
 */
export function installPeerAddress(): void {
  const proto = Server.prototype as Server & { [installed]?: true }
  if (proto[installed]) return
  const emit = proto.emit
  proto.emit = function emitWithPeer(this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse]
      noteSiteServer(this)
      if (refuseUnservedMethod(request, response)) return true
      appendPeerAddress(request)
      hardenResponse(response)
      passEncoding(response)
      const answering = (globalThis as { [keptAnswers]?: KeptAnswers })[keptAnswers]?.(request, response)
      if (answering) {
        const next = () => Reflect.apply(emit, this, [event, ...args]) as boolean
        void answering.then((answered) => answered || next(), next)
        return true
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean
  } as typeof proto.emit
  proto[installed] = true
}

/** Whether this process's HTTP servers run the hook above (not under `next dev`'s other workers). */
export const requestHookInstalled = (): boolean =>
  (Server.prototype as Server & { [installed]?: true })[installed] === true
