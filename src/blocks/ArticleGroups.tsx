import type { ReactNode } from 'react'

import { type ArticleGroup, groupBySubcategory } from './groupArticles'
import { childHeading, type ModuleViewProps, type SubHeadingTag } from './viewProps'

type Props = Pick<ModuleViewProps, 'module' | 'headingLevel'> & {
  /** Classes of each group's wrapper and of its title. */
  classNames: { readonly [name: string]: string | undefined }
  /** One group's list; `itemHeading` is the tag of each item's heading (one under the group's). */
  renderList: (articles: ArticleGroup['articles'], itemHeading: SubHeadingTag) => ReactNode
}

/**
 * A module's articles under their sub-categories' titles (groupBySubcategory), as the news, team
 * and FAQ views show them: a group's title one level under the module's, its items one under that.
 */
export function ArticleGroups({ module, headingLevel, classNames, renderList }: Props) {
  const groups = groupBySubcategory(module.articles, module.subcategories)
  const GroupHeading = childHeading(headingLevel, Boolean(module.title))
  const itemHeading = groups.some((group) => group.category) ? childHeading(GroupHeading) : GroupHeading
  return groups.map((group) => (
    <div key={group.category?.id ?? 'all'} className={classNames.group}>
      {group.category ? (
        <GroupHeading className={classNames.groupTitle}>{group.category.name}</GroupHeading>
      ) : null}
      {renderList(group.articles, itemHeading)}
    </div>
  ))
}
