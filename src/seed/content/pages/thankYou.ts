import { contentLocales } from '@/i18n/locales'
import type { ContentLocale, InAllLocales, PageSeed, PageText } from '../types'
import { type ThankYouForm, thankYouForms, thankYouTexts } from './thankYouTexts'

// Thank-you pages: /feedback/ and one child per form (spec §2 "Thank-you: /feedback/{form}/").
// Every child is named like its parent, since the name is the breadcrumb title ("Merci").

const names: InAllLocales<string> = { fr: 'Merci', nl: 'Bedankt', en: 'Thank you', de: 'Danke' }
// Search engines have nothing to find on a confirmation page.
const robots = 'noindex, follow'

// The form key is the path in every language, except where French has a word of its own.
const frenchPaths: Partial<Record<ThankYouForm, string>> = {
  'contact-demand': 'estimation-gratuite',
  'site-contact': 'contact-via-le-site-internet',
  'document-request': 'demande-de-documents',
  testimonial: 'temoignage',
  'purchase-offer': 'offre-d-achat',
  'rent-application': 'candidature-locative',
}

const firstSentence = (text: string): string => /^.+?[.!?](?=\s|$)/.exec(text)?.[0] ?? text

function childTexts(form: ThankYouForm): Record<ContentLocale, PageText> {
  const entries = contentLocales.map((locale) => {
    const { title, text } = thankYouTexts[form][locale]
    const page: PageText = {
      title,
      content: text,
      seo: { title: `${names[locale]} | Maison Lumière`, description: firstSentence(text) },
    }
    return [locale, page] as const
  })
  return Object.fromEntries(entries) as Record<ContentLocale, PageText>
}

const parent: PageSeed = {
  originalPath: '/feedback/',
  type: 'feedback',
  sort: 40,
  robots,
  names,
  paths: { fr: 'merci', nl: 'bedankt', en: 'thank-you', de: 'danke' },
  texts: {
    fr: {
      title: 'Merci',
      description:
        'Votre demande nous est bien parvenue. Nous vous répondons dans un délai d’un jour ouvrable.',
      seo: { title: 'Merci | Maison Lumière', description: 'Votre demande nous est bien parvenue.' },
    },
    nl: {
      title: 'Bedankt',
      description: 'We hebben uw aanvraag goed ontvangen. We antwoorden binnen één werkdag.',
      seo: { title: 'Bedankt | Maison Lumière', description: 'We hebben uw aanvraag goed ontvangen.' },
    },
    en: {
      title: 'Thank you',
      description: 'We have received your request. We will reply within one working day.',
      seo: { title: 'Thank you | Maison Lumière', description: 'We have received your request.' },
    },
  },
}

const children: PageSeed[] = thankYouForms.map((form, index) => ({
  originalPath: `/feedback/${form}/`,
  type: 'feedback',
  parent: parent.originalPath,
  sort: index + 1,
  robots,
  names,
  paths: { fr: frenchPaths[form] ?? form, nl: form, en: form, de: form },
  texts: childTexts(form),
}))

export const thankYouPages: PageSeed[] = [parent, ...children]
