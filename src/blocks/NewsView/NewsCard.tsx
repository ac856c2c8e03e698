import Link from 'next/link'

import { MediaImage } from '@/components/media/MediaImage'
import type { ArticleData } from '@/data/articleShapes'
import { truncateText } from '@/domain/text/truncateText'
import { getTranslations } from '@/i18n/server'
import styles from './NewsView.module.css'

type Props = {
  article: ArticleData
  href: string | null
  headingTag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
  imageSizes: string
  eager: boolean
}

// Three lines of a card at 1240/3 px: the cut keeps cards of one row the same height.
const EXCERPT_LIMIT = 160

/** A news card: the whole card is the "read more" link, which names the article for screen readers. */
export async function NewsCard({ article, href, headingTag: Heading, imageSizes, eager }: Props) {
  const t = await getTranslations('Modules')
  const excerpt = truncateText(article.summary, { limit: EXCERPT_LIMIT, ellipsis: true })
  return (
    <article className={href ? `${styles.card} ${styles.linked}` : styles.card}>
      <div className={styles.media}>
        {article.image ? (
          <MediaImage media={article.image} sizes={imageSizes} eager={eager} className={styles.image} />
        ) : (
          <span className={styles.placeholder} aria-hidden="true" />
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>{article.title}</Heading>
        {excerpt ? <p className={styles.excerpt}>{excerpt}</p> : null}
        {href ? (
          <Link href={href} className={styles.more}>
            {t.rich('readMoreAbout', {
              title: article.title,
              hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
            })}
            <span className={styles.arrow} aria-hidden="true">
              →
            </span>
          </Link>
        ) : null}
      </div>
    </article>
  )
}
