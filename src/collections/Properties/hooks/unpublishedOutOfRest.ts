import type { CollectionAfterReadHook } from 'payload'

import { isAdminUser, isSiteServer } from '@/access'

type Group = Record<string, unknown> & { publish?: unknown }

const without = (group: Group, names: readonly string[]): Group =>
  Object.fromEntries(Object.entries(group).filter(([name]) => !names.includes(name)))

const hidden = (group: unknown): group is Group =>
  typeof group === 'object' && group !== null && (group as Group).publish !== true

/**
 * What the CRM does not publish (its PublishAddress and PublishPrice flags) never leaves through
 * REST but for staff (decision 029): the street, number and box of an unpublished address, the
 * amount of an unpublished price. The site's pages read the whole record through the Local API
 * and apply the same flags themselves ("price on request"). A hook rather than field access: the
 * import's public view (src/integrations/omnicasa/mergeLocales.ts) leaves out every field that
 * has a read rule, and the pages need these values there.
 */
export const unpublishedOutOfRest: CollectionAfterReadHook = ({ doc, req }) => {
  if (isAdminUser(req.user) || isSiteServer(req)) return doc
  const { address, price } = doc as { address?: unknown; price?: unknown }
  return {
    ...doc,
    ...(hidden(address) ? { address: without(address, ['street', 'houseNumber', 'boxNumber']) } : {}),
    ...(hidden(price) ? { price: without(price, ['amount']) } : {}),
  }
}
