import { slugify } from '@/domain/text/slugify'
import { founder, team } from '../agency'
import type { ArticleSeed, ArticleText, InAllLocales, InContentLocales } from '../types'

// Pure text data: one article per team member, shown by the team module on the Qui-sui-je page.

type Person = { name: string; email: string; phone: string }

function member(
  person: Person,
  sort: number,
  role: InAllLocales<string>,
  bios: InContentLocales<string>,
): ArticleSeed {
  const slug = slugify(person.name)
  const text = (locale: keyof InContentLocales<string>): ArticleText => ({
    title: person.name,
    excerpt: role[locale],
    content: bios[locale],
  })
  return {
    key: `equipe/${slug}`,
    category: 'equipe',
    sort,
    publishedAt: '2025-01-06',
    slugs: { fr: slug, nl: slug, en: slug, de: slug },
    germanTitle: person.name,
    texts: { fr: text('fr'), nl: text('nl'), en: text('en') },
    teamMember: { role, email: person.email, phone: person.phone },
  }
}

export const teamArticles: ArticleSeed[] = [
  member(
    founder,
    1,
    {
      fr: 'Fondatrice et administratrice, agent immobilier agréé IPI',
      nl: 'Oprichtster en zaakvoerder, erkend vastgoedmakelaar BIV',
      en: 'Founder and managing director, licensed estate agent',
      de: 'Gründerin und Geschäftsführerin, zugelassene Immobilienmaklerin',
    },
    {
      fr: `Juriste de formation, Claire a travaillé dans une étude notariale avant de devenir agent immobilier agréé IPI en ${founder.registeredSince}. Elle a fondé Maison Lumière en ${founder.foundedAgencyIn} et suit personnellement chaque estimation et chaque mandat de vente.`,
      nl: `Claire is juriste van opleiding en werkte op een notariskantoor voor ze in ${founder.registeredSince} erkend vastgoedmakelaar BIV werd. Ze richtte Maison Lumière op in ${founder.foundedAgencyIn} en volgt elke schatting en elke verkoopopdracht persoonlijk op.`,
      en: `A lawyer by training, Claire worked at a notary’s office before becoming a licensed estate agent in ${founder.registeredSince}. She founded Maison Lumière in ${founder.foundedAgencyIn} and personally oversees every valuation and every sales mandate.`,
    },
  ),
  member(
    team.sales,
    2,
    {
      fr: 'Négociateur immobilier',
      nl: 'Vastgoedadviseur verkoop',
      en: 'Sales negotiator',
      de: 'Immobilienberater Verkauf',
    },
    {
      fr: 'Thomas organise les visites, accompagne les acheteurs et négocie les offres jusqu’à la signature du compromis. Bilingue, il connaît particulièrement bien Ixelles, Etterbeek, Uccle et le Brabant wallon.',
      nl: 'Thomas organiseert de bezoeken, begeleidt de kopers en onderhandelt over de biedingen tot het compromis getekend is. Hij is tweetalig en kent Elsene, Etterbeek, Ukkel en Waals-Brabant bijzonder goed.',
      en: 'Thomas arranges viewings, looks after buyers and negotiates offers until the sales agreement is signed. Bilingual, he knows Ixelles, Etterbeek, Uccle and Walloon Brabant particularly well.',
    },
  ),
  member(
    team.letting,
    3,
    {
      fr: 'Gestionnaire location et gestion locative',
      nl: 'Verantwoordelijke verhuur en huurbeheer',
      en: 'Letting and property manager',
      de: 'Vermietung und Mietverwaltung',
    },
    {
      fr: 'Sarah sélectionne les locataires, rédige les baux et suit les biens en gestion : loyers, indexations, réparations et états des lieux. Elle est l’interlocutrice des propriétaires comme des locataires pendant toute la durée du bail.',
      nl: 'Sarah selecteert de huurders, stelt de huurcontracten op en volgt de woningen in beheer op: huur, indexeringen, herstellingen en plaatsbeschrijvingen. Ze is het aanspreekpunt voor eigenaars en huurders zolang het contract loopt.',
      en: 'Sarah selects tenants, drafts leases and looks after the properties we manage: rent, indexation, repairs and inventories. She is the contact for owners and tenants alike for as long as the lease runs.',
    },
  ),
  member(
    team.holiday,
    4,
    {
      fr: 'Coordinateur des locations saisonnières',
      nl: 'Coördinator vakantieverhuur',
      en: 'Holiday rental coordinator',
      de: 'Koordinator Ferienvermietung',
    },
    {
      fr: 'Pieter gère les réservations, l’accueil des hôtes et l’entretien des logements de vacances à la côte et dans les Ardennes. Il veille aux déclarations auprès de Toerisme Vlaanderen et du Commissariat général au tourisme.',
      nl: 'Pieter beheert de boekingen, het onthaal van de gasten en het onderhoud van de vakantiewoningen aan de kust en in de Ardennen. Hij zorgt voor de aanmeldingen bij Toerisme Vlaanderen en het Commissariat général au tourisme.',
      en: 'Pieter handles bookings, guest check-ins and the upkeep of holiday homes on the coast and in the Ardennes. He looks after the registrations with Visit Flanders and the Walloon Commissariat général au tourisme.',
    },
  ),
]
