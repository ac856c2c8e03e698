import { FormCard } from '@/components/forms/FormCard'
import { DetailLayout } from '@/components/listing/DetailLayout'
import { PropertyDocuments } from '@/components/property/detail/PropertyDocuments'
import { priceText } from '@/components/property/priceText'
import { listProjects, type ProjectDetail } from '@/data/projects'
import { getPublicSite } from '@/data/publicOrigin'
import { getRouteTable } from '@/data/routeTable'
import { jsonLdPhotos } from '@/domain/media/crmPhotoUrl'
import { parseUnitStatus, type UnitStatus } from '@/domain/project/projectUnits'
import { similarProjects } from '@/domain/project/similarProjects'
import { descriptionExcerpt } from '@/domain/property/descriptionExcerpt'
import { projectHref } from '@/domain/routes/links'
import { getRequestLocale, getTranslations } from '@/i18n/server'
import styles from './Project.module.css'
import { ProjectConstructions } from './ProjectConstructions'
import { ProjectJsonLd } from './ProjectJsonLd'
import { ProjectLocation } from './ProjectLocation'
import { ProjectPriceList } from './ProjectPriceList'
import { SimilarProjects } from './SimilarProjects'

type Props = {
  project: ProjectDetail
  /** The URL's query: ?status= filters the price list. */
  searchParams?: Record<string, string | string[] | undefined>
}

/**
 * A project's page (spec §1) in the listing detail layout: name and place, starting price and
 * units left, the photos, the description, the price list with its status filter, the buildings,
 * the documents, the location on the embedded map frame, and similar projects. It prints as a
 * brochure, as a property does.
 */
export async function ProjectView({ project, searchParams = {} }: Props) {
  const locale = await getRequestLocale()
  const [t, tCard, tProperty, tForms, table, site, all] = await Promise.all([
    getTranslations('Projects.detail'),
    getTranslations('Projects.card'),
    getTranslations('Property'),
    getTranslations('Forms'),
    getRouteTable(),
    getPublicSite(),
    listProjects(locale),
  ])
  const href = projectHref(table, locale, project)
  const status = parseUnitStatus(searchParams.status)
  // ?unit= comes from a unit's "ask about this unit" link: the form starts with it.
  const unit = typeof searchParams.unit === 'string' ? searchParams.unit.slice(0, 40) : null
  const filterHref = (value: UnitStatus | null) => {
    const url = new URL(href, site.siteUrl)
    if (value) url.searchParams.set('status', value)
    return `${url.pathname}${url.search}#price-list`
  }
  const place = [project.zip, project.cityName].filter(Boolean).join(' ')
  const from = project.price ? priceText(project.price, tProperty) : null
  const similar = similarProjects(project, all).map((other) => ({
    ...other,
    href: projectHref(table, locale, other),
  }))
  return (
    <DetailLayout
      brochure
      jsonLd={
        <ProjectJsonLd
          project={project}
          url={`${site.siteUrl}${href}`}
          images={jsonLdPhotos(project.photos, site.siteUrl)}
          description={descriptionExcerpt(project.description, { limit: 500 }) || null}
          agency={{ name: site.agencyName, url: site.siteUrl }}
        />
      }
      kicker={place || null}
      title={project.name}
      price={from}
      priceNote={
        <p className={styles.unitsLeft}>
          {tCard('units', { available: project.units.available, total: project.units.total })}
        </p>
      }
      photos={project.photos}
      description={{ html: project.description, heading: t('description'), empty: t('noDescription') }}
      similar={<SimilarProjects projects={similar} />}
    >
      <ProjectPriceList
        name={project.name}
        units={project.unitList}
        constructions={project.constructions}
        status={status}
        filterHref={filterHref}
        askHref={(name) => {
          const url = new URL(href, site.siteUrl)
          url.searchParams.set('unit', name)
          return `${url.pathname}${url.search}#project-contact`
        }}
        askLabel={tForms('forms.contact-construction.askUnit')}
      />
      <ProjectConstructions constructions={project.constructions} units={project.unitList} />
      <PropertyDocuments
        documents={project.documents.map((document) => ({
          id: document.id,
          name: document.name,
          href: document.url,
        }))}
        locale={locale}
      />
      <div id="project-contact" className={styles.contactForm}>
        <FormCard
          form="contact-construction"
          locale={locale}
          hidden={{ project: String(project.id) }}
          defaults={
            unit ? { unit, message: tForms('forms.contact-construction.unitMessage', { unit }) } : undefined
          }
        />
      </div>
      <ProjectLocation project={project} href={href} locale={locale} />
    </DetailLayout>
  )
}
