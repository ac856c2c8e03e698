import { RenderModules } from '@/blocks/RenderModules'
import { ArticleView } from '@/components/article/ArticleView'
import { ContactSection } from '@/components/contact/ContactSection'
import { DemandRegisterSection } from '@/components/demand/DemandRegisterSection'
import { FormCard } from '@/components/forms/FormCard'
import { ListSection, type SearchParams } from '@/components/list/ListSection'
import { OwnerArea } from '@/components/owner/OwnerArea'
import { ProjectsSection } from '@/components/project/ProjectsSection'
import { RichText } from '@/components/richtext/RichText'
import { AgencyJsonLd } from '@/components/seo/AgencyJsonLd'
import { TestimonialsSection } from '@/components/testimonials/TestimonialsSection'
import { LeadEvent } from '@/components/tracking/LeadEvent.client'
import { UnsubscribeSection } from '@/components/unsubscribe/UnsubscribeSection'
import { mediaPicture } from '@/data/picture'
import type { RouteModel } from '@/data/routeModel'
import { internalLinks } from '@/domain/routes/internalLinks'
import { articleHref } from '@/domain/routes/links'
import { entryHref } from '@/domain/routes/lookup'
import { ABOUT_ORIGINAL_PATH } from '@/domain/routes/systemRoutes'
import type { Locale } from '@/i18n/locales'
import styles from './EntryView.module.css'
import { PageHeader } from './PageHeader'

type Props = { model: Extract<RouteModel, { view: 'entry' }>; locale: Locale; searchParams: SearchParams }

const lists = { 'sale-list': 'sale', 'rent-list': 'rent', 'tourist-list': 'tourist' } as const

/** A CMS page or article: its heading, its own content and modules, and what its kind adds. */
export function EntryView({ model, locale, searchParams }: Props) {
  const { entry, page, article, table } = model
  const linkHref = internalLinks(table, locale)
  const hrefOfArticle = ({ id }: { id: number }) => articleHref(table, locale, id)

  if (article) {
    const parent = table.entries.find((item) => item.key === entry.parentKey)
    return (
      <ArticleView
        articleId={article.id}
        locale={locale}
        articleHref={hrefOfArticle}
        categoryHref={parent ? entryHref(parent, locale) : null}
        linkHref={linkHref}
      />
    )
  }
  const image =
    page?.showPageBanner !== false && page?.banner?.type === 'image' ? mediaPicture(page?.image) : null
  const modules = page?.modules ?? []
  return (
    <>
      <PageHeader
        title={model.title}
        description={page?.description}
        image={image}
        overlay={page?.banner?.color ?? null}
      />
      {page?.content ? (
        <div className={`container ${styles.section}`}>
          <div className={styles.prose}>
            <RichText data={page.content} linkHref={linkHref} />
          </div>
        </div>
      ) : null}
      {modules.length > 0 ? (
        <RenderModules
          modules={modules}
          locale={locale}
          hasPageHeading
          articleHref={hrefOfArticle}
          linkHref={linkHref}
        />
      ) : null}
      {entry.kind in lists ? (
        <ListSection
          list={lists[entry.kind as keyof typeof lists]}
          locale={locale}
          table={table}
          searchParams={searchParams}
        />
      ) : null}
      {entry.kind === 'projects-list' ? <ProjectsSection locale={locale} table={table} /> : null}
      {entry.kind === 'contact' ? <ContactSection locale={locale} /> : null}
      {entry.kind === 'contact' ? <AgencyJsonLd locale={locale} /> : null}
      {entry.kind === 'login' ? (
        <OwnerArea locale={locale} loginPath={entryHref(entry, locale)} searchParams={searchParams} />
      ) : null}
      {entry.kind === 'thank-you' && entry.parentKey ? <LeadEvent /> : null}
      {entry.kind === 'free-estimate' ? (
        <div className={`container ${styles.section}`}>
          <div className={styles.formSection}>
            {/* The page's own heading and intro introduce the form. */}
            <FormCard form="contact-demand" locale={locale} bare />
          </div>
        </div>
      ) : null}
      {entry.kind === 'demand-register' ? (
        <div className={`container ${styles.section}`}>
          <div className={styles.formSection}>
            {/* Spec §2 "Demand register: contact form of type demand register"; the page introduces it. */}
            <DemandRegisterSection locale={locale} searchParams={searchParams} />
          </div>
        </div>
      ) : null}
      {entry.kind === 'unsubscribe' ? (
        <div className={`container ${styles.section}`}>
          <div className={styles.formSection}>
            <UnsubscribeSection locale={locale} searchParams={searchParams} />
          </div>
        </div>
      ) : null}
      {/* Spec §3 Testimonial: shown, and left, on the about page. */}
      {entry.originalPath.toLowerCase() === ABOUT_ORIGINAL_PATH.toLowerCase() ? (
        <TestimonialsSection locale={locale} withForm />
      ) : null}
    </>
  )
}
