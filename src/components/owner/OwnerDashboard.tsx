import Link from 'next/link'

import { sendOwnerMessage } from '@/actions/ownerMessage'
import { OwnerForm } from '@/components/lazy.client'
import type { SearchParams } from '@/components/list/ListSection'
import { CrmPhotoImage } from '@/components/media/CrmPhotoImage'
import { priceText } from '@/components/property/priceText'
import type { OwnerPortal, OwnerProperty } from '@/data/ownerPortal'
import { parseTimelineQuery } from '@/domain/owner/timeline'
import { busiestDay } from '@/domain/owner/visits'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import { FigureTiles } from './FigureTiles'
import own from './OwnerArea.module.css'
import { OwnerHistory } from './OwnerHistory'
import { OwnerMedia } from './OwnerMedia'
import { SignOutButton } from './SignOutButton'
import { VisitsChart } from './VisitsChart'

type Props = { portal: OwnerPortal; locale: Locale; loginPath: string; searchParams: SearchParams }

const longDate = (locale: Locale, day: string) =>
  new Intl.DateTimeFormat(`${locale}-BE`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))

/**
 * The owner's portal (spec §2 "owner view with stats and history", issue 17): their properties,
 * the visits of one (or all) with the 30-day chart and the portals' figures, matching buyers,
 * documents, a message to the agent, and the history of communications, visits and online media.
 * Everything is rendered on the server; only the two forms hydrate.
 */
