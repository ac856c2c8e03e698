import { aboutStory, welcome } from './articles/about'
import { faqAgency } from './articles/faqAgency'
import { faqProcess } from './articles/faqProcess'
import { serviceHoliday } from './articles/serviceHoliday'
import { serviceLetting } from './articles/serviceLetting'
import { serviceSale } from './articles/serviceSale'
import { teamArticles } from './articles/team'
import { formPages } from './pages/formPages'
import { infoPages } from './pages/infoPages'
import { legalPages } from './pages/legalPages'
import { listPages } from './pages/listPages'
import { thankYouPages } from './pages/thankYou'
import type { ArticleSeed, PageSeed } from './types'

export { categories as categorySeeds } from './categories'

export const articleSeeds: ArticleSeed[] = [
  welcome,
  serviceSale,
  serviceLetting,
  serviceHoliday,
  aboutStory,
  ...teamArticles,
  ...faqAgency,
  ...faqProcess,
]

/** In seeding order: a parent comes before its children. */
export const pageSeeds: PageSeed[] = [
  ...listPages,
  ...infoPages,
  ...formPages,
  ...thankYouPages,
  ...legalPages,
]

export const welcomeArticleKey = welcome.key
