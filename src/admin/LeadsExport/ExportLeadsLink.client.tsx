'use client'

import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

import { adminMessages } from '@/admin/messages'
import styles from './ExportLeadsLink.module.css'

/** The list's own filters, as Payload's list view writes them in the address: `where[…]` and `search`. */
const isFilter = (key: string) => key === 'where' || key.startsWith('where[') || key === 'search'

/**
 * "Export CSV" above the leads list (`beforeListTable`): downloads every lead matching the list's
 * current filters and search (not only the page shown) from GET /api/leads/export.csv, which
 * reads them with the staff member's own access (src/collections/Leads/export/endpoint.ts).
 */
export function ExportLeadsLink() {
  const searchParams = useSearchParams()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const m = adminMessages(i18n.language)

  const query = new URLSearchParams()
  for (const [key, value] of searchParams) if (isFilter(key)) query.append(key, value)
  const search = query.toString()
  const href = `${config.routes.api}/leads/export.csv${search ? `?${search}` : ''}`

  return (
    <div className={styles.export}>
      <Button
        el="anchor"
        url={href}
        buttonStyle="secondary"
        size="small"
        margin={false}
        extraButtonProps={{ download: '' }}
      >
        {m.exportCsv}
      </Button>
      <p className={styles.hint}>{m.exportCsvHint}</p>
    </div>
  )
}
