import { describe, expect, it } from 'vitest'

import { renderMail } from './render'
import type { LeadMail, MailAgency } from './types'

const agency: MailAgency = {
  name: 'Immo Dupont',
  email: 'info@immo-dupont.be',
  phone: '+32 2 123 45 67',
  street: 'Avenue Louise 54',
  zipCity: '1050 Ixelles',
  siteUrl: 'https://www.immo-dupont.be',
  brandColor: '#0b5cab',
  logoUrl: null,
}
const listing = { reference: '48213', title: 'Villa 4 façades', url: '/fr/a-vendre/villa-48213' }
const locales = ['fr', 'nl', 'en', 'de'] as const

function notification(overrides: Partial<Extract<LeadMail, { kind: 'agency-notification' }>> = {}): LeadMail {
  return {
    kind: 'agency-notification',
    locale: 'fr',
    formTitle: 'Formulaire de contact',
    visitor: { name: 'Marie Peeters', email: 'marie@example.be', phone: '0470 12 34 56' },
    facts: [{ label: 'Message', value: 'Bonjour,\nje voudrais visiter.' }],
    listing,
    adminUrl: 'https://www.immo-dupont.be/admin/collections/leads/12',
    needsReview: false,
    ...overrides,
  }
}

const every = (locale: (typeof locales)[number]): LeadMail[] => [
  notification({ locale }),
  {
    kind: 'visitor-confirmation',
    locale,
    formTitle: 'Contact',
    visitorName: 'Marie',
    facts: [{ label: 'Message', value: 'Bonjour' }],
    listing,
  },
  {
    kind: 'newsletter-confirm',
    locale,
    visitorName: 'Marie',
    confirmUrl: 'https://www.immo-dupont.be/n?t=1',
  },
  {
    kind: 'documents',
    locale,
    visitorName: 'Marie',
    listing,
    documents: [{ name: 'PEB.pdf', url: '/documents/peb.pdf?sig=1' }],
    expiresAt: new Date('2025-07-01T21:30:00Z'),
  },
  { kind: 'send-to-friend', locale, friendName: 'Paul', senderName: 'Marie', message: 'Regarde !', listing },
  {
    kind: 'demand-confirm',
    locale,
    visitorName: 'Marie',
    facts: [{ label: 'Zones', value: 'Namur' }],
    confirmUrl: 'https://www.immo-dupont.be/demand/confirm/?t=1.2.x&lang=fr',
    deleteUrl: 'https://www.immo-dupont.be/demand/delete/?t=1.2.y&lang=fr',
    days: 30,
  },
  {
    kind: 'unsubscribe-confirm',
    locale,
    topics: ['newsletter', 'alerts'],
    unsubscribeUrl: 'https://www.immo-dupont.be/unsubscribe/?t=r1.2.z&lang=fr',
  },
]

