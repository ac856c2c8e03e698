import { describe, expect, it } from 'vitest'

import { leadSource } from './leadSource'

describe('leadSource (issue 15: the page, the visit and the campaign of a lead)', () => {
  it('takes the campaign stored for the visit, and click ids from the landing page', () => {
    expect(
      leadSource({
        page: 'https://www.example.be/fr/contact/',
        landing: 'https://www.example.be/fr/?gclid=g1&fbclid=f1&utm_source=url',
        referrer: 'https://www.google.be/',
        utm: JSON.stringify({ utm_source: 'newsletter', utm_campaign: 'printemps' }),
      }),
    ).toEqual({
      page: 'https://www.example.be/fr/contact/',
      landingPage: 'https://www.example.be/fr/?gclid=g1&fbclid=f1&utm_source=url',
      referrer: 'https://www.google.be/',
      utmSource: 'newsletter',
      utmCampaign: 'printemps',
      gclid: 'g1',
      fbclid: 'f1',
    })
  })

  it('without JavaScript, falls back to the request’s Referer for the page and the campaign', () => {
    expect(leadSource({ requestReferer: 'https://www.example.be/nl/contact/?utm_medium=cpc' })).toEqual({
      page: 'https://www.example.be/nl/contact/?utm_medium=cpc',
      landingPage: 'https://www.example.be/nl/contact/?utm_medium=cpc',
      utmMedium: 'cpc',
    })
  })

  it('ignores what is malformed, clips what is too long and leaves out what is empty', () => {
    const source = leadSource({ page: `https://x.be/${'a'.repeat(800)}`, utm: '{not json', referrer: '  ' })
    expect(source.page).toHaveLength(500)
    expect(source).not.toHaveProperty('referrer')
    expect(source).not.toHaveProperty('utmSource')
  })
})
