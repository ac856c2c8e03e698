import type React from 'react'

import { NewsletterBand } from '@/components/forms/NewsletterBand'
import { getFrameGlobals } from '@/data/frame'
import type { Alternates, BreadcrumbItem, MenuItem } from '@/domain/routes/types'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import { Breadcrumbs } from './Breadcrumbs'
import { Footer } from './Footer'
import { Header } from './Header'
import { Popup } from './Popup'
import { ScrollToTop } from './ScrollToTop.client'
import styles from './SiteFrame.module.css'
import { TopBar } from './TopBar'

export type SiteFrameProps = {
  locale: Locale
  isHome: boolean
  /** Already filtered and ordered; hrefs final. */
  menu: MenuItem[]
  /** This page in every language (hrefs final). */
  alternates: Alternates
  /** Languages the switcher offers (site settings `languages` with use=true). */
  languages: Locale[]
  links: {
    home: string
    freeEvaluation: string
    cookiePolicy: string
    privacyStatement: string
    disclaimer: string
  }
  /** null: the page's flag "no breadcrumb". */
  breadcrumbs: BreadcrumbItem[] | null
  /** False for pages flagged "no fixed menu": their header never becomes fixed. */
  showFixedMenu: boolean
  /** False on the unsubscribe page: no newsletter sign-up above the footer. */
  showNewsletter?: boolean
  /** Rendered rich text of each footer column, in the order of the footer global's columns. */
  footerContent: React.ReactNode[]
  /** Scheme and host of the site (https://…), for the absolute URLs of structured data. */
  origin: string
  children: React.ReactNode
}

const CONTENT_ID = 'content'

/** The shared frame of every public page (spec §2): top bar, header, breadcrumbs, footer, popup. */
export async function SiteFrame(props: SiteFrameProps) {
  const {
    locale,
    isHome,
    showFixedMenu,
    showNewsletter,
    menu,
    alternates,
    languages,
    links,
    breadcrumbs,
    footerContent,
    origin,
  } = props
  const [globals, tFrame, tHeader, tBreadcrumbs] = await Promise.all([
    getFrameGlobals(locale),
    getTranslations({ locale, namespace: 'Frame' }),
    getTranslations({ locale, namespace: 'Header' }),
    getTranslations({ locale, namespace: 'Breadcrumbs' }),
  ])
  const { topBar } = globals
  const showTopBar = topBar.enabled && topBar.left.length + topBar.right.length > 0

  return (
    <>
      <a href={`#${CONTENT_ID}`} className={styles.skipLink}>
        {tFrame('skipToContent')}
      </a>
      {showTopBar ? (
        <TopBar
          left={topBar.left}
          right={topBar.right}
          label={tHeader('topBar')}
          newTabHint={tFrame('opensInNewTab')}
        />
      ) : null}
      <Header
        locale={locale}
        isHome={isHome}
        showFixedMenu={showFixedMenu}
        menu={menu}
        alternates={alternates}
        languages={languages}
        links={links}
        globals={globals}
      />
      {/* tabIndex -1: the skip link and the scroll-to-top button move focus here. */}
      <main id={CONTENT_ID} tabIndex={-1} className={styles.main}>
        {breadcrumbs && !isHome ? (
          <Breadcrumbs
            items={breadcrumbs}
            home={links.home}
            homeLabel={tBreadcrumbs('home')}
            origin={origin}
            label={tBreadcrumbs('label')}
          />
        ) : null}
        {props.children}
      </main>
      {showNewsletter !== false ? <NewsletterBand locale={locale} /> : null}
      <Footer locale={locale} globals={globals} content={footerContent} links={links} />
      <ScrollToTop targetId={CONTENT_ID} label={tFrame('scrollToTop')} />
      <Popup popup={globals.popup} locale={locale} />
    </>
  )
}
