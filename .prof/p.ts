import { getPayload } from 'payload'
import config from '@payload-config'
import { visitFigures, latestVisitDay } from '@/domain/owner/visits'
import { buildTimeline } from '@/domain/owner/timeline'

const payload = await getPayload({ config })
const found = await payload.find({ collection: 'owners', where: { email: { equals: 'isabelle.dumont@example.org' } }, overrideAccess: true, depth: 0 })
const owner = { ...found.docs[0]!, collection: 'owners' } as never
const asOwner = { user: owner, overrideAccess: false } as const
const t = async (label: string, f: () => Promise<unknown>) => {
  const times: number[] = []
  let r: unknown
  for (let i = 0; i < 15; i++) { const s = performance.now(); r = await f(); times.push(performance.now() - s) }
  times.sort((a, b) => a - b)
  console.log(label.padEnd(30), 'median', times[7]!.toFixed(1), 'min', times[0]!.toFixed(1))
  return r
}
const self: any = await t('owner findByID', () => payload.findByID({ collection: 'owners', id: (owner as any).id, depth: 0, ...asOwner }))
const ids = self.properties
await t('properties find', () => payload.find({ collection: 'properties', where: { id: { in: ids } }, select: { id: true, title: true, slug: true, goal: true, availability: true, listedForSale: true, listedForRent: true, listedAsTouristRental: true, rentPeriod: true, price: true, mainTypeName: true, cityName: true, zip: true, photos: true, documents: true, status: true, crmCreatedAt: true, withdrawnAt: true }, locale: 'fr', depth: 0, limit: ids.length, pagination: false, ...asOwner }))
const stats: any = await t('statistics find', () => payload.find({ collection: 'property-statistics', depth: 0, pagination: false, limit: 0, ...asOwner }))
await t('statistics select no visits', () => payload.find({ collection: 'property-statistics', depth: 0, pagination: false, limit: 0, select: { property: true, updatedAt: true }, ...asOwner }))
const comms: any = await t('communications find', () => payload.find({ collection: 'communications', depth: 0, pagination: false, limit: 0, sort: '-date', ...asOwner }))
await t('figures', async () => stats.docs.map((d: any) => visitFigures(d.visits, '2026-11-20')))
await t('latest', async () => stats.docs.map((d: any) => latestVisitDay(d.visits)))
await t('timeline', async () => buildTimeline({ communications: comms.docs, media: [] }))
await t('auth', () => payload.auth({ headers: new Headers() }))
process.exit(0)
