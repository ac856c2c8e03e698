import { describe, expect, it } from 'vitest'

import { demandCalls, leadCalls, newsletterCalls, sourceLines, unsubscribeCalls, visitCalls } from './params'

const anne = {
  title: 'ms',
  firstName: 'Anne',
  lastName: 'Dupont',
  email: 'anne@example.be',
  phone: '0475 12 34 56',
  locale: 'nl' as const,
}

describe('CRM push parameters', () => {
  it('a lead on a listing is ContactOnMe with the listing, the message, the facts and the campaign', () => {
    const { kind, calls } = leadCalls({
      person: anne,
      form: 'contact-me',
      message: 'Is it still available?',
      facts: 'contactSlots: morning',
      source: {
        utmSource: 'newsletter',
        utmCampaign: 'autumn',
        gclid: 'G-1',
        landingPage: '/nl/',
        referrer: 'https://www.google.be/',
      },
      subject: { kind: 'property', id: 48941 },
    })
    expect(kind).toBe('lead')
    expect(calls).toEqual([
      {
        call: 'ContactOnMe',
        params: {
          Name: 'Dupont',
          FirstName: 'Anne',
          AddressTitle: 'Ms',
          Email: 'anne@example.be',
          PhoneNumber: '0475 12 34 56',
          LanguageIdFromParameter: 1,
          Subject: 'Website: contact-me',
          ObjectID: 48941,
          Content:
            'Is it still available?\n\ncontactSlots: morning\n\nutm_source: newsletter\nutm_campaign: autumn\ngclid: G-1\nlanding page: /nl/\nreferrer: https://www.google.be/',
        },
      },
    ])
  })

  it('a lead on a project is ContactOnMeProject; a general one has no object', () => {
    expect(
      leadCalls({ person: anne, form: 'contact-construction', subject: { kind: 'project', id: 7 } }).calls[0],
    ).toMatchObject({
      call: 'ContactOnMeProject',
      params: { ProjectIDs: [7] },
    })
    const general = leadCalls({ person: anne, form: 'site-contact', subject: null })
    expect(general.calls[0]?.call).toBe('ContactOnMe')
    expect(general.calls[0]?.params).not.toHaveProperty('ObjectID')
  })

  it('a visit registers the person, then adds them to the appointment', () => {
    expect(
      visitCalls(anne, 5501, 'Website: contact-appointment').map((c) => [c.call, c.params.AppointmentID]),
    ).toEqual([
      ['RegisterPerson', undefined],
      ['AddPersonToAppointment', 5501],
    ])
  })

  it('a demand is DemandRegister2 with its criteria, postcodes from its zones, nothing for unset bounds', () => {
    const [call] = demandCalls({
      person: { ...anne, locale: 'fr' },
      goal: 'rent',
      webIds: [1, 2],
      zones: ['1050|Ixelles', 'brussels'],
      minPrice: 800,
      maxPrice: null,
      minBedrooms: 2,
      source: { utmSource: 'facebook', fbclid: 'F-1' },
    })
    expect(call?.call).toBe('DemandRegister2')
    expect(call?.params).toMatchObject({
      Goal: 1,
      TypeOfPropertyIDs: [1, 2],
      Zips: ['1050'],
      PriceMin: 800,
      MinRooms: 2,
      LanguageId: 2,
    })
    expect(call?.params).not.toHaveProperty('PriceMax')
    expect(call?.params.Comment).toBe('Zones: 1050|Ixelles, brussels\n\nutm_source: facebook\nfbclid: F-1')
  })

  it('newsletter and unsubscribes', () => {
    expect(newsletterCalls(anne, true)[0]?.params.IsReceivedEmail).toBe(true)
    expect(newsletterCalls(anne, false)[0]?.params.IsReceivedEmail).toBe(false)
    expect(unsubscribeCalls(321, 'de')).toEqual([
      { call: 'UnsubscribeDemandPerson', params: { DemandID: 321, LanguageId: 4 } },
    ])
  })

  it('writes no line for missing marketing parameters', () => {
    expect(sourceLines(null)).toBe('')
    expect(sourceLines({ utmSource: null, page: '/fr/contact/' })).toBe('form page: /fr/contact/')
  })
})
