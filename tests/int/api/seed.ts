import type { Payload } from 'payload'

export const password = 'correct-horse-battery-staple'

/** Values that must never leave the server through REST but for staff (decision 029). */
export const secrets = {
  street: 'Rue Secrète',
  houseNumber: '"houseNumber":"17"',
  boxNumber: '"boxNumber":"B3"',
  price: '350000',
  importHash: 'hash-secret',
  publicView: 'public-view-secret',
  resetToken: 'reset-secret-token',
} as const

/** What never appears in any REST answer to a non-staff caller, secrets and auth fields alike. */
export const forbiddenInRest = [...Object.values(secrets), '"hash"', '"salt"', 'resetPassword', 'crmRecord']

export type Seeded = {
  ownerA: number
  ownerB: number
  page: number
  hiddenProperty: number
  statisticsA: number
  communicationA: number
}

/**
 * Staff, two owners, a published page, and two listings: owner A's with its price and address
 * unpublished (the page says "price on request" and shows no street), owner B's published.
 */
export async function seed(payload: Payload): Promise<Seeded> {
  await payload.create({ collection: 'users', data: { email: 'staff@example.be', password } })
  const owner = async (key: string) =>
    payload.create({
      collection: 'owners',
      data: { email: `${key}@example.be`, password, firstName: key, lastName: 'Owner', language: 'fr' },
    })
  const [a, b] = [await owner('a'), await owner('b')]
  // A password reminder under way: its token is on the account.
  await payload.db.updateOne({
    collection: 'owners',
    id: a.id,
    data: { resetPasswordToken: secrets.resetToken, resetPasswordExpiration: '2099-01-01T00:00:00.000Z' },
  })
  const page = await payload.create({
    collection: 'pages',
    data: {
      name: 'Published',
      originalPath: '/published/',
      status: 'published',
      _status: 'published',
      type: 'page',
    },
  })
  const listing = (id: number, ownerId: number, published: boolean) =>
    payload.create({
      collection: 'properties',
      locale: 'fr',
      data: {
        id,
        title: `Maison ${id}`,
        status: 'active',
        goal: 'sale',
        availability: 'for-sale',
        owner: ownerId,
        address: published
          ? { publish: true, street: 'Rue Publique', houseNumber: '1' }
          : { publish: false, street: secrets.street, houseNumber: '17', boxNumber: 'B3' },
        price: { amount: published ? 425_000 : Number(secrets.price), publish: published },
        importHash: `${secrets.importHash}-${id}`,
        publicView: { title: `Maison ${id}`, note: secrets.publicView },
      },
    })
  const hidden = await listing(7001, a.id, false)
  await listing(7002, b.id, true)
  const statistics = await payload.create({
    collection: 'property-statistics',
    data: { property: 7001, owner: a.id, visits: [], importHash: `${secrets.importHash}-statistics` },
  })
  await payload.create({
    collection: 'property-statistics',
    data: { property: 7002, owner: b.id, visits: [] },
  })
  const communication = await payload.create({
    collection: 'communications',
    data: {
      crmId: 1,
      owner: a.id,
      property: 7001,
      date: '2026-11-01T10:00:00.000Z',
      type: 'Visite',
      subject: 'A',
    },
  })
  await payload.create({
    collection: 'communications',
    data: {
      crmId: 2,
      owner: b.id,
      property: 7002,
      date: '2026-11-01T10:00:00.000Z',
      type: 'Visite',
      subject: 'B',
    },
  })
  return {
    ownerA: a.id,
    ownerB: b.id,
    page: page.id,
    hiddenProperty: hidden.id,
    statisticsA: statistics.id,
    communicationA: communication.id,
  }
}
