/**
 * Migrates the database and seeds it when empty; run by `npm start` in a process of its own, so
 * that the long-lived start process does not keep Payload and the snapshot in memory.
 */
import { prepareDatabase } from './lib/prepare'

await prepareDatabase()
process.exit(0)
