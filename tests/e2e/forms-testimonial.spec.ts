import { expect, test } from '@playwright/test'

import { smallPng, texts } from './leadData'
import { asNewVisitor, LeadForm, switchToDutch } from './leadForms'
import { agencyMail, expectNoMailFor } from './leadMails'
import { leadsOf, localApi } from './localApi'

// Each test its own client address: the forms' budget is per address (src/auth/rateBudget.ts).
test.beforeEach(({ page }) => asNewVisitor(page))

// Testimonials (spec §3, issue 15): left on the about page with an optional photo, held until
// staff approve them, then shown there.

type StoredTestimonial = {
  id: number
  approved: boolean
  language: string
  image: number | null
  imageUrl: string | null
}

function testimonialOf(lead: number): Promise<StoredTestimonial | null> {
  return localApi<StoredTestimonial | null>(`
    const { docs } = await payload.find({
      collection: 'testimonials', depth: 1, overrideAccess: true, where: { lead: { equals: ${lead} } },
    })
    const doc = docs[0]
    if (!doc) return null
    const image = doc.image && typeof doc.image === 'object' ? doc.image : null
    return { id: doc.id, approved: doc.approved, language: doc.language, image: image?.id ?? null, imageUrl: image?.url ?? null }
  `)
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

test.describe('the testimonial form', () => {
  let approved: StoredTestimonial | null = null

  // An approved testimonial shows on the home page too: the site is left as it was found.
  test.afterAll(async () => {
    if (!approved) return
    const { id, image } = approved
    await localApi(`
      await payload.delete({ collection: 'testimonials', id: ${id}, overrideAccess: true })
      ${image ? `await payload.delete({ collection: 'media', id: ${image}, overrideAccess: true })` : ''}
    `)
  })

  test('French: checked fields and photo; stored unapproved with its photo, shown once approved', async ({
    page,
  }) => {
    const form = new LeadForm(page, 'testimonial', 'fr')
    await form.goto('/fr/qui-suis-je/')
    await form.open()
    await form.submit()
    await form.expectErrors({ name: 'required', comment: 'required' })

    const email = `testimonial.${unique()}@example.be`
    const comment = `Une vente rondement menée, merci ! (${unique()})`
    const typed = {
      name: 'Camille D.',
      email: 'camille@',
      comment,
      aboutYou: 'Vendeuse à Wavre',
      website: 'pas un site',
      image: { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') },
    }
    await form.fill(typed)
    await form.submit()
    await form.expectErrors({ email: 'email', website: 'url', image: 'fileType' })
    await form.expectValues(typed)
    // A file input cannot be given back after a round trip: the photo is chosen again.
    await form.fill({ email, website: 'www.exemple.be', image: smallPng() })
    await form.send()

    const stored = leadsOf(email)
    const agency = await agencyMail(email, { form: 'testimonial', typedLinks: ['https://www.exemple.be'] })
    expect(agency.text).toContain(comment)
    await expectNoMailFor(email)
    const [lead] = await stored
    expect(lead).toMatchObject({ form: 'testimonial', locale: 'fr', review: null })
    const testimonial = await testimonialOf(lead?.id ?? 0)
    expect(testimonial).toMatchObject({ approved: false, language: 'fr' })
    expect(testimonial?.image, 'the photo is stored with it').toBeTruthy()

    await page.goto('/fr/qui-suis-je/')
    const section = page.getByRole('region', { name: texts.fr.testimonialsSection.heading })
    await expect(section).toBeVisible()
    await expect(section.getByText(comment)).toHaveCount(0)

    await localApi(
      `await payload.update({ collection: 'testimonials', id: ${testimonial?.id}, overrideAccess: true, data: { approved: true } })`,
    )
    approved = testimonial
    // The server learns of the change through the database's change signal (a second or so).
    await expect(async () => {
      await page.reload()
      await expect(section.getByText(comment)).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    const card = section.getByRole('listitem').filter({ hasText: comment })
    await expect(card.getByRole('link', { name: 'Camille D.' })).toHaveAttribute(
      'href',
      'https://www.exemple.be',
    )
    // The photo (decorative: the name is beside it) is the one sent, served by the media library.
    const photo = card.locator('img')
    await photo.scrollIntoViewIfNeeded()
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(16)
  })

  test('Dutch: messages in Dutch; stored unapproved in Dutch', async ({ page }) => {
    await page.goto('/fr/qui-suis-je/')
    const form = new LeadForm(page, 'testimonial', 'nl')
    form.rendered()
    await switchToDutch(page)
    await expect(page).toHaveURL(/\/nl\/over-mij\/$/)
    await form.open()
    await form.submit()
    await form.expectErrors({ name: 'required', comment: 'required' })

    const email = `getuigenis.${unique()}@example.be`
    await form.fill({ name: 'Lotte P.', email: 'lotte@@example.be', comment: 'Vlot verkocht, bedankt!' })
    await form.submit()
    await form.expectErrors({ email: 'email' })
    await form.fill({ email })
    await form.send()

    const stored = leadsOf(email)
    await agencyMail(email, { form: 'testimonial' })
    const [lead] = await stored
    expect(lead).toMatchObject({ form: 'testimonial', locale: 'nl' })
    expect(await testimonialOf(lead?.id ?? 0)).toMatchObject({ approved: false, language: 'nl', image: null })
  })
})
