import { describe, expect, it } from 'vitest'

import type { CmsConsentTexts } from '@/data/consent'
import en from '../../../messages/en/Consent.json'
import { buildTranslation, escapeHtml, resolveConsentTexts } from './translation'

const emptyCms: CmsConsentTexts = {
  title: null,
  description: null,
  acceptAll: null,
  declineAll: null,
  settings: null,
  save: null,
  cookiePolicyLabel: null,
  privacyStatementLabel: null,
  categories: {
    essential: { label: null, description: null },
    analytics: { label: null, description: null },
    adStorage: { label: null, description: null },
    adUserData: { label: null, description: null },
    adPersonalization: { label: null, description: null },
  },
}
const links = { cookiePolicy: '/en/cookie-policy/', privacyStatement: '/en/privacy-statement/' }

describe('resolveConsentTexts: CMS text first, the UI bundle where the CMS has none', () => {
  it('falls back to the bundle entirely (German has no CMS content)', () => {
    expect(resolveConsentTexts(emptyCms, en)).toEqual(en)
  })

  it('takes each CMS text that is filled in', () => {
    const cms = {
      ...emptyCms,
      title: 'Cookies',
      cookiePolicyLabel: 'Our cookies',
      categories: { ...emptyCms.categories, analytics: { label: 'Statistics', description: null } },
    }
    const texts = resolveConsentTexts(cms, en)
    expect(texts.title).toBe('Cookies')
    expect(texts.cookiePolicy).toBe('Our cookies')
    expect(texts.categories.analytics).toEqual({
      label: 'Statistics',
      description: en.categories.analytics.description,
    })
    expect(texts.acceptAll).toBe(en.acceptAll)
  })
})

describe('escapeHtml', () => {
  it.each<[string, string]>([
    ['plain', 'plain'],
    ['<b>"A" & \'B\'</b>', '&lt;b&gt;&quot;A&quot; &amp; &#39;B&#39;&lt;/b&gt;'],
  ])('%s', (text, expected) => {
    expect(escapeHtml(text)).toBe(expected)
  })
})

describe('buildTranslation', () => {
  const translation = buildTranslation({ ...en, preferencesTitle: 'Privacy <script>' }, links)

  it('builds the preferences layer only (the server draws the first)', () => {
    expect(Object.keys(translation)).toEqual(['preferencesModal'])
    expect(translation.preferencesModal).toMatchObject({
      title: 'Privacy &lt;script&gt;',
      acceptAllBtn: 'Accept all',
      acceptNecessaryBtn: 'Decline all',
    })
  })

  it('lists the five categories, each linked to its library category, then the links', () => {
    const sections = translation.preferencesModal.sections
    expect(sections.map((section) => section.linkedCategory)).toEqual([
      'necessary',
      'analytics_storage',
      'ad_storage',
      'ad_user_data',
      'ad_personalization',
      undefined,
    ])
    expect(sections.at(-1)?.description).toBe(
      '<a href="/en/cookie-policy/">Cookie policy</a> · <a href="/en/privacy-statement/">Privacy statement</a>',
    )
  })

  it('keeps paragraphs of a CMS description apart', () => {
    const analytics = { label: 'Statistics', description: 'One.\n\nTwo & three.' }
    const text = buildTranslation({ ...en, categories: { ...en.categories, analytics } }, links)
    expect(text.preferencesModal.sections[1]?.description).toBe('One.<br><br>Two &amp; three.')
  })
})
