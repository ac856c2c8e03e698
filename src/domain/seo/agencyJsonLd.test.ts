import { describe, expect, it } from 'vitest'

import {
  type AgencyJsonLdInput,
  realEstateAgentJsonLd,
  searchUrlTemplate,
  webSiteJsonLd,
} from './agencyJsonLd'

const AGENCY: AgencyJsonLdInput = {
  name: 'Maison Lumière Immobilier',
  legalName: 'Maison Lumière SRL',
  url: 'https://www.example.be/fr/',
  logo: 'https://www.example.be/api/media/file/logo.png',
  image: 'https://www.example.be/api/media/file/villa-1360x907.webp',
  phone: '02 512 34 56',
  email: 'info@maisonlumiere.be',
  address: { street: 'Avenue Louise 54', zip: '1050', city: 'Ixelles', country: 'Belgium' },
  position: { lat: 50.8327, lng: 4.3644 },
  openingHours: ['Lundi – vendredi : 9 h – 18 h', 'Dimanche : fermé'],
  vatNumber: 'BE0712.345.678',
  sameAs: ['https://www.facebook.com/maisonlumiere'],
}

describe('realEstateAgentJsonLd', () => {
  it('names the agency, its address, phone, e-mail, hours, logo and picture', () => {
    expect(realEstateAgentJsonLd(AGENCY)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      name: 'Maison Lumière Immobilier',
      legalName: 'Maison Lumière SRL',
      url: 'https://www.example.be/fr/',
      logo: AGENCY.logo,
      image: AGENCY.image,
      telephone: '02 512 34 56',
      email: 'info@maisonlumiere.be',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Avenue Louise 54',
        postalCode: '1050',
        addressLocality: 'Ixelles',
        addressCountry: 'BE',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 50.8327, longitude: 4.3644 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '09:00',
          closes: '18:00',
        },
      ],
      vatID: 'BE0712.345.678',
      sameAs: ['https://www.facebook.com/maisonlumiere'],
    })
  })

  it.each<[string, Partial<AgencyJsonLdInput>, string[]]>([
    ['no logo, phone nor e-mail', { logo: null, phone: null, email: null }, ['logo', 'telephone', 'email']],
    ['no opening hours in the settings', { openingHours: [] }, ['openingHoursSpecification']],
    [
      'hours only by appointment',
      { openingHours: ['Samedi : sur rendez-vous'] },
      ['openingHoursSpecification'],
    ],
    ['no map position nor social links', { position: null, sameAs: [] }, ['geo', 'sameAs']],
  ])('what the settings do not give is left out: %s', (_case, change, missing) => {
    const data = realEstateAgentJsonLd({ ...AGENCY, ...change })
    for (const key of missing) expect(data).not.toHaveProperty(key)
    expect(data).toHaveProperty('address')
  })
})

describe('webSiteJsonLd: a SearchAction on the search box’s own URL', () => {
  it.each<[string, string, string]>([
    ['French', 'fr', 'https://www.example.be/suggest/go/?locale=fr&q={search_term_string}'],
    ['Dutch', 'nl', 'https://www.example.be/suggest/go/?locale=nl&q={search_term_string}'],
  ])('%s', (_case, locale, template) => {
    expect(searchUrlTemplate('https://www.example.be', locale)).toBe(template)
    const data = webSiteJsonLd({
      name: 'Maison Lumière Immobilier',
      url: `https://www.example.be/${locale}/`,
      language: `${locale}-BE`,
      searchUrlTemplate: searchUrlTemplate('https://www.example.be', locale),
    })
    expect(data).toMatchObject({
      '@type': 'WebSite',
      url: `https://www.example.be/${locale}/`,
      inLanguage: `${locale}-BE`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: template },
        'query-input': 'required name=search_term_string',
      },
    })
  })
})
