'use client'

import { config } from 'zod/v4/core'

// zod compiles its object parsers with `new Function` where it may, and finds out with a probe
// that the Content-Security-Policy refuses (no 'unsafe-eval') and reports as a violation, although
// parsing works either way. In the browser it is told not to try (zod's `jitless`); the forms'
// hints and the map frame's messages are small. Runs when this module loads, during hydration,
// before anything is parsed.
config({ jitless: true })

/** Rendered by the map frame's layout, whose messages zod checks, so the setting is in its bundle.
 * The site's pages parse nothing with zod in the browser and load none of it. */
export function JitlessZod() {
  return null
}
