import type { ComponentType } from 'react'

import { type ModuleView, type PageModule, type ResolvedModule, resolveModules } from '@/data/modules'
import type { Locale } from '@/i18n/locales'
import { CollapseViewComponent } from './CollapseView/Component'
import { DefaultViewComponent } from './DefaultView/Component'
import styles from './grid.module.css'
import { ModuleFrame } from './ModuleFrame'
import { headingLevels, moduleRows } from './moduleLayout'
import { NewsViewComponent } from './NewsView/Component'
import { OnsTeamViewComponent } from './OnsTeamView/Component'
import { SingleViewComponent } from './SingleView/Component'
import type { ArticleHref, LinkHref, ModuleViewProps } from './viewProps'

const views: Record<ModuleView, ComponentType<ModuleViewProps>> = {
  'single-view': SingleViewComponent,
  'news-view': NewsViewComponent,
  'ons-team-view': OnsTeamViewComponent,
  'collapse-view': CollapseViewComponent,
  default: DefaultViewComponent,
}

type Props = {
  modules: PageModule[]
  locale: Locale
  /** The page already shows its h1 (title or banner): no module may render another. */
  hasPageHeading: boolean
  articleHref: ArticleHref
  linkHref: LinkHref
  /**
   * Whether the first module image is the page's first sight, loaded at once with high priority.
   * Not under the home's banner: the banner is the page's largest paint, and a second
   * high-priority image below the fold took the phone's bandwidth from it (issue 19).
   */
  eagerFirstImage?: boolean
}

// The single view takes its heading from its article when the module has no title of its own.
const shownTitle = (module: ResolvedModule): string | null =>
  module.title ?? (module.view === 'single-view' ? (module.articles[0]?.title ?? null) : null)

const hasImage = (module: ResolvedModule): boolean =>
  module.background?.kind === 'image' ||
  module.images.length > 0 ||
  module.articles.some((article) => article.image || article.teamMember?.photo)

/**
 * A page's modules on the 12-column grid, inside the site container. Server only: the views
 * render on the server and ship no JavaScript.
 */
export async function RenderModules({
  modules,
  locale,
  hasPageHeading,
  articleHref,
  linkHref,
  eagerFirstImage = true,
}: Props) {
  const resolved = await resolveModules(modules, locale)
  if (resolved.length === 0) return null
  const rows = moduleRows(resolved)
  const ordered = rows.flat()
  const levels = headingLevels(
    ordered.map((m) => ({ title: shownTitle(m), titleSize: m.titleSize })),
    hasPageHeading,
  )
  const levelOf = new Map(ordered.map((module, i) => [module.key, levels[i] ?? 'h2'] as const))
  const firstWithImage = eagerFirstImage ? ordered.find(hasImage)?.key : undefined
  return (
    <div className={`container ${styles.modules}`}>
      {rows.map((row) => (
        <div className={styles.row} key={row[0]?.key}>
          {row.map((module) => {
            const View = views[module.view]
            const headingId = `module-${module.key}`
            const eager = module.key === firstWithImage
            // The background of a first module is what a visitor sees first; its content images wait.
            const eagerBackground = eager && module.background?.kind === 'image'
            return (
              <ModuleFrame
                key={module.key}
                module={module}
                labelledBy={shownTitle(module) ? headingId : null}
                eagerImage={eagerBackground}
              >
                <View
                  module={module}
                  headingLevel={levelOf.get(module.key) ?? 'h2'}
                  headingId={headingId}
                  articleHref={articleHref}
                  linkHref={linkHref}
                  eagerImage={eager && !eagerBackground}
                />
              </ModuleFrame>
            )
          })}
        </div>
      ))}
    </div>
  )
}
