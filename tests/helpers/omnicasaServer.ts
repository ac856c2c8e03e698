import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

/**
 * A local Omnicasa-compatible web API for tests and benchmarks (issue 21), serving a snapshot
 * folder in the call shapes of the public client fw4-bvba/omnicasa-api: `GET /<Call>Json?json=…`
 * with the customer's name and password among the parameters, answered as
 * `{"<Call>JsonResult": {Success, Message, Value}}`, lists paged by Limit1/Limit2 as
 * `{Items, RowsCount}`. Listings are served without their pictures and documents, which come from
 * GetPropertyPictureList and GetDocumentList, as Omnicasa's list calls do.
 *
 * Tests change, add and remove listings, make the server fail (`mode`), and read the calls it was
 * sent (without the credentials) and the write calls' parameters.
 */

type JsonRecord = Record<string, unknown>
type Language = 'fr' | 'nl' | 'en' | 'de'

const languages: readonly Language[] = ['fr', 'nl', 'en', 'de']
const languageOfId: Record<number, Language> = { 1: 'nl', 2: 'fr', 3: 'en', 4: 'de' }
export const CUSTOMER = { name: 'agency-test', password: 'correct horse battery staple' }

/** The calls that write into the CRM (decision 041): recorded, answered with an id or true. */
const WRITE_CALLS = new Set([
  'ContactOnMe',
  'ContactOnMeProject',
  'RegisterPerson',
  'DemandRegister2',
  'UnsubscribeDemandPerson',
  'AddPersonToAppointment',
])

const MEDIA_FIELDS = ['SmallPictureItems', 'XLargePictureItems', 'Documents'] as const

const pad = (n: number) => String(n).padStart(2, '0')
/** A local date-time as Omnicasa writes them (YYYY-MM-DDTHH:mm:ss). */
const localTime = (ms: number) => {
  const d = new Date(ms)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
}

export type FakeOmnicasaOptions = { snapshotDir: string; port?: number }

export class FakeOmnicasa {
  /** Listing records by language and id, in full (pictures and documents included). */
  readonly listings = new Map<Language, Map<number, JsonRecord>>()
  private readonly lists = new Map<string, JsonRecord[]>()
  private readonly deleted: { ID: number; DeletedDate: string }[] = []
  private readonly written: { call: string; params: JsonRecord }[] = []
  /** Every call received, in order, with its parameters but not the credentials. */
  readonly calls: { call: string; params: JsonRecord }[] = []
  /** up: answers; down: HTTP 500 on every call; malformed: GetPropertyList lists a broken record. */
  mode: 'up' | 'down' | 'malformed' = 'up'
  /** Write calls: false answers them; 'down' answers HTTP 500; 'refuse' answers Success false. */
  failWrites: false | 'down' | 'refuse' = false
  /** Write calls answered HTTP 500 whatever `failWrites` says. */
  readonly downCalls = new Set<string>()
  private clock = 0
  private nextPersonId = 900_000
  private server: Server | null = null
  url = ''

  private constructor(dir: string) {
    const read = (file: string): JsonRecord[] => {
      try {
        return JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as JsonRecord[]
      } catch {
        return []
      }
    }
    for (const language of languages) {
      const records = read(`properties.${language}.json`)
      this.listings.set(language, new Map(records.map((r) => [r.ID as number, r])))
      for (const r of records) this.clock = Math.max(this.clock, Date.parse(`${String(r.LastChangedDate)}Z`))
      for (const name of ['property-types', 'cities', 'cities-sale', 'cities-rent', 'projects'])
        this.lists.set(`${name}.${language}`, read(`${name}.${language}.json`))
    }
    for (const name of [
      'tree-nodes',
      'owners',
      'statistics',
      'communications',
      'neighbourhoods',
      'appointments',
    ])
      this.lists.set(name, read(`${name}.json`))
  }

  static async start({ snapshotDir, port = 0 }: FakeOmnicasaOptions): Promise<FakeOmnicasa> {
    const fake = new FakeOmnicasa(snapshotDir)
    const server = createServer((req, res) => fake.answer(req, res))
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    fake.server = server
    fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    return fake
  }

  async stop(): Promise<void> {
    const server = this.server
    if (!server) return
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }

  /** The time the CRM writes on the next change: after every LastChangedDate it has. */
  omnicasaNow(): string {
    this.clock = Math.max(this.clock + 1000, Date.now() - (Date.now() % 1000))
    return localTime(this.clock)
  }

  /** Changes a listing in every language it has, as an agent saving it in the CRM would. */
  changeListing(id: number, change: (record: JsonRecord, language: Language) => JsonRecord): void {
    const at = this.omnicasaNow()
    let found = false
    for (const [language, records] of this.listings) {
      const record = records.get(id)
      if (!record) continue
      found = true
      records.set(id, { ...change(record, language), LastChangedDate: at })
    }
    if (!found) throw new Error(`No listing ${id} on the fake Omnicasa`)
  }

