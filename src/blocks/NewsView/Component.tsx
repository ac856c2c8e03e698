import type { CSSProperties } from 'react'

import { RichText } from '@/components/richtext/RichText'
import { groupBySubcategory } from '../groupArticles'
import { ModuleIntro } from '../ModuleIntro'
import { childHeading, type ModuleViewProps } from '../viewProps'
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
  const groups = groupBySubcategory(module.articles, module.subcategories)
  const grouped = groups.some((group) => group.category)
  const groupHeading = childHeading(headingLevel, Boolean(module.title))
  const cardHeading = grouped ? childHeading(groupHeading) : groupHeading
  const imageSizes = `(min-width: 1280px) ${Math.round(1240 / perRow)}px, (min-width: 767px) 50vw, 100vw`
  const GroupHeading = groupHeading
  const eagerId = eagerImage ? groups.flatMap((group) => group.articles).find((a) => a.image)?.id : undefined
  return (
    <>
      <ModuleIntro
        title={module.title}
        headingLevel={headingLevel}
        headingId={headingId}
        description={module.description}
        linkHref={linkHref}
      />
      {groups.map((group) => (
        <div key={group.category?.id ?? 'all'} className={styles.group}>
          {group.category ? (
            <GroupHeading className={styles.groupTitle}>{group.category.name}</GroupHeading>
          ) : null}
          <ul
            className={styles.grid}
            style={{ '--per-row': perRow, '--per-row-tablet': Math.min(2, perRow) } as CSSProperties}
          >
            {group.articles.map((article) => (
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
        </div>
      ))}
      {module.description2 ? (
        <RichText data={module.description2} linkHref={linkHref} className={styles.after} />
      ) : null}
    </>
  )
}
