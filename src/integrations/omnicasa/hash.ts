import { createHash } from 'node:crypto'

import type { LocaleDocs } from './plan'

// Part of every record's hash: raising it makes the next import rewrite every record once, after
// a change in how records are stored (2: documents’ text per language, and the public read model;
// 3: references to towns and owner accounts hashed as the ids they resolve to when written).
const STORAGE_FORMAT = 3

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The database ids a record's references resolve to ({ city, owner }), in that order. */
export type RefIds = Record<string, number | null>

/** The hash of a record's content as the CRM gives it, before its references are resolved. */
export const contentHash = (locales: LocaleDocs): string => sha256(JSON.stringify(locales))

/**
 * The hash stored in `importHash`: content and resolved references. A town or owner account that
 * the import creates only gets its id inside the write transaction, so this is computed there, and
 * a record whose reference changed id (an account re-created, say) is written again.
 */
export const importHash = (content: string, refIds: RefIds): string =>
  sha256(JSON.stringify([STORAGE_FORMAT, content, refIds]))
