import type { PageSeed } from '../types'

// Pure text data: the services, about, FAQ and contact pages (menu entries 5 to 8) and the
// modules that show their articles.

export const infoPages: PageSeed[] = [
  {
    originalPath: '/services/',
    type: 'page',
    sort: 5,
    showInMenu: true,
    names: { fr: 'Services', nl: 'Diensten', en: 'Services', de: 'Dienstleistungen' },
    paths: { fr: 'services', nl: 'diensten', en: 'services', de: 'dienstleistungen' },
    modules: [
      { blockType: 'news-view', relation: { category: 'services' }, numberItemOfRow: 3, maxItems: 6 },
    ],
    texts: {
      fr: {
        title: 'Nos services',
        description:
          'Vente, location, gestion locative et locations de vacances : un interlocuteur unique pour votre bien, de l’estimation à la remise des clés.',
        seo: {
          title: 'Vente, location et gestion locative | Maison Lumière',
          description:
            'Vendre, louer ou confier la gestion de votre bien à Bruxelles, en Wallonie, à la côte ou dans les Ardennes : découvrez nos services.',
        },
      },
      nl: {
        title: 'Onze diensten',
        description:
          'Verkoop, verhuur, huurbeheer en vakantieverhuur: één aanspreekpunt voor uw woning, van de schatting tot de sleuteloverdracht.',
        seo: {
          title: 'Verkoop, verhuur en huurbeheer | Maison Lumière',
          description:
            'Uw woning verkopen, verhuren of laten beheren in Brussel, Wallonië, aan zee of in de Ardennen: ontdek onze diensten.',
        },
      },
      en: {
        title: 'Our services',
        description:
          'Sales, lettings, property management and holiday rentals: one contact for your property, from the valuation to the handover of the keys.',
        seo: {
          title: 'Sales, lettings and property management | Maison Lumière',
          description:
            'Sell, let or have your property managed in Brussels, Wallonia, on the coast or in the Ardennes: discover our services.',
        },
      },
    },
  },
  {
    originalPath: '/Qui-sui-je/',
    type: 'page',
    sort: 6,
    showInMenu: true,
    names: { fr: 'Qui suis-je', nl: 'Over mij', en: 'About me', de: 'Über mich' },
    paths: { fr: 'qui-suis-je', nl: 'over-mij', en: 'about-me', de: 'uber-mich' },
    modules: [
      { blockType: 'single-view', relation: { article: 'a-propos/histoire' } },
      {
        blockType: 'ons-team-view',
        relation: { category: 'equipe' },
        maxItems: 20,
        titles: { fr: 'L’équipe', nl: 'Het team', en: 'The team', de: 'Das Team' },
      },
    ],
    texts: {
      fr: {
        title: 'Qui suis-je ?',
        description: 'Claire Dumont-Lambert, agent immobilier agréé IPI, et l’équipe de Maison Lumière.',
        seo: {
          title: 'Qui suis-je ? Claire Dumont-Lambert | Maison Lumière',
          description:
            'Rencontrez Claire Dumont-Lambert, agent immobilier agréé IPI, et l’équipe qui vend, loue et gère vos biens depuis l’avenue Louise.',
        },
      },
      nl: {
        title: 'Over mij',
        description: 'Claire Dumont-Lambert, erkend vastgoedmakelaar BIV, en het team van Maison Lumière.',
        seo: {
          title: 'Over mij: Claire Dumont-Lambert | Maison Lumière',
          description:
            'Maak kennis met Claire Dumont-Lambert, erkend vastgoedmakelaar BIV, en het team dat uw woning verkoopt, verhuurt en beheert.',
        },
      },
      en: {
        title: 'About me',
        description: 'Claire Dumont-Lambert, licensed estate agent, and the Maison Lumière team.',
        seo: {
          title: 'About me: Claire Dumont-Lambert | Maison Lumière',
          description:
            'Meet Claire Dumont-Lambert, licensed estate agent, and the team who sell, let and manage properties from Avenue Louise.',
        },
      },
    },
  },
  {
    originalPath: '/FAQ/',
    type: 'page',
    sort: 7,
    showInMenu: true,
    names: { fr: 'FAQ', nl: 'FAQ', en: 'FAQ', de: 'FAQ' },
    paths: { fr: 'faq', nl: 'faq', en: 'faq', de: 'faq' },
    modules: [
      {
        blockType: 'collapse-view',
        relation: { category: 'faq' },
        maxItems: 40,
        background: {
          key: 'faq-background',
          kind: 'view-countryside',
          alt: {
            fr: 'Paysage de campagne wallonne',
            nl: 'Waals platteland',
            en: 'Walloon countryside',
          },
        },
      },
    ],
    texts: {
      fr: {
        title: 'Questions fréquentes',
        description:
          'Les réponses aux questions que nos clients nous posent le plus souvent sur la vente et la location.',
        seo: {
          title: 'Questions fréquentes sur la vente et la location',
          description:
            'Documents obligatoires, mandat, estimation, étapes de la vente, gestion locative : nos réponses claires aux questions les plus fréquentes.',
        },
      },
      nl: {
        title: 'Veelgestelde vragen',
        description:
          'Antwoorden op de vragen die onze klanten ons het vaakst stellen over verkopen en verhuren.',
        seo: {
          title: 'Veelgestelde vragen over verkoop en verhuur',
          description:
            'Verplichte documenten, opdracht, schatting, de stappen van een verkoop, huurbeheer: onze heldere antwoorden op uw vragen.',
        },
      },
      en: {
        title: 'Frequently asked questions',
        description: 'Answers to the questions our clients ask us most often about selling and letting.',
        seo: {
          title: 'FAQ: selling and letting in Belgium | Maison Lumière',
          description:
            'Mandatory documents, the mandate, valuation, the steps of a sale, property management: clear answers to the questions we hear most.',
        },
      },
    },
  },
  {
    originalPath: '/contact/',
    type: 'page',
    sort: 8,
    showInMenu: true,
    names: { fr: 'Contact', nl: 'Contact', en: 'Contact', de: 'Kontakt' },
    paths: { fr: 'contact', nl: 'contact', en: 'contact', de: 'kontakt' },
    texts: {
      fr: {
        title: 'Contactez-nous',
        description:
          'Une question sur un bien, une vente ou une location ? Écrivez-nous ou passez à notre bureau, avenue Louise 54 à Ixelles.',
        seo: {
          title: 'Contact | Maison Lumière Immobilier, Ixelles',
          description:
            'Maison Lumière Immobilier, avenue Louise 54, 1050 Ixelles. Téléphone 02 512 34 56, info@maisonlumiere.be. Réponse sous un jour ouvrable.',
        },
      },
      nl: {
        title: 'Contacteer ons',
        description:
          'Een vraag over een woning, een verkoop of een verhuur? Schrijf ons of kom langs op ons kantoor, Louizalaan 54 in Elsene.',
        seo: {
          title: 'Contact | Maison Lumière Immobilier, Elsene',
          description:
            'Maison Lumière Immobilier, Louizalaan 54, 1050 Elsene. Telefoon 02 512 34 56, info@maisonlumiere.be. Antwoord binnen één werkdag.',
        },
      },
      en: {
        title: 'Contact us',
        description:
          'A question about a property, a sale or a letting? Write to us or visit our office at Avenue Louise 54, Ixelles.',
        seo: {
          title: 'Contact | Maison Lumière Immobilier, Brussels',
          description:
            'Maison Lumière Immobilier, Avenue Louise 54, 1050 Ixelles (Brussels). Phone +32 2 512 34 56, info@maisonlumiere.be. Reply within one working day.',
        },
      },
    },
  },
]
