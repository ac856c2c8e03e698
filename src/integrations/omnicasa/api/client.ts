import type { OmnicasaLanguage } from '../types'

/**
 * A client for Omnicasa's web API (issue 21; docs/decisions/040-live-crm.md), following the public
 * PHP client fw4-bvba/omnicasa-api: every call is `GET <base>/<Call>Json?json=<parameters>`, the
 * customer's name and password among the parameters; the answer is wrapped as
 * `{"<Call>JsonResult": {Success, Message, Value}}`; lists are paged with Limit1/Limit2 and answer
 * `{Items, RowsCount}`.
 *
 * Errors name the call, never the URL: Omnicasa takes the credentials in the query string, and an
 * error ends up in logs and in the admin's history of runs.
 */

export type OmnicasaConfig = {
  baseUrl: string
  customerName: string
  customerPassword: string
  /** Per request, in ms. */
  timeoutMs: number
  /** Tries per request, the first included. */
  attempts: number
  /** The pause before the second try, doubled before each next one, in ms. */
  backoffMs: number
}

/** Omnicasa's LanguageId of each content language. */
export const omnicasaLanguageIds: Record<OmnicasaLanguage, number> = { nl: 1, fr: 2, en: 3, de: 4 }

export class OmnicasaError extends Error {
  constructor(
    readonly call: string,
    readonly detail: string,
    /** A failure that may pass (network, timeout, 5xx, 429): worth another try later. */
    readonly transient: boolean,
  ) {
    super(`Omnicasa ${call}: ${detail}`)
    this.name = 'OmnicasaError'
  }
}

type Params = Record<string, unknown>
type Page = { Items: unknown[]; RowsCount: number }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export class OmnicasaClient {
  /** Requests sent, retries included: benchmarks and tests count them. */
  requests = 0

  constructor(private readonly config: OmnicasaConfig) {}

  /** One call's `Value`. Retries what may pass; throws OmnicasaError. */
  async call(name: string, params: Params = {}): Promise<unknown> {
    const { attempts, backoffMs } = this.config
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once(name, params)
      } catch (error) {
        if (!(error instanceof OmnicasaError) || !error.transient || attempt >= attempts) throw error
        await sleep(backoffMs * 2 ** (attempt - 1))
      }
    }
  }

  /** One page of a paged list (Limit1 is the first row, 0-based; Limit2 the number of rows). */
  async page(name: string, params: Params, first: number, size: number): Promise<Page> {
    const value = await this.call(name, { ...params, Limit1: first, Limit2: size })
    if (!isRecord(value) || !Array.isArray(value.Items) || typeof value.RowsCount !== 'number')
      throw new OmnicasaError(name, 'expected a list ({Items, RowsCount})', false)
    return { Items: value.Items, RowsCount: value.RowsCount }
  }

  /** Every row of a paged list, a page at a time. */
  async *pages(name: string, params: Params = {}, size = 100): AsyncGenerator<unknown[]> {
    for (let first = 0; ; first += size) {
      const { Items, RowsCount } = await this.page(name, params, first, size)
      if (Items.length > 0) yield Items
      if (Items.length < size || first + Items.length >= RowsCount) return
    }
  }

  /** Every row of a paged list. */
  async list(name: string, params: Params = {}, size = 100): Promise<unknown[]> {
    const rows: unknown[] = []
    for await (const items of this.pages(name, params, size)) rows.push(...items)
    return rows
  }

  /** A call whose Value is an array (not paged). */
  async array(name: string, params: Params = {}): Promise<unknown[]> {
    const value = await this.call(name, params)
    if (!Array.isArray(value)) throw new OmnicasaError(name, 'expected an array', false)
    return value
  }

  private async once(name: string, params: Params): Promise<unknown> {
    const { baseUrl, customerName, customerPassword, timeoutMs } = this.config
    const url = new URL(`${name}Json`, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
    url.searchParams.set(
      'json',
      JSON.stringify({ ...params, CustomerName: customerName, CustomerPassword: customerPassword }),
    )
    this.requests++
    let response: Response
    try {
      response = await fetch(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
      throw new OmnicasaError(
        name,
        timedOut ? `no answer within ${timeoutMs} ms` : `could not be reached (${causeOf(error)})`,
        true,
      )
    }
    if (!response.ok) {
      await response.body?.cancel()
      const transient = response.status >= 500 || response.status === 429 || response.status === 408
      throw new OmnicasaError(name, `answered HTTP ${response.status}`, transient)
    }
    let body: unknown
    try {
      body = await response.json()
    } catch {
      throw new OmnicasaError(name, 'answered something that is not JSON', false)
    }
    const result = isRecord(body) && `${name}JsonResult` in body ? body[`${name}JsonResult`] : body
    if (!isRecord(result) || typeof result.Success !== 'boolean' || !('Value' in result))
      throw new OmnicasaError(name, 'answered without {Success, Value}', false)
    if (!result.Success)
      throw new OmnicasaError(name, `refused: ${String(result.Message ?? 'no message')}`, false)
    return result.Value
  }
}

/** A network error's code or message, without the URL that carries the credentials. */
function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause
  if (cause && typeof cause.code === 'string') return cause.code
  if (cause && typeof cause.message === 'string' && !cause.message.includes('json=')) return cause.message
  return error instanceof Error ? error.name : 'unknown error'
}
