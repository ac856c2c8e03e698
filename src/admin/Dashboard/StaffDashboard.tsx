import { getTranslation } from '@payloadcms/translations'
import type { ServerProps } from 'payload'

import { adminMessages } from '@/admin/messages'
import { here } from '@/collections/CrmImports/here'
import { viewOf } from '@/collections/CrmImports/view'
import { CountCard } from './CountCard'
import {
  dashboardData,
  failingMails,
  failingPushes,
  leadsToCheck,
  listHref,
  newLeads,
  pendingTestimonials,
} from './data'
import { LastImport } from './LastImport'

/**
 * What staff look at first (issue 16): new leads and those to check, testimonials waiting for
 * approval, e-mails and pushes to the CRM failing to go out, the last CRM import, and the pages they edit most. Rendered
 * above Payload's collection cards (`admin.components.beforeDashboard`), read with the signed-in
 * staff member's own access.
 */
export async function StaffDashboard({ payload, user, i18n }: ServerProps) {
  if (!user) return null
  const m = adminMessages(i18n.language)
  const data = await dashboardData(payload, user)
  const admin = payload.config.routes.admin
  const figure = (value: number | null) => (value === null ? m.unavailable : String(value))
  const pluralOf = (slug: string): string => {
    const collection = payload.collections[slug as 'pages'] as
      (typeof payload.collections)['pages'] | undefined
    return collection ? getTranslation(collection.config.labels.plural, i18n) : slug
  }

  return (
    <section className="staff-dashboard" aria-labelledby="staff-dashboard-title">
      <h2 id="staff-dashboard-title">{m.dashboardTitle}</h2>
      <div className="staff-dashboard__cards">
        <CountCard
          id="staff-dashboard-leads"
          title={m.newLeads}
          figure={figure(data.newLeads)}
          href={listHref(admin, newLeads)}
          action={m.openNewLeads}
        />
        <CountCard
          id="staff-dashboard-leads-to-check"
          title={m.leadsToCheck}
          figure={figure(data.leadsToCheck)}
          href={listHref(admin, leadsToCheck)}
          action={m.openLeadsToCheck}
        />
        <CountCard
          id="staff-dashboard-failing-mails"
          title={m.failingMails}
          figure={figure(data.failingMails)}
          href={listHref(admin, failingMails)}
          action={m.openFailingMails}
        />
        <CountCard
          id="staff-dashboard-failing-pushes"
          title={m.failingPushes}
          figure={figure(data.failingPushes)}
          href={listHref(admin, failingPushes)}
          action={m.openFailingPushes}
        />
        <CountCard
          id="staff-dashboard-testimonials"
          title={m.pendingTestimonials}
          figure={figure(data.pendingTestimonials)}
          href={listHref(admin, pendingTestimonials)}
          action={m.openPendingTestimonials}
        />
        <LastImport
          run={data.lastImport}
          active={data.activeImport ? viewOf(data.activeImport, here) : null}
          messages={m}
          language={i18n.language}
          historyHref={`${admin}/collections/crm-imports`}
          collectionLabel={pluralOf}
        />
      </div>
      <nav className="staff-dashboard__links" aria-labelledby="staff-dashboard-links">
        <h3 id="staff-dashboard-links">{m.quickLinks}</h3>
        <ul>
          <li>
            <a href={`${admin}/globals/home-banner`}>{m.homeBanner}</a>
          </li>
          <li>
            <a href={`${admin}/globals/popup`}>{m.popup}</a>
          </li>
          <li>
            <a href={`${admin}/collections/pages`}>{m.menuPages}</a>
          </li>
          <li>
            <a href={`${admin}/collections/articles`}>{pluralOf('articles')}</a>
          </li>
        </ul>
      </nav>
    </section>
  )
}
