import type { CSSProperties } from 'react'

import { RichText } from '@/components/richtext/RichText'
import { ArticleGroups } from '../ArticleGroups'
import { firstShown } from '../groupArticles'
import { ModuleIntro } from '../ModuleIntro'
import type { ModuleViewProps } from '../viewProps'
import { NewsCard } from './NewsCard'
import styles from './NewsView.module.css'

const DEFAULT_PER_ROW = 3

/**
 * Cards of a category's articles (Services: 3 per row, at most 6, spec §2): `numberItemOfRow` per
 * row on desktop, two on tablet, one on mobile.
 */
export function NewsViewComponent({
  module,
  headingLevel,
  headingId,
  articleHref,
  linkHref,
  eagerImage,
}: ModuleViewProps) {
  const perRow = Math.min(6, Math.max(1, module.itemsPerRow ?? DEFAULT_PER_ROW))
  const imageSizes = `(min-width: 1280px) ${Math.round(1240 / perRow)}px, (min-width: 767px) 50vw, 100vw`
  const eagerId = eagerImage
    ? firstShown(module.articles, module.subcategories, (a) => a.image)?.id
    : undefined
  return (
    <>
      <ModuleIntro
        title={module.title}
        headingLevel={headingLevel}
        headingId={headingId}
        description={module.description}
        linkHref={linkHref}
      />
      <ArticleGroups
        module={module}
        headingLevel={headingLevel}
        classNames={styles}
        renderList={(articles, cardHeading) => (
          <ul
            className={styles.grid}
            style={{ '--per-row': perRow, '--per-row-tablet': Math.min(2, perRow) } as CSSProperties}
          >
            {articles.map((article) => (
              <li key={article.id}>
                <NewsCard
                  article={article}
                  href={articleHref(article)}
                  headingTag={cardHeading}
                  imageSizes={imageSizes}
                  eager={article.id === eagerId}
                />
              </li>
            ))}
          </ul>
        )}
      />
      {module.description2 ? (
        <RichText data={module.description2} linkHref={linkHref} className={styles.after} />
      ) : null}
    </>
  )
}
