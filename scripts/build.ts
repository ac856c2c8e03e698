/** Builds the site if its sources changed since the last build (shared with `npm start`). */
import { ensureBuild } from './lib/build'

await ensureBuild()
