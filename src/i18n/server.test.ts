import { createTranslator } from 'next-intl'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { loadMessages } from './messages'

vi.mock('server-only', () => ({}))
const requestLocale = vi.hoisted(() => ({ current: 'fr' }))
vi.mock('next-intl/server', () => ({ getLocale: async () => requestLocale.current }))

const { getRequestLocale, getTranslations } = await import('./server')

/** next-intl's own translator with a fresh cache: what a page got before the shared one. */
type Translate = (key: string, values?: Record<string, string | number>) => string

async function reference(locale: 'fr' | 'nl' | 'en' | 'de', namespace: string): Promise<Translate> {
  return createTranslator({
    locale,
    messages: (await loadMessages(locale)) as Record<string, unknown>,
    namespace,
    timeZone: 'Europe/Brussels',
  }) as unknown as Translate
}

describe('getTranslations with compiled messages shared by the process', () => {
  beforeEach(() => {
    requestLocale.current = 'fr'
  })

  it.each(['fr', 'nl', 'en', 'de'] as const)(
    'formats plurals and numbers as next-intl does (%s)',
    async (locale) => {
      const expected = await reference(locale, 'Listing')
      for (let round = 0; round < 2; round++) {
        const t = await getTranslations({ locale, namespace: 'Listing' })
        for (const total of [1, 2, 6149]) {
          expect(t('pagingTitle', { page: 1, pageCount: 513, total })).toBe(
            expected('pagingTitle', { page: 1, pageCount: 513, total }),
          )
        }
        expect(t('minBedrooms', { count: 1 })).toBe(expected('minBedrooms', { count: 1 }))
      }
    },
  )

  it('keeps the languages apart although each compiles a message once', async () => {
    const fr = await getTranslations({ locale: 'fr', namespace: 'Listing' })
    const nl = await getTranslations({ locale: 'nl', namespace: 'Listing' })
    expect(fr('minBedrooms', { count: 2 })).toBe('2 chambres ou plus')
    expect(nl('minBedrooms', { count: 2 })).not.toBe(fr('minBedrooms', { count: 2 }))
    expect(fr('minBedrooms', { count: 2 })).toBe('2 chambres ou plus')
  })

  it("takes the request's language when none is given, and a dotted namespace", async () => {
    requestLocale.current = 'nl'
    const t = await getTranslations('Listing')
    expect(t('minBedrooms', { count: 3 })).toBe(
      (await reference('nl', 'Listing'))('minBedrooms', { count: 3 }),
    )
    const footer = await getTranslations('Footer')
    expect(footer('vat', { number: 'BE 0123.456.789' })).toContain('BE 0123.456.789')
  })

  it('falls back to the default language for an unknown one', async () => {
    requestLocale.current = 'xx'
    const t = await getTranslations('Listing')
    expect(t('minBedrooms', { count: 2 })).toBe('2 chambres ou plus')
  })

  it("gives the request's language as a Locale, the default for an unknown one", async () => {
    requestLocale.current = 'de'
    expect(await getRequestLocale()).toBe('de')
    requestLocale.current = 'xx'
    expect(await getRequestLocale()).toBe('fr')
  })
})