describe('renderMail', () => {
  it.each(locales)('renders every kind in %s, both parts, with no message left untranslated', (locale) => {
    for (const mail of every(locale)) {
      const { subject, text, html } = renderMail(mail, agency)
      expect(subject, mail.kind).not.toMatch(/\n|^\s|\s$/)
      for (const part of [subject, text, html]) {
        expect(part, mail.kind).not.toMatch(
          /(common|agencyNotification|visitorConfirmation|documents|newsletterConfirm|sendToFriend|demandConfirm|unsubscribeConfirm)\.[a-z]/,
        )
      }
      expect(html).toContain(`<html lang="${locale}">`)
      expect(html).toContain('max-width:600px')
      expect(html).toContain('background:#0b5cab')
      // Footer: address, phone, e-mail and site in both parts.
      for (const value of ['Avenue Louise 54', '1050 Ixelles', '+32 2 123 45 67', 'info@immo-dupont.be']) {
        expect(text, `${mail.kind} text`).toContain(value)
        expect(html, `${mail.kind} html`).toContain(value)
      }
      expect(html).toContain('href="https://www.immo-dupont.be/"')
    }
  })

  it("gives the agency's notification the form and the listing's reference in its subject", () => {
    expect(renderMail(notification(), agency).subject).toBe(
      'Nouvelle demande – Formulaire de contact – Réf. 48213',
    )
    expect(renderMail(notification({ listing: null }), agency).subject).toBe(
      'Nouvelle demande – Formulaire de contact',
    )
    expect(renderMail(notification({ locale: 'nl', formTitle: 'Contactformulier' }), agency).subject).toBe(
      'Nieuwe aanvraag – Contactformulier – Ref. 48213',
    )
  })

  it('lists the visitor and the facts, says how to reply, and links to the lead in the admin', () => {
    const { text, html } = renderMail(notification(), agency)
    expect(text).toContain('Nom\u00a0: Marie Peeters')
    expect(text).toContain('Téléphone\u00a0: 0470 12 34 56')
    expect(text).toContain('Message\u00a0: Bonjour,\n  je voudrais visiter.')
    expect(text).toContain('«\u00a0Répondre\u00a0»')
    expect(text).toContain('Marie Peeters (marie@example.be)')
    expect(text).toContain('https://www.immo-dupont.be/admin/collections/leads/12')
    expect(html).toContain('href="https://www.immo-dupont.be/admin/collections/leads/12"')
    expect(html).toContain('Bonjour,<br>je voudrais visiter.')
    // The listing's relative URL is made absolute against the site.
    expect(html).toContain('href="https://www.immo-dupont.be/fr/a-vendre/villa-48213"')
  })

  it('says how to reach a visitor who left no e-mail address', () => {
    const phoneOnly = renderMail(
      notification({ visitor: { name: 'Jan', email: null, phone: '0470 11 22 33' } }),
      agency,
    )
    expect(phoneOnly.text).toContain("Jan n'a pas laissé d'adresse e-mail")
    expect(phoneOnly.text).toContain('appelez le 0470 11 22 33')
    const nothing = renderMail(notification({ visitor: { name: '', email: null, phone: null } }), agency)
    expect(nothing.text).toContain("Un visiteur n'a laissé ni adresse e-mail ni numéro de téléphone.")
  })

  it('shows a warning line when the lead needs review, and none otherwise', () => {
    for (const locale of locales) {
      const flagged = renderMail(notification({ locale, needsReview: true }), agency)
      const plain = renderMail(notification({ locale }), agency)
      expect(flagged.text.split('\n')[3]).toMatch(/^⚠ /)
      expect(flagged.html).toContain('⚠')
      expect(plain.text).not.toContain('⚠')
      expect(plain.html).not.toContain('⚠')
    }
  })

  it("escapes visitors' input in the HTML part", () => {
    const hostile = '<script>alert("x")</script> & \'quoted\''
    const { html, text } = renderMail(
      notification({
        visitor: { name: hostile, email: 'a"b@example.be', phone: null },
        facts: [{ label: 'Message <b>', value: hostile }],
        formTitle: '"><img src=x onerror=alert(1)>',
      }),
      agency,
    )
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img src=x')
    expect(html).not.toContain('<b>')
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39;')
    expect(html).toContain('a&quot;b@example.be')
    // The text part is plain text: it shows what the visitor typed.
    expect(text).toContain(hostile)
  })

  it('escapes the agency and refuses anything but http(s) links and hex colours', () => {
    const { html } = renderMail(
      { kind: 'newsletter-confirm', locale: 'fr', visitorName: 'Marie', confirmUrl: 'javascript:alert(1)' },
      {
        ...agency,
        name: 'Immo "A" & <B>',
        brandColor: 'red;background:url(x)',
        logoUrl: 'javascript:alert(1)',
      },
    )
    expect(html).not.toContain('javascript:')
    expect(html).toContain('Immo &quot;A&quot; &amp; &lt;B&gt;')
    expect(html).not.toContain('url(x)')
    expect(html).toContain('Confirmer mon inscription')
  })

  it("puts the agency's logo in the header when there is one, its name otherwise", () => {
    const withLogo = renderMail(notification(), { ...agency, logoUrl: '/media/logo.png' }).html
    expect(withLogo).toContain('<img src="https://www.immo-dupont.be/media/logo.png" alt="Immo Dupont"')
    expect(renderMail(notification(), agency).html).not.toContain('<img')
  })

  it("thanks the visitor, copies the facts and gives the agency's contact details", () => {
    const { subject, text } = renderMail(every('fr')[1] as LeadMail, agency)
    expect(subject).toBe('Nous avons bien reçu votre demande – Réf. 48213')
    expect(text).toContain('Bonjour Marie,')
    expect(text).toContain('Merci de nous avoir contactés.')
    expect(text).toContain('Message\u00a0: Bonjour')
    expect(text).toContain('Adresse\u00a0: Avenue Louise 54, 1050 Ixelles')
    expect(text).toContain('E-mail\u00a0: info@immo-dupont.be')
  })

  it('gives the newsletter opt-in one button to confirm', () => {
    const url = 'https://www.immo-dupont.be/fr/newsletter/confirm?lead=4&sig=abc'
    const { subject, html, text } = renderMail(
      { kind: 'newsletter-confirm', locale: 'en', visitorName: '', confirmUrl: url },
      agency,
    )
    expect(subject).toBe('Please confirm your newsletter subscription')
    expect(text).toContain('Hello,\n')
    expect(text).toContain(`Confirm my subscription\n${url}`)
    expect(html.match(/>Confirm my subscription<\/a>/g)).toHaveLength(1)
    expect(html).toContain(`href="${url.replace(/&/g, '&amp;')}"`)
  })

  it('asks to confirm a search demand, lists what was registered and how to delete it', () => {
    const { subject, text, html } = renderMail(every('fr')[5] as LeadMail, agency)
    expect(subject).toBe('Confirmez votre recherche')
    expect(text).toContain(
      'Confirmer ma recherche\nhttps://www.immo-dupont.be/demand/confirm/?t=1.2.x&lang=fr',
    )
    expect(text).toContain('Ce lien est valable 30 jours.')
    expect(text).toContain('Zones\u00a0: Namur')
    expect(html).toContain('href="https://www.immo-dupont.be/demand/delete/?t=1.2.y&amp;lang=fr"')
  })

  it.each([
    ['fr', "jusqu'au 1 juillet 2025 à 23:30 (heure belge)"],
    ['nl', 'tot 1 juli 2025 om 23:30 (Belgische tijd)'],
    ['en', 'until July 1, 2025 at 11:30 PM (Belgian time)'],
    ['de', 'bis zum 1. Juli 2025 um 23:30 Uhr (belgische Zeit)'],
  ] as const)('lists the documents and when their links expire, in Brussels time (%s)', (locale, expiry) => {
    const mail = every(locale)[3] as LeadMail
    const { text, html } = renderMail(mail, agency)
    expect(text).toContain(expiry)
    expect(text).toContain('- PEB.pdf\n  https://www.immo-dupont.be/documents/peb.pdf?sig=1')
    expect(html).toContain('<a href="https://www.immo-dupont.be/documents/peb.pdf?sig=1"')
  })

  it('gives an expiry in winter time in Brussels too', () => {
    const mail = {
      ...(every('fr')[3] as Extract<LeadMail, { kind: 'documents' }>),
      expiresAt: new Date('2025-01-15T21:30:00Z'),
    }
    expect(renderMail(mail, agency).text).toContain("jusqu'au 15 janvier 2025 à 22:30")
  })

  it("sends a listing to a friend with the sender's name and optional message", () => {
    const mail = every('fr')[4] as Extract<LeadMail, { kind: 'send-to-friend' }>
    const { subject, text, html } = renderMail(mail, agency)
    expect(subject).toBe('Marie pense que ce bien pourrait vous intéresser')
    expect(text).toContain('Bonjour Paul,')
    expect(text).toContain('> Regarde !')
    expect(html).toContain('href="https://www.immo-dupont.be/fr/a-vendre/villa-48213"')
    const silent = renderMail({ ...mail, message: '  ' }, agency).text
    expect(silent).not.toContain('vous a laissé ce message')
    expect(renderMail({ ...mail, locale: 'en' }, agency).subject).toBe(
      'Marie thinks this property may interest you',
    )
  })

  it('keeps a subject on one line whatever a visitor typed', () => {
    const mail = every('fr')[4] as Extract<LeadMail, { kind: 'send-to-friend' }>
    const { subject } = renderMail({ ...mail, senderName: 'Marie\r\nBcc: victim@example.com' }, agency)
    expect(subject).toBe('Marie Bcc: victim@example.com pense que ce bien pourrait vous intéresser')
  })
})
