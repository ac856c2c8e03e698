import type { Endpoint } from 'payload'

// The handlers load their module on first use: payload.config.ts imports this file, and the config
// must load without the import's server-side modules (the Payload CLI reads it).
const importNow = () => import('./importNow')

/**
 * `/api/crm-imports/import-now`: POST queues a CRM import for signed-in staff ("Import now"), GET
 * reads how the active or latest run (or `?run=<id>`) is going. 401 anonymous, 403 for owners.
 */
export const importNowEndpoints: Endpoint[] = [
  { path: '/import-now', method: 'get', handler: async (req) => (await importNow()).getImportNow(req) },
  { path: '/import-now', method: 'post', handler: async (req) => (await importNow()).postImportNow(req) },
]
