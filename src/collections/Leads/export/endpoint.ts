import { type Endpoint, Forbidden, type PayloadRequest, UnauthorizedError, type Where } from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'
import * as qs from 'qs-esm'

import { isAdminUser } from '@/access'
import type { Lead } from '@/payload-types'
import { type ExportContext, inLanguage, leadColumns } from './columns'
import { BOM, brusselsDate, csvRow } from './csv'

const BATCH = 500

/**
 * The list view's filters as it writes them in its address (`where[or][0][and][0][form][equals]=…`,
 * `search=…`), parsed the way Payload parses a REST query, so the export holds exactly the rows
 * the staff member is looking at.
 */
export function listQuery(req: PayloadRequest): Where {
  const query = qs.parse(req.searchParams.toString(), {
    allowEmptyArrays: true,
    arrayLimit: 1000,
    depth: 10,
    ignoreQueryPrefix: true,
  })
  const raw: unknown = typeof query.where === 'string' ? JSON.parse(query.where) : query.where
  const where = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Where) : {}
  return mergeListSearchAndWhere({
    collectionConfig: req.payload.collections.leads.config,
    search: typeof query.search === 'string' ? query.search : '',
    where,
  })
}

/**
 * The leads matching `where`, newest first, 500 at a time, as CSV records. Pages are cut by id
 * (ids grow with creation) rather than by page number: a lead arriving during the export would
 * otherwise push one row into the next page and write it twice.
 */
async function* csvBatches(req: PayloadRequest, where: Where): AsyncGenerator<string> {
  const emails = new Map<number, string>()
  const context: ExportContext = { language: req.i18n.language, assigneeEmail: (id) => emails.get(id) }
  let before: number | undefined
  for (;;) {
    const { docs } = await req.payload.find({
      collection: 'leads',
      where: before === undefined ? where : { and: [where, { id: { less_than: before } }] },
      sort: '-id',
      limit: BATCH,
      pagination: false,
      depth: 0,
      joins: false,
      overrideAccess: false,
      user: req.user,
    })
    await rememberAssignees(req, docs, emails)
    yield docs.map((lead) => csvRow(leadColumns.map((column) => column.value(lead, context)))).join('')
    const last = docs.at(-1)
    if (docs.length < BATCH || !last) return
    before = last.id
  }
}

/** The assignees' e-mails, read with the staff member's access, once per person. */
async function rememberAssignees(req: PayloadRequest, leads: Lead[], emails: Map<number, string>) {
  const missing = [
    ...new Set(leads.map((lead) => lead.assignee).filter((id): id is number => typeof id === 'number')),
  ].filter((id) => !emails.has(id))
  if (missing.length === 0) return
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { id: { in: missing } },
    limit: missing.length,
    pagination: false,
    depth: 0,
    select: { email: true },
    overrideAccess: false,
    user: req.user,
  })
  for (const user of docs) emails.set(user.id, user.email)
}

/**
 * GET /api/leads/export.csv: the leads list's current selection as a spreadsheet, for staff only
 * (an owner's session is refused like an anonymous one is asked to sign in). The first batch is
 * read before answering, so a bad filter still answers with Payload's error and status; later
 * batches are streamed.
 */
export const exportLeadsEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!req.user) throw new UnauthorizedError(req.t)
    if (!isAdminUser(req.user)) throw new Forbidden(req.t)

    const batches = csvBatches(req, listQuery(req))
    const first = await batches.next()
    const header = csvRow(leadColumns.map((column) => inLanguage(column.header, req.i18n.language)))
    const encoder = new TextEncoder()
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(BOM + header + (first.done ? '' : first.value)))
        if (first.done) controller.close()
      },
      async pull(controller) {
        try {
          const next = await batches.next()
          if (next.done) controller.close()
          else controller.enqueue(encoder.encode(next.value))
        } catch (error) {
          req.payload.logger.error({ err: error, msg: 'The leads export stopped half-way' })
          controller.error(error)
        }
      },
      async cancel() {
        await batches.return(undefined)
      },
    })
    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${brusselsDate(new Date())}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}
