import Link from 'next/link'

import { MediaImage } from '@/components/media/MediaImage'
import { RichText } from '@/components/richtext/RichText'
import { truncateText } from '@/domain/text/truncateText'
import { ModuleIntro } from '../ModuleIntro'
import { childHeading, type ModuleViewProps } from '../viewProps'
import styles from './DefaultView.module.css'

const SUMMARY_LIMIT = 180

/** A plain content module: title, both descriptions, its images, and its related articles listed. */
export function DefaultViewComponent({
  module,
  headingLevel,
  headingId,
  articleHref,
  linkHref,
  eagerImage,
}: ModuleViewProps) {
  const ItemHeading = childHeading(headingLevel, Boolean(module.title))
  const contentLevel = Number(ItemHeading.slice(1)) as 2 | 3 | 4 | 5 | 6
  return (
    <div className={styles.default}>
      <ModuleIntro
        title={module.title}
        headingLevel={headingLevel}
        headingId={headingId}
        description={module.description}
        linkHref={linkHref}
      />
      {module.images.length > 0 ? (
        <div className={styles.images} data-count={Math.min(3, module.images.length)}>
          {module.images.map((image, index) => (
            <MediaImage
              key={image.id}
              media={image}
              sizes={
                module.images.length > 1
                  ? '(min-width: 767px) 33vw, 100vw'
                  : '(min-width: 1280px) 1240px, 100vw'
              }
              eager={eagerImage && index === 0}
              className={styles.image}
            />
          ))}
        </div>
      ) : null}
      {module.description2 ? (
        <RichText
          data={module.description2}
          linkHref={linkHref}
          headingLevel={contentLevel}
          className={styles.text}
        />
      ) : null}
      {module.articles.length > 0 ? (
        <ul className={styles.articles}>
          {module.articles.map((article) => {
            const href = articleHref(article)
            return (
              <li key={article.id} className={styles.article}>
                <ItemHeading className={styles.articleTitle}>
                  {href ? <Link href={href}>{article.title}</Link> : article.title}
                </ItemHeading>
                {article.summary ? (
                  <p className={styles.summary}>
                    {truncateText(article.summary, { limit: SUMMARY_LIMIT, ellipsis: true })}
                  </p>
                ) : null}
              </li>
            )
          })}
        </ul>
      ) : null}
    </div>
  )
}
