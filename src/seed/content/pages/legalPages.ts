import { cookiePolicyText } from '../legal/cookies'
import { disclaimerText } from '../legal/disclaimer'
import { privacyText } from '../legal/privacy'
import type { PageSeed } from '../types'

// The legal pages linked from the footer and the cookie dialog; their full texts live in ../legal.

export const legalPages: PageSeed[] = [
  {
    originalPath: '/Disclaimer/',
    type: 'page',
    sort: 50,
    names: { fr: 'Disclaimer', nl: 'Disclaimer', en: 'Disclaimer', de: 'Disclaimer' },
    paths: { fr: 'disclaimer', nl: 'disclaimer', en: 'disclaimer', de: 'disclaimer' },
    texts: {
      fr: {
        title: 'Mentions légales et clause de non-responsabilité',
        content: disclaimerText.fr,
        seo: {
          title: 'Mentions légales | Maison Lumière Immobilier',
          description:
            'Éditeur du site, agrément IPI 512.345, code de déontologie, informations sur les biens, responsabilité et droit applicable.',
        },
      },
      nl: {
        title: 'Wettelijke vermeldingen en disclaimer',
        content: disclaimerText.nl,
        seo: {
          title: 'Disclaimer | Maison Lumière Immobilier',
          description:
            'Uitgever van de website, erkenning BIV 512.345, deontologische code, informatie over de panden, aansprakelijkheid en toepasselijk recht.',
        },
      },
      en: {
        title: 'Legal notice and disclaimer',
        content: disclaimerText.en,
        seo: {
          title: 'Legal notice | Maison Lumière Immobilier',
          description:
            'Website publisher, BIV/IPI licence 512.345, code of ethics, property information, liability and governing law.',
        },
      },
    },
  },
  {
    originalPath: '/Privacy-statement/',
    type: 'page',
    sort: 51,
    names: {
      fr: 'Déclaration de confidentialité',
      nl: 'Privacyverklaring',
      en: 'Privacy statement',
      de: 'Datenschutzerklärung',
    },
    paths: {
      fr: 'privacy-statement',
      nl: 'privacy-statement',
      en: 'privacy-statement',
      de: 'privacy-statement',
    },
    texts: {
      fr: {
        title: 'Déclaration de confidentialité',
        content: privacyText.fr,
        seo: {
          title: 'Déclaration de confidentialité | Maison Lumière',
          description:
            'Quelles données nous traitons, pourquoi, combien de temps, avec qui nous les partageons et comment exercer vos droits (RGPD).',
        },
      },
      nl: {
        title: 'Privacyverklaring',
        content: privacyText.nl,
        seo: {
          title: 'Privacyverklaring | Maison Lumière',
          description:
            'Welke gegevens we verwerken, waarom, hoelang, met wie we ze delen en hoe u uw rechten uitoefent (AVG).',
        },
      },
      en: {
        title: 'Privacy statement',
        content: privacyText.en,
        seo: {
          title: 'Privacy statement | Maison Lumière',
          description:
            'What data we process, why, for how long, who we share it with and how to exercise your rights under the GDPR.',
        },
      },
    },
  },
  {
    originalPath: '/Cookie-policy/',
    type: 'page',
    sort: 52,
    names: {
      fr: 'Politique en matière de cookies',
      nl: 'Cookiebeleid',
      en: 'Cookie policy',
      de: 'Cookie-Richtlinie',
    },
    paths: { fr: 'cookie-policy', nl: 'cookie-policy', en: 'cookie-policy', de: 'cookie-policy' },
    texts: {
      fr: {
        title: 'Politique en matière de cookies',
        content: cookiePolicyText.fr,
        seo: {
          title: 'Politique en matière de cookies | Maison Lumière',
          description:
            'Les cookies essentiels, de mesure d’audience et publicitaires de notre site, leur durée et comment modifier votre choix.',
        },
      },
      nl: {
        title: 'Cookiebeleid',
        content: cookiePolicyText.nl,
        seo: {
          title: 'Cookiebeleid | Maison Lumière',
          description:
            'De noodzakelijke, statistische en advertentiecookies van onze website, hun bewaarduur en hoe u uw keuze wijzigt.',
        },
      },
      en: {
        title: 'Cookie policy',
        content: cookiePolicyText.en,
        seo: {
          title: 'Cookie policy | Maison Lumière',
          description:
            'The essential, analytics and advertising cookies on our website, how long they last and how to change your choice.',
        },
      },
    },
  },
]
