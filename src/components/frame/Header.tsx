import type React from 'react'

import type { FrameGlobals, FramePosition } from '@/data/frame'
import { contentLocales, type Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import { Drawer } from './Drawer.client'
import { DrawerContent } from './DrawerContent'
import { FreeEvaluationLink } from './FreeEvaluationLink'
import styles from './Header.module.css'
import { HeaderMenu } from './HeaderMenu'
import { HeaderShell } from './HeaderShell.client'
import { LanguageLinks } from './LanguageLinks'
import { Logo } from './Logo'
import row from './MenuRow.module.css'
import type { SiteFrameProps } from './SiteFrame'

type HeaderProps = Pick<
  SiteFrameProps,
  'locale' | 'isHome' | 'showFixedMenu' | 'menu' | 'alternates' | 'languages' | 'links'
> & { globals: FrameGlobals }

const places: FramePosition[] = ['left', 'centre', 'right']

/**
 * Spec §2: logo, menu and language switcher each sit left, centre or right as configured.
 * Desktop (≥ 1280 px) has two rows: logo, languages and the call to action on top, the menu below,
 * aligned as configured; a site menu of eight or more entries never fits beside them. Once fixed,
 * only the menu row stays, with a small logo and the call to action. Below 1280 px one row holds
 * the logo and a button opening the drawer. The layouts switch by CSS alone.
 */
export async function Header(props: HeaderProps) {
  const { locale, isHome, showFixedMenu, menu, alternates, languages, links, globals } = props
  const [t, tFrame] = await Promise.all([
    getTranslations({ locale, namespace: 'Header' }),
    getTranslations({ locale, namespace: 'Frame' }),
  ])
  const { header, agency } = globals
  const name = agency.name ?? t('home')
  // German has no content of its own: the CMS label would be French, the UI text is German.
  const hasContent = (contentLocales as readonly Locale[]).includes(locale)
  const ctaLabel = (hasContent ? header.freeEvaluation.label : null) ?? t('freeEvaluation')
  const cta = header.freeEvaluation.show ? { href: links.freeEvaluation, label: ctaLabel } : null
  const logo = (compact = false) => (
    <Logo logo={header.logo} name={name} href={links.home} homeLabel={t('home')} compact={compact} />
  )

  const topParts: { key: string; position: FramePosition; node: React.ReactNode }[] = [
    { key: 'logo', position: header.logoPosition, node: logo() },
    {
      key: 'switcher',
      position: header.languageSwitcherPosition,
      node: (
        <LanguageLinks
          current={locale}
          languages={languages}
          alternates={alternates}
          label={t('languages')}
          variant="bar"
        />
      ),
    },
  ]

  return (
    <HeaderShell isHome={isHome} showFixedMenu={showFixedMenu}>
      <div className={`container ${styles.bar}`}>
        {places.map((place) => (
          <div key={place} className={styles.place} data-position={place}>
            {topParts
              .filter((part) => part.position === place)
              .map((part) => (
                <div key={part.key} className={styles.part} data-part={part.key}>
                  {part.node}
                </div>
              ))}
            {place === 'right' && cta ? (
              <div className={styles.part} data-part="cta">
                <FreeEvaluationLink href={cta.href} label={cta.label} variant="header" />
              </div>
            ) : null}
          </div>
        ))}
        <div className={styles.compact}>
          {cta ? (
            <div className={styles.compactCta}>
              <FreeEvaluationLink href={cta.href} label={cta.label} variant="compact" />
            </div>
          ) : null}
          <Drawer
            heading={logo()}
            labels={{ open: t('openMenu'), drawer: t('drawerLabel'), close: t('closeMenu') }}
          >
            <DrawerContent
              locale={locale}
              menu={menu}
              alternates={alternates}
              languages={languages}
              cta={cta}
              agency={agency}
            />
          </Drawer>
        </div>
      </div>
      <div className={row.row}>
        <div className={`container ${row.inner}`} data-position={header.menuPosition}>
          <div className={row.fixedOnly}>{logo(true)}</div>
          <HeaderMenu
            items={menu}
            label={t('mainMenu')}
            submenuLabel={(parent) => t('submenu', { parent })}
            newTabHint={tFrame('opensInNewTab')}
          />
          <div className={row.fixedOnly}>
            {cta ? <FreeEvaluationLink href={cta.href} label={cta.label} variant="compact" /> : null}
          </div>
        </div>
      </div>
    </HeaderShell>
  )
}
