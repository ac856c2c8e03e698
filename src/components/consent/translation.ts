import type * as CookieConsent from 'vanilla-cookieconsent'

import type { CmsConsentTexts, ConsentCategoryKey } from '@/data/consent'
import type { ConsentCategory } from '@/domain/tracking/consent'

/** Every text the dialog shows, resolved for one language (CMS first, UI bundle as fallback). */
export type ConsentTexts = {
  title: string
  description: string
  acceptAll: string
  declineAll: string
  settings: string
  save: string
  preferencesTitle: string
  close: string
  moreInfoTitle: string
  cookiePolicy: string
  privacyStatement: string
  categories: Record<ConsentCategoryKey, { label: string; description: string }>
}

export type ConsentLinks = { cookiePolicy: string; privacyStatement: string }

/** The library's category names: `necessary` plus the four Consent Mode types, one to one. */
export const libraryCategory: Record<ConsentCategoryKey, 'necessary' | ConsentCategory> = {
  essential: 'necessary',
  analytics: 'analytics_storage',
  adStorage: 'ad_storage',
  adUserData: 'ad_user_data',
  adPersonalization: 'ad_personalization',
}

export function resolveConsentTexts(cms: CmsConsentTexts, fallback: ConsentTexts): ConsentTexts {
  const categories = {} as ConsentTexts['categories']
  for (const key of Object.keys(fallback.categories) as ConsentCategoryKey[]) {
    categories[key] = {
      label: cms.categories[key].label ?? fallback.categories[key].label,
      description: cms.categories[key].description ?? fallback.categories[key].description,
    }
  }
  return {
    ...fallback,
    title: cms.title ?? fallback.title,
    description: cms.description ?? fallback.description,
    acceptAll: cms.acceptAll ?? fallback.acceptAll,
    declineAll: cms.declineAll ?? fallback.declineAll,
    settings: cms.settings ?? fallback.settings,
    save: cms.save ?? fallback.save,
    cookiePolicy: cms.cookiePolicyLabel ?? fallback.cookiePolicy,
    privacyStatement: cms.privacyStatementLabel ?? fallback.privacyStatement,
    categories,
  }
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** The library writes its texts as HTML; CMS text is plain, so it is escaped first. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char)
}

/** A CMS text (plain) as paragraphs at its blank lines, each a list of its lines. */
export const textParagraphs = (text: string): string[][] =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => part.split('\n'))

const paragraphs = (text: string) =>
  textParagraphs(text)
    .map((lines) => lines.map(escapeHtml).join('<br>'))
    .join('<br><br>')

function policyLinks(texts: ConsentTexts, links: ConsentLinks, separator: string): string {
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`
  return [
    link(links.cookiePolicy, texts.cookiePolicy),
    link(links.privacyStatement, texts.privacyStatement),
  ].join(separator)
}

/** One language of the library's configuration: its preferences layer (the first layer is the
 * server's, ConsentNotice.tsx). */
export function buildTranslation(
  texts: ConsentTexts,
  links: ConsentLinks,
): Pick<CookieConsent.Translation, 'preferencesModal'> {
  const sections = (Object.keys(libraryCategory) as ConsentCategoryKey[]).map((key) => ({
    title: escapeHtml(texts.categories[key].label),
    description: paragraphs(texts.categories[key].description),
    linkedCategory: libraryCategory[key],
  }))
  return {
    preferencesModal: {
      title: escapeHtml(texts.preferencesTitle),
      acceptAllBtn: escapeHtml(texts.acceptAll),
      acceptNecessaryBtn: escapeHtml(texts.declineAll),
      savePreferencesBtn: escapeHtml(texts.save),
      // Set as an aria-label attribute, not as HTML: no escaping.
      closeIconLabel: texts.close,
      sections: [
        ...sections,
        { title: escapeHtml(texts.moreInfoTitle), description: policyLinks(texts, links, ' · ') },
      ],
    },
  }
}
