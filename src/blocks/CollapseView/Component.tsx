import Link from 'next/link'

import { Icon } from '@/components/frame/icons'
import { RichText } from '@/components/richtext/RichText'
import { getTranslations } from '@/i18n/server'
import { ArticleGroups } from '../ArticleGroups'
import { ModuleIntro } from '../ModuleIntro'
import type { ModuleViewProps } from '../viewProps'
import styles from './CollapseView.module.css'
import { FaqJsonLd } from './FaqJsonLd'

/**
 * The FAQ (spec §2: a category's articles, at most 40): one native disclosure per question, which
 * opens by mouse, keyboard (Enter, Space) and find-in-page with no JavaScript at all.
 */
export async function CollapseViewComponent({
  module,
  headingLevel,
  headingId,
  articleHref,
  linkHref,
}: ModuleViewProps) {
  const t = await getTranslations('Modules')
  return (
    <div className={styles.collapse}>
      <FaqJsonLd articles={module.articles} />
      <ModuleIntro
        title={module.title}
        headingLevel={headingLevel}
        headingId={headingId}
        description={module.description}
        linkHref={linkHref}
        align="center"
      />
      <ArticleGroups
        module={module}
        headingLevel={headingLevel}
        classNames={styles}
        // Questions are buttons, not headings: an answer's headings sit where an item's would.
        renderList={(articles, itemHeading) => {
          const answerLevel = Number(itemHeading.slice(1)) as 2 | 3 | 4 | 5 | 6
          return (
            <ul className={styles.list}>
              {articles.map((article) => {
                const href = articleHref(article)
                return (
                  <li key={article.id}>
                    <details className={styles.item}>
                      <summary className={styles.summary}>
                        <span className={styles.question}>{article.title}</span>
                        <Icon name="chevronDown" size={22} className={styles.chevron} />
                      </summary>
                      <div className={styles.answer}>
                        {article.content ? (
                          <RichText data={article.content} linkHref={linkHref} headingLevel={answerLevel} />
                        ) : (
                          <p>{article.summary}</p>
                        )}
                        {href ? (
                          <Link href={href} className={styles.more}>
                            {t.rich('readFullAnswer', {
                              title: article.title,
                              hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
                            })}
                            <Icon name="arrowRight" size={18} />
                          </Link>
                        ) : null}
                      </div>
                    </details>
                  </li>
                )
              })}
            </ul>
          )
        }}
      />
      {module.description2 ? (
        <RichText data={module.description2} linkHref={linkHref} className={styles.after} />
      ) : null}
    </div>
  )
}
