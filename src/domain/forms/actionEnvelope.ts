/**
 * Is a POST that Next.js will treat as a server action well formed enough for Next and React to
 * decode it? Next answers 500 (and logs a stack) for every envelope it cannot decode, before any
 * of the site's code runs; the proxy asks this first and answers 400 instead. A browser's request
 * always passes: these are the shapes React's own client writes.
 *
 * - A JavaScript call (`Next-Action` header) carries its arguments as one JSON array (a text body)
 *   or as multipart fields whose field `0` holds that array; the other fields belong to the
 *   `FormData` argument (`$K1` → fields `1_…`).
 * - A form posted without JavaScript (multipart, no header) names its action in `$ACTION_REF_k`,
 *   describes it in `$ACTION_k:0` (`{"id": …, "bound": "$@1"}`) and carries the bound state
 *   (useActionState's previous state) as a JSON array in `$ACTION_k:1`.
 * - Next's multipart parser for JavaScript calls (busboy) refuses control characters in a part
 *   header: in a field's name or a file's name.
 */

/**
 * The largest request a server action takes (next.config's `serverActions.bodySizeLimit`): a
 * testimonial's photo may be up to 5 MB (src/leads/upload.ts), the rest of a form a few KB.
 */
export const ACTION_BODY_LIMIT_BYTES = 6 * 1024 * 1024

/** A multipart entry: its name and either its text or, for a file, the file's name. */
export type EnvelopeEntry = readonly [name: string, value: string | { readonly fileName: string }]

export type ActionEnvelope =
  | { readonly kind: 'text'; readonly fetchAction: boolean; readonly body: string }
  | { readonly kind: 'multipart'; readonly fetchAction: boolean; readonly entries: readonly EnvelopeEntry[] }

/** Why a request is refused, for the log; null when Next can decode it. */
export type EnvelopeProblem = string | null

// Values React writes that stand for themselves; every other "$…" string points at another part
// of the request (a promise, map, set, blob, stream, server reference), which a form never sends.
const SELF_CONTAINED = /^\$(?:\$|undefined$|NaN$|Infinity$|-Infinity$|-0$|D|n-?\d+$)/
const FORM_DATA_REFERENCE = /^\$K[0-9a-f]+$/
// Busboy accepts a tab and the printable range in a part header's value.
const hasControl = (text: string) =>
  [...text].some((char) => {
    const code = char.charCodeAt(0)
    return (code < 0x20 && code !== 0x09) || code === 0x7f
  })

export function actionEnvelopeProblem(envelope: ActionEnvelope): EnvelopeProblem {
  if (envelope.kind === 'text') {
    // A text body is an action call only with the header; otherwise Next renders the page.
    return envelope.fetchAction ? argumentsProblem(envelope.body, true) : null
  }
  const { entries, fetchAction } = envelope
  for (const [name, value] of entries) {
    if (hasControl(name)) return 'control character in a field name'
    if (typeof value !== 'string' && hasControl(value.fileName)) return 'control character in a file name'
  }
  const text = new Map<string, string>()
  for (const [name, value] of entries) if (typeof value === 'string' && !text.has(name)) text.set(name, value)

  if (fetchAction) {
    const root = text.get('0')
    return root === undefined ? 'no arguments (field 0)' : argumentsProblem(root, true)
  }
  for (const name of text.keys()) {
    const ref = /^\$ACTION_REF_(.*)$/.exec(name)
    if (!ref) continue
    const prefix = `$ACTION_${ref[1]}:`
    const descriptor = parse(text.get(`${prefix}0`))
    if (!isRecord(descriptor) || typeof descriptor.id !== 'string') return 'action descriptor not readable'
    const { bound } = descriptor
    if (bound === null || bound === undefined) continue
    const chunk = typeof bound === 'string' ? /^\$@([0-9a-f]+)$/.exec(bound) : null
    if (!chunk) return 'bound state reference not readable'
    const problem = argumentsProblem(text.get(`${prefix}${parseInt(chunk[1]!, 16)}`), false)
    if (problem) return `bound state: ${problem}`
  }
  return null
}

/** A JSON array whose "$…" strings need no other part of the request. */
function argumentsProblem(json: string | undefined, fetchAction: boolean): EnvelopeProblem {
  if (json === undefined) return 'missing'
  const value = parse(json)
  if (value === NOT_JSON) return 'not JSON'
  if (!Array.isArray(value)) return 'not an array'
  return references(value, fetchAction) ? 'points at parts the request does not hold' : null
}

function references(value: unknown, fetchAction: boolean): boolean {
  if (typeof value === 'string')
    return (
      value.startsWith('$') &&
      !SELF_CONTAINED.test(value) &&
      !(fetchAction && FORM_DATA_REFERENCE.test(value))
    )
  if (Array.isArray(value)) return value.some((item) => references(item, fetchAction))
  if (isRecord(value)) return Object.values(value).some((item) => references(item, fetchAction))
  return false
}

const NOT_JSON = Symbol('not JSON')

function parse(json: string | undefined): unknown {
  if (json === undefined) return NOT_JSON
  try {
    return JSON.parse(json) as unknown
  } catch {
    return NOT_JSON
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
