/**
 * A counter per cache tag, moved on each time the tag is revalidated in this process (see
 * `revalidate`), so that values kept in memory (`processMemo`) know when their data changed.
 * Kept on globalThis: Next loads route handlers and pages from separate bundles, which would
 * otherwise each have their own copy of this module.
 */
const KEY = Symbol.for('agency.tag-generations')
type Holder = { [KEY]?: Map<string, number> }

function counters(): Map<string, number> {
  const holder = globalThis as Holder
  holder[KEY] ??= new Map()
  return holder[KEY]
}

export const tagGenerations = {
  /** Moves the tags on: values stamped before are stale. */
  bump(tagNames: readonly string[]): void {
    const map = counters()
    for (const tag of tagNames) map.set(tag, (map.get(tag) ?? 0) + 1)
  },
  /** The tags' generations as one comparable string. */
  stamp(tagNames: readonly string[]): string {
    const map = counters()
    return tagNames.map((tag) => map.get(tag) ?? 0).join(',')
  },
}
