import { type JsonLdObject, serializeJsonLd } from '@/domain/seo/jsonLd'

/**
 * One schema.org object as a JSON-LD script, escaped by serializeJsonLd so that no text can close
 * the script element. Nothing is rendered for null.
 */
export function JsonLd({ data }: { data: JsonLdObject | null }) {
  if (!data) return null
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
