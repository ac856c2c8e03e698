import { type JsonLdObject, serializeJsonLd } from '@/domain/seo/jsonLd'
import { requestNonce } from '@/security/nonce'

/**
 * One schema.org object as a JSON-LD script, escaped by serializeJsonLd so that no text can close
 * the script element. Nothing is rendered for null. A data block runs nothing, but it carries the
 * request's nonce like every inline script of the site, so that none is told apart by its type.
 */
export async function JsonLd({ data }: { data: JsonLdObject | null }) {
  if (!data) return null
  const nonce = await requestNonce()
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
}
