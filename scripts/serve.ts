/**
 * Serves the production build as it is (no migration, seed or build: `npm start` does those, then
 * the same): `PORT` (3000), `WEB_CONCURRENCY` server processes (1; scripts/lib/serve.ts).
 *
 *   WEB_CONCURRENCY=2 npx tsx --conditions=production scripts/serve.ts
 */
import { serve, serverProcesses } from './lib/serve'

try {
  serve(process.env.PORT ?? '3000', serverProcesses(process.env.WEB_CONCURRENCY))
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
