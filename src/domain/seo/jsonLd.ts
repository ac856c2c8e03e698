/** A schema.org object as written in a JSON-LD script. */
export type JsonLdObject = { '@context'?: string; '@type': string } & Record<string, unknown>

/**
 * The text of a `<script type="application/ld+json">`. Every `<` is written as its JSON escape
 * `\u003c`, so no text from the CRM or the CMS can close the script element (`</script>`) or open
 * an HTML comment; JSON.parse reads the same value back.
 */
export function serializeJsonLd(data: JsonLdObject): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/** The properties whose value is present: null, undefined, '' and [] are left out. */
export function present(entries: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(entries).filter(
      ([, value]) =>
        value !== null &&
        value !== undefined &&
        value !== '' &&
        !(Array.isArray(value) && value.length === 0),
    ),
  )
}

export type PostalAddressInput = {
  street: string | null
  zip: string | null
  city: string | null
  country: string | null
}

/** A schema.org PostalAddress with the parts that are known. */
export function postalAddress(address: PostalAddressInput): JsonLdObject {
  return {
    '@type': 'PostalAddress',
    ...present({
      streetAddress: address.street,
      postalCode: address.zip,
      addressLocality: address.city,
      addressCountry: address.country,
    }),
  }
}