export async function OwnerDashboard({ portal, locale, loginPath, searchParams }: Props) {
  const [t, tProperty] = await Promise.all([
    getTranslations({ locale, namespace: 'Login' }),
    getTranslations({ locale, namespace: 'Property' }),
  ])
  const query = parseTimelineQuery(searchParams)
  const selected = portal.properties.find((p) => p.id === query.propertyId) ?? null
  const figures = selected ? selected.figures : portal.overall
  const shown = selected ? [selected] : portal.properties
  const name = [portal.owner.firstName, portal.owner.lastName].filter(Boolean).join(' ')
  const hrefFor = (params: Record<string, string | number | null>) => {
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries(params)) if (value !== null) search.set(key, String(value))
    const text = search.toString()
    return `${loginPath}${text ? `?${text}` : ''}`
  }

  return (
    <div className={`container ${own.section} ${own.dashboard}`}>
      <header className={own.head}>
        <div>
          <h2 className={own.greeting}>{t('dashboard.greeting', { name })}</h2>
          <p className={own.muted}>
            {figures.asOf
              ? t('dashboard.asOf', { date: longDate(locale, figures.asOf) })
              : t('dashboard.noFigures')}
          </p>
        </div>
        <SignOutButton locale={locale} label={t('signOut')} />
      </header>

      <section aria-labelledby="owner-properties" className={own.block}>
        <div className={own.blockHead}>
          <h2 id="owner-properties">{t('dashboard.properties')}</h2>
          {selected ? (
            <Link href={hrefFor({}) + '#owner-figures'} className={own.link}>
              {t('dashboard.allProperties')}
            </Link>
          ) : null}
        </div>
        {portal.properties.length === 0 ? (
          <p className={own.muted}>{t('dashboard.noProperties')}</p>
        ) : (
          <ul className={own.cards}>
            {portal.properties.map((property) => (
              <li key={property.id}>
                <PropertyTile
                  property={property}
                  current={property.id === selected?.id}
                  figuresHref={hrefFor({ property: property.id }) + '#owner-figures'}
                  price={priceText(property.summary.price, tProperty)}
                  availability={tProperty(`availability.${property.summary.availability}`)}
                  t={t}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className={own.columns} id="owner-figures">
        <section aria-labelledby="owner-figures-heading" className={`${own.block} ${own.figures}`}>
          <h2 id="owner-figures-heading">
            {selected ? `${t('dashboard.figures')} · ${selected.summary.title}` : t('dashboard.figuresAll')}
          </h2>
          <FigureTiles
            figures={figures}
            locale={locale}
            labels={{
              today: t('dashboard.today'),
              week: t('dashboard.week'),
              month: t('dashboard.month'),
              total: t('dashboard.total'),
              byGroup: t('dashboard.bySource'),
              source: t('dashboard.source'),
              website: t('dashboard.website'),
              portals: t('dashboard.portals'),
              other: t('dashboard.other'),
            }}
          />
          <VisitsChart
            id="owner-chart"
            days={figures.last30}
            locale={locale}
            labels={{
              title: t('dashboard.chartTitle'),
              summary: chartSummary(figures.last30, locale, t),
              website: t('dashboard.website'),
              portals: t('dashboard.portals'),
              other: t('dashboard.other'),
              total: t('dashboard.total'),
              date: t('dashboard.date'),
              showTable: t('dashboard.showTable'),
            }}
          />
          <OwnerMedia properties={shown} locale={locale} />
        </section>
        <aside className={own.side}>
          <section aria-labelledby="owner-demands" className={own.panel}>
            <h3 id="owner-demands">{t('dashboard.demands')}</h3>
            <p className={own.bigNumber}>{selected ? selected.matchingBuyers : portal.matchingBuyers}</p>
            <p className={own.muted}>{t(selected ? 'dashboard.demandsNote' : 'dashboard.demandsNoteAll')}</p>
          </section>
          <section aria-labelledby="owner-documents" className={own.panel}>
            <h3 id="owner-documents">{t('dashboard.documents')}</h3>
            <Documents
              properties={shown}
              empty={t('dashboard.noDocuments')}
              note={t('dashboard.documentsNote')}
            />
          </section>
          <section aria-labelledby="owner-message-heading" className={own.panel}>
            <h3 id="owner-message-heading">{t('message.heading')}</h3>
            <p className={own.muted}>{t('message.intro')}</p>
            <OwnerForm
              id="owner-message"
              action={sendOwnerMessage}
              hidden={{ _locale: locale }}
              defaults={{ property: selected ? String(selected.id) : '' }}
              fields={[
                {
                  name: 'property',
                  label: t('message.about'),
                  type: 'select',
                  options: [
                    { value: '', label: t('message.general') },
                    ...portal.properties.map((p) => ({
                      value: String(p.id),
                      label: `${p.summary.title} (${p.id})`,
                    })),
                  ],
                },
                { name: 'message', label: t('message.message'), type: 'textarea' },
              ]}
              texts={{
                submit: t('message.submit'),
                errors: { required: t('errors.required'), tooLong: t('errors.tooLong') },
                notices: {
                  sent: t('message.sent'),
                  failed: t('message.failed'),
                  expired: t('message.expired'),
                  busy: t('message.tooMany'),
                },
              }}
            />
          </section>
        </aside>
      </div>

      <OwnerHistory
        items={portal.timeline}
        properties={portal.properties}
        // Another owner's id in the URL selects nothing: the whole history, never an empty one.
        query={{ ...query, propertyId: selected?.id ?? null }}
        locale={locale}
        hrefFor={(params) => hrefFor({ property: selected?.id ?? null, ...params }) + '#owner-history'}
      />
    </div>
  )
}

type T = Awaited<ReturnType<typeof getTranslations<'Login'>>>

function chartSummary(days: OwnerPortal['overall']['last30'], locale: Locale, t: T): string {
  const total = days.reduce((sum, day) => sum + day.total, 0)
  const top = busiestDay(days)
  const date = top
    ? new Intl.DateTimeFormat(`${locale}-BE`, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
        new Date(`${top.date}T00:00:00Z`),
      )
    : ''
  return t('dashboard.chartSummary', { total, max: top?.total ?? 0, date })
}

function PropertyTile({
  property,
  current,
  figuresHref,
  price,
  availability,
  t,
}: {
  property: OwnerProperty
  current: boolean
  figuresHref: string
  price: string
  availability: string
  t: T
}) {
  const { summary } = property
  return (
    <article className={own.card} aria-current={current || undefined}>
      <div className={own.cardPhoto}>
        {summary.photo ? (
          <CrmPhotoImage
            url={summary.photo.url}
            alt=""
            width={600}
            height={400}
            sizes="(max-width: 767px) 100vw, 320px"
          />
        ) : null}
        <span className={own.badge}>
          {property.status === 'withdrawn' ? t('dashboard.withdrawn') : availability}
        </span>
      </div>
      <div className={own.cardBody}>
        <h3 className={own.cardTitle}>{summary.title}</h3>
        <p className={own.muted}>
          {[t('dashboard.reference', { reference: property.id }), summary.cityName]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className={own.price}>{price}</p>
        {property.daysOnMarket !== null ? (
          <p className={own.muted}>{t('dashboard.daysOnMarket', { days: property.daysOnMarket })}</p>
        ) : null}
        <p className={own.cardLinks}>
          {current ? (
            <span className={own.current}>{t('dashboard.shown')}</span>
          ) : (
            <Link href={figuresHref} className={own.link}>
              {t('dashboard.showFigures')}
            </Link>
          )}
          {property.href ? (
            <Link href={property.href} className={own.link}>
              {t('dashboard.publicPage')}
            </Link>
          ) : null}
        </p>
      </div>
    </article>
  )
}

function Documents({
  properties,
  empty,
  note,
}: {
  properties: OwnerProperty[]
  empty: string
  note: string
}) {
  const withDocuments = properties.filter((p) => p.documents.length > 0)
  if (withDocuments.length === 0) return <p className={own.muted}>{empty}</p>
  return (
    <>
      {withDocuments.map((property) => (
        <div key={property.id}>
          {properties.length > 1 ? <p className={own.docTitle}>{property.summary.title}</p> : null}
          <ul className={own.docs}>
            {property.documents.map((document) => (
              <li key={document.id}>
                <a href={document.href} target="_blank" rel="noopener">
                  {document.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p className={own.hint}>{note}</p>
    </>
  )
}
