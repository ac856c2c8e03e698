import { TeamCard } from '@/components/article/TeamCard'
import { RichText } from '@/components/richtext/RichText'
import { truncateText } from '@/domain/text/truncateText'
import { groupBySubcategory } from '../groupArticles'
import { ModuleIntro } from '../ModuleIntro'
import { childHeading, type ModuleViewProps } from '../viewProps'
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
  const groups = groupBySubcategory(module.articles, module.subcategories)
  const grouped = groups.some((group) => group.category)
  const groupHeading = childHeading(headingLevel, Boolean(module.title))
  const cardHeading = grouped ? childHeading(groupHeading) : groupHeading
  const GroupHeading = groupHeading
  const photoOf = (article: (typeof module.articles)[number]) => article.teamMember?.photo ?? article.image
  const eagerId = eagerImage ? groups.flatMap((g) => g.articles).find((a) => photoOf(a))?.id : undefined
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
      {groups.map((group) => (
        <div key={group.category?.id ?? 'all'} className={styles.group}>
          {group.category ? (
            <GroupHeading className={styles.groupTitle}>{group.category.name}</GroupHeading>
          ) : null}
          <ul className={styles.grid}>
            {group.articles.map((article) => (
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
        </div>
      ))}
      {module.description2 ? (
        <RichText data={module.description2} linkHref={linkHref} className={styles.after} />
      ) : null}
    </>
  )
}
