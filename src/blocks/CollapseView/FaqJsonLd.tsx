import { JsonLd } from '@/components/seo/JsonLd'
import { type ArticleData, richTextToPlain } from '@/data/articleShapes'
import { faqPageJsonLd } from '@/domain/seo/faqJsonLd'

/**
 * The FAQ block's questions as a schema.org FAQPage for search engines: each article's title is a
 * question, its content as plain text the answer (its excerpt when it has no content).
 */
export function FaqJsonLd({
  articles,
}: {
  articles: readonly Pick<ArticleData, 'title' | 'content' | 'summary'>[]
}) {
  return (
    <JsonLd
      data={faqPageJsonLd(
        articles.map((article) => ({
          question: article.title,
          answer: richTextToPlain(article.content) || article.summary,
        })),
      )}
    />
  )
}
