import Link from 'next/link'
import { notFound } from 'next/navigation'

import type { ArticleHref, LinkHref } from '@/blocks/viewProps'
import { Icon } from '@/components/frame/icons'
import { MediaImage } from '@/components/media/MediaImage'
import { RichText } from '@/components/richtext/RichText'
import { getArticle, listCategoryArticles } from '@/data/articles'
import { truncateText } from '@/domain/text/truncateText'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import styles from './ArticleView.module.css'
import { TeamCard } from './TeamCard'

type Props = {
  articleId: number
  locale: Locale
  articleHref: ArticleHref
  /** The category's page (services, FAQ…), or null when it has none. */
  categoryHref: string | null
  linkHref: LinkHref
}

const OTHERS = 6

/**
 * An article's own page: its title is the page's h1, then image, content, the team member's card
 * when the article presents one, a link back to the category and the category's other articles.
 */
export async function ArticleView({ articleId, locale, articleHref, categoryHref, linkHref }: Props) {
  const article = await getArticle(articleId, locale)
  if (!article) notFound()
  const [t, siblings] = await Promise.all([
    getTranslations('Modules'),
    listCategoryArticles(article.categoryId, locale, OTHERS + 1),
  ])
  const others = siblings
    .filter((other) => other.id !== article.id)
    .slice(0, OTHERS)
    .flatMap((other) => {
      const href = articleHref(other)
      return href ? [{ ...other, href }] : []
    })
  const member = article.teamMember
  return (
    <article className={`container ${styles.article}`}>
      <header className={styles.header}>
        {categoryHref ? (
          <Link href={categoryHref} className={styles.back}>
            <Icon name="arrowRight" size={18} className={styles.backIcon} />
            {article.category ? t('backTo', { category: article.category.name }) : t('back')}
          </Link>
        ) : null}
        <h1 className={styles.title}>{article.title}</h1>
      </header>
      {article.image && !member ? (
        <MediaImage
          media={article.image}
          sizes="(min-width: 1280px) 1000px, 100vw"
          eager
          className={styles.hero}
        />
      ) : null}
      <div className={member ? styles.withAside : styles.single}>
        <RichText data={article.content} linkHref={linkHref} headingLevel={2} className={styles.content} />
        {member ? (
          <aside className={styles.aside} aria-label={t('teamMemberCard')}>
            <TeamCard
              name={article.title}
              member={member}
              photo={member.photo ?? article.image}
              headingTag="h2"
              eager
            />
          </aside>
        ) : null}
      </div>
      {article.images.length > 0 ? (
        <div className={styles.gallery}>
          {article.images.map((image) => (
            <MediaImage
              key={image.id}
              media={image}
              sizes="(min-width: 767px) 33vw, 100vw"
              className={styles.galleryImage}
            />
          ))}
        </div>
      ) : null}
      {others.length > 0 ? (
        <section className={styles.others} aria-labelledby="other-articles">
          <h2 id="other-articles" className={styles.othersTitle}>
            {t('otherArticles')}
          </h2>
          <ul className={styles.othersList}>
            {others.map((other) => (
              <li key={other.id}>
                <Link href={other.href} className={styles.other}>
                  <span className={styles.otherTitle}>{other.title}</span>
                  {other.summary ? (
                    <span className={styles.otherSummary}>
                      {truncateText(other.summary, { limit: 120, ellipsis: true })}
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}
