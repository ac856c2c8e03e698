'use client'

import { config } from 'zod/v4/core'

// zod compiles its object parsers with `new Function` where it may, and finds out with a probe
// that the Content-Security-Policy refuses (no 'unsafe-eval') and reports as a violation, although
// parsing works either way. In the browser it is told not to try (zod's `jitless`); the forms'
// hints and the map frame's messages are small. Runs when this module loads, during hydration,
// before anything is parsed.
config({ jitless: true })

/** Rendered once by the public layouts so that the setting above is in their bundle. */
export function JitlessZod() {
  return null
}
