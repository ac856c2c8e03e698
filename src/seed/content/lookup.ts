import type { Payload, PayloadRequest } from 'payload'

// How the seed finds its documents again, inside its transaction (req) or before it opens.

export async function findCategoryId(
  payload: Payload,
  frenchSlug: string,
  req?: PayloadRequest,
): Promise<number | undefined> {
  const { docs } = await payload.find({
    collection: 'categories',
    locale: 'fr',
    where: { slug: { equals: frenchSlug } },
    limit: 1,
    depth: 0,
    req,
  })
  return docs[0]?.id
}

export async function findArticleId(
  payload: Payload,
  category: number,
  frenchSlug: string,
  req?: PayloadRequest,
): Promise<number | undefined> {
  const { docs } = await payload.find({
    collection: 'articles',
    locale: 'fr',
    where: { and: [{ category: { equals: category } }, { slug: { equals: frenchSlug } }] },
    limit: 1,
    depth: 0,
    req,
  })
  return docs[0]?.id
}

export async function findPageId(
  payload: Payload,
  originalPath: string,
  req?: PayloadRequest,
): Promise<number | undefined> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { originalPath: { equals: originalPath } },
    limit: 1,
    depth: 0,
    req,
  })
  return docs[0]?.id
}