  removeListing(id: number): void {
    for (const records of this.listings.values()) records.delete(id)
    this.deleted.push({ ID: id, DeletedDate: this.omnicasaNow() })
  }

  /** Adds a listing: its record in each language given. */
  addListing(records: Partial<Record<Language, JsonRecord>>): void {
    const at = this.omnicasaNow()
    for (const [language, record] of Object.entries(records) as [Language, JsonRecord][])
      this.listings.get(language)!.set(record.ID as number, { ...record, LastChangedDate: at })
  }

  /** The write calls received, in order. */
  writes(): { call: string; params: JsonRecord }[] {
    return [...this.written]
  }

  private answer(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://x')
    const call = url.pathname.replace(/^\/+/, '').replace(/Json$/, '')
    let params: JsonRecord
    try {
      params = JSON.parse(url.searchParams.get('json') ?? '{}') as JsonRecord
    } catch {
      return this.send(res, 400, { error: 'json is not JSON' })
    }
    const { CustomerName, CustomerPassword, ...rest } = params
    this.calls.push({ call, params: rest })
    if (this.mode === 'down') return this.send(res, 500, { error: 'Internal Server Error' })
    const wrap = (Success: boolean, Value: unknown, Message: string | null = null) =>
      this.send(res, 200, { [`${call}JsonResult`]: { Success, Message, Value } })
    if (CustomerName !== CUSTOMER.name || CustomerPassword !== CUSTOMER.password)
      return wrap(false, null, 'Invalid customer name or password')
    if (WRITE_CALLS.has(call)) {
      if (this.failWrites === 'down' || this.downCalls.has(call))
        return this.send(res, 500, { error: 'Internal Server Error' })
      if (this.failWrites === 'refuse') return wrap(false, null, 'The person could not be saved')
      this.written.push({ call, params: rest })
      // A person or a demand gets the CRM's id; the other calls answer true.
      return wrap(true, call === 'RegisterPerson' || call === 'DemandRegister2' ? this.nextPersonId++ : true)
    }
    const value = this.read(call, rest)
    if (value === undefined) return wrap(false, null, `Unknown method ${call}`)
    return wrap(true, value)
  }

  private read(call: string, params: JsonRecord): unknown {
    const language = languageOfId[Number(params.LanguageId)] ?? 'fr'
    const paged = (rows: unknown[]) => {
      const first = Number(params.Limit1 ?? 0)
      const size = Number(params.Limit2 ?? 50)
      return { Items: rows.slice(first, first + size), RowsCount: rows.length }
    }
    const list = (name: string) => this.lists.get(name) ?? []
    switch (call) {
      case 'GetPropertyList': {
        const since = typeof params.ChangeSince === 'string' ? params.ChangeSince : null
        const rows = [...this.listings.get(language)!.values()]
          .filter((r) => since === null || String(r.LastChangedDate) >= since)
          .sort((a, b) => (a.ID as number) - (b.ID as number))
          .map((r) => {
            const listed: JsonRecord = { ...r }
            for (const field of MEDIA_FIELDS) delete listed[field]
            return listed
          })
        if (this.mode === 'malformed' && rows[0]) rows[0] = { ...rows[0], Price: 'on request' }
        return paged(rows)
      }
      case 'GetPropertyPictureList': {
        const record = this.listings.get(language)!.get(Number(params.ObjectID))
        const small = (record?.SmallPictureItems ?? []) as JsonRecord[]
        const large = (record?.XLargePictureItems ?? []) as JsonRecord[]
        return paged(small.map((picture, i) => ({ Small: picture, XLarge: large[i] ?? picture })))
      }
      case 'GetDocumentList':
        return this.listings.get(language)!.get(Number(params.ObjectID))?.Documents ?? []
      case 'GetDeletedPropertyIDs':
        return this.deleted.map((d) => d.ID)
      case 'GetTypeOfPropertyList':
        return list(`property-types.${language}`)
      case 'GetCityListOfObjects': {
        const goal = params.Goal === 0 ? '-sale' : params.Goal === 1 ? '-rent' : ''
        return list(`cities${goal}.${language}`)
      }
      case 'GetProjectList':
        return paged(list(`projects.${language}`).map(({ Constructions: _, ...project }) => project))
      case 'GetBuildingList':
        return (
          list(`projects.${language}`).find((p) => p.ID === Number(params.ProjectID))?.Constructions ?? []
        )
      case 'GetGeographicList':
        return list('tree-nodes')
      case 'GetOwnerList':
        return paged(list('owners'))
      case 'GetManyVisitStatisticsOfProperty':
        return paged(list('statistics'))
      case 'GetAutomaticHistories':
        return paged(list('communications'))
      case 'GetNeighbourhoodList':
        return list('neighbourhoods')
      case 'GetAppointmentObject':
        return paged(list('appointments'))
      default:
        return undefined
    }
  }

  private send(res: ServerResponse, status: number, body: unknown): void {
    const text = JSON.stringify(body)
    res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) })
    res.end(text)
  }
}
