import { TeamCard } from '@/components/article/TeamCard'
import { RichText } from '@/components/richtext/RichText'
import { truncateText } from '@/domain/text/truncateText'
import { ArticleGroups } from '../ArticleGroups'
import { firstShown } from '../groupArticles'
import { ModuleIntro } from '../ModuleIntro'
import type { ModuleViewProps } from '../viewProps'
import styles from './OnsTeamView.module.css'

const BIO_LIMIT = 200

/** The team (Qui-sui-je: a category's members, at most 20, spec §2): one card per member article. */
export function OnsTeamViewComponent({
  module,
  headingLevel,
  headingId,
  articleHref,
  linkHref,
  eagerImage,
}: ModuleViewProps) {
  const photoOf = (article: (typeof module.articles)[number]) => article.teamMember?.photo ?? article.image
  const eagerId = eagerImage ? firstShown(module.articles, module.subcategories, photoOf)?.id : undefined
  return (
    <>
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
        renderList={(articles, cardHeading) => (
          <ul className={styles.grid}>
            {articles.map((article) => (
              <li key={article.id}>
                <TeamCard
                  name={article.title}
                  member={article.teamMember}
                  photo={photoOf(article)}
                  bio={truncateText(article.summary, { limit: BIO_LIMIT, ellipsis: true })}
                  headingTag={cardHeading}
                  href={articleHref(article)}
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
