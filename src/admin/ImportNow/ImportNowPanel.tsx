import type { ServerProps } from 'payload'

import { isAdminUser } from '@/access'
import { activeImport } from '@/admin/Dashboard/data'
import { here } from '@/collections/CrmImports/here'
import { viewOf } from '@/collections/CrmImports/view'
import { ImportNow } from './ImportNow.client'

/** "Import now" above the list of CRM imports (`beforeListTable`), following a run already active. */
export async function ImportNowPanel({ payload, user }: ServerProps) {
  if (!user || !isAdminUser(user)) return null
  const run = await activeImport(payload, user)
  return <ImportNow initial={run ? viewOf(run, here) : null} />
}
