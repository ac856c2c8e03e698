import { spawnSync } from 'node:child_process'
import { expect, type Locator, type Page, test } from '@playwright/test'

import { copySnapshot } from '../helpers/snapshot'
import { actUntil } from './actUntil'

// Seeded snapshot (data/crm/properties.fr.json): 48213 a Flemish sale in Bruges (EPC 245 → C,
// Matterport tour, asbestos certificate, every planning item), 47984 a Walloon sale in Dinant
// (470 → F), 49219 a Brussels rental in Ixelles (125 → C, charges 120), 49356 a Flemish rental in
// Ostend (charges 45), 49388 an Antwerp sale with a YouTube video.
const path = (id: number) => `/fr/property/${id}/`

/** The value (dd) of a labelled row (dt) inside a part of the page. */
const valueOf = (scope: Locator, label: string) =>
  scope
    .locator('dt', { hasText: new RegExp(`^${label.replace(/[()/]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]')

async function expectImageLoaded(image: Locator) {
  // The label is lazy-loaded (it sits below the fold): bring it into view as a visitor would.
  await image.scrollIntoViewIfNeeded()
  await expect(image).toBeVisible()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
}

const legalBlock = (page: Page) => page.getByRole('region', { name: 'Mentions légales' })

test.describe('property facts', () => {
  test('a Flemish sale: grouped facts, the Flemish EPC label and the Flemish legal mentions', async ({
    page,
  }) => {
    await page.goto(path(48213))
    const facts = page.getByRole('region', { name: 'Caractéristiques' })
    await expect(facts.getByRole('heading', { level: 2, name: 'Caractéristiques' })).toBeVisible()
    for (const heading of [
      'Généralités',
      'Surfaces',
      'Pièces',
      'Confort et équipements',
      'Énergie',
      'Aspects financiers',
    ]) {
      await expect(facts.getByRole('heading', { level: 3, name: heading })).toBeVisible()
    }
    // A property that is not a life annuity has no life annuity group.
    await expect(facts.getByRole('heading', { name: 'Viager' })).toHaveCount(0)
    await expect(valueOf(facts, 'Surface habitable')).toHaveText('245 m²')
    await expect(valueOf(facts, 'Façades')).toHaveText('2 façades (construction fermée)')
    await expect(valueOf(facts, 'Revenu cadastral')).toHaveText('€\u00a01.480')
    await expect(valueOf(facts, 'Cave')).toHaveText('Oui')

    const label = facts.getByRole('img', { name: 'Label PEB C' })
    await expect(label).toHaveAttribute('src', '/images/epc/flanders/c.png')
    await expectImageLoaded(label)
    await expect(facts.getByText(/245 kWh\/m²\/an/)).toBeVisible()

    const legal = legalBlock(page)
    await expect(legal.getByText('Région flamande')).toBeVisible()
    await expect(valueOf(legal, 'Score PEB')).toHaveText('245 kWh/m²/an')
    await expect(valueOf(legal, 'Code unique du certificat PEB')).toHaveText('20261013-0003798747-RES-1')
    await expect(valueOf(legal, 'Score P (parcelle)')).toHaveText('A')
    await expect(valueOf(legal, 'Score G (bâtiment)')).toHaveText('A')
    // The five planning items, written out in full.
    await expect(valueOf(legal, 'Permis d’urbanisme')).toHaveText('Oui')
    await expect(valueOf(legal, 'Affectation urbanistique')).toHaveText('Zone d’habitat')
    await expect(valueOf(legal, 'Citation / action en réparation')).toHaveText('Non')
    await expect(valueOf(legal, 'Droit de préemption')).toHaveText('Non')
    await expect(valueOf(legal, 'Permis de lotir')).toHaveText('Non')
    await expect(valueOf(legal, 'Attestation amiante')).toHaveText('Attestation amiante : sûr')
    await expect(legal.getByRole('img', { name: 'Symbole d’inondation' })).toHaveCount(0)
    // Said once: the planning items are not repeated in the fact groups.
    await expect(facts.locator('dt', { hasText: 'Droit de préemption' })).toHaveCount(0)
  })

  test('Wallonia and Brussels: their own EPC scale, no Flemish mentions; a rental states rent and charges', async ({
    page,
  }) => {
    await page.goto(path(47984))
    const walloon = page.getByRole('img', { name: 'Label PEB F' })
    await expect(walloon).toHaveAttribute('src', '/images/epc/wallonia/f.png')
    await expectImageLoaded(walloon)
    await expect(legalBlock(page).getByText('Région wallonne')).toBeVisible()
    await expect(legalBlock(page).locator('dt', { hasText: 'Permis de lotir' })).toHaveCount(0)
    // The renovation obligation is Flemish only.
    await expect(page.getByText(/Obligation de rénovation/)).toHaveCount(0)

    await page.goto(path(49219))
    const brussels = page.getByRole('img', { name: 'Label PEB C' })
    await expect(brussels).toHaveAttribute('src', '/images/epc/brussels/c.png')
    await expectImageLoaded(brussels)
    const legal = legalBlock(page)
    await expect(legal.getByText('Région de Bruxelles-Capitale')).toBeVisible()
    await expect(valueOf(legal, 'Loyer')).toHaveText('€\u00a01.350 par mois')
    await expect(valueOf(legal, 'Charges communes')).toHaveText('€\u00a0120')
    await expect(legal.locator('dt', { hasText: 'Score P (parcelle)' })).toHaveCount(0)

    await page.goto(path(49356))
    await expect(valueOf(legalBlock(page), 'Loyer')).toHaveText('€\u00a0895 par mois')
    await expect(valueOf(legalBlock(page), 'Charges communes')).toHaveText('€\u00a045')
    await expect(page.getByRole('img', { name: 'Label PEB D' })).toHaveAttribute(
      'src',
      '/images/epc/flanders/d.png',
    )
  })

  test('the video loads from YouTube only when the visitor asks for it', async ({ page }) => {
    const thirdParty: string[] = []
    page.on('request', (request) => {
      if (/youtube|ytimg/.test(new URL(request.url()).hostname)) thirdParty.push(request.url())
    })
    await page.goto(path(49388))
    const media = page.getByRole('region', { name: 'Visite virtuelle et vidéo' })
    await expect(media.getByRole('heading', { level: 3, name: 'Vidéo' })).toBeVisible()
    await expect(media.getByRole('link', { name: /Ouvrir la vidéo sur YouTube/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=kT4rZ8mQp2w',
    )
    await expect(media.locator('iframe')).toHaveCount(0)
    expect(thirdParty).toEqual([])

    const frame = media.locator('iframe[title="Vidéo du bien (YouTube)"]')
    // The page hydrates once its lazily loaded parts (the gallery, the map) have arrived; a press
    // before that does nothing (decision 043): press until the player (which replaces the
    // button) is there.
    await actUntil(
      async () => (await frame.count()) === 1,
      (limit) => media.getByRole('button', { name: 'Lire la vidéo' }).click(limit),
    )
    await expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/kT4rZ8mQp2w?autoplay=1',
    )
    await expect(frame).toHaveAttribute('loading', 'lazy')
    await expect(frame).toHaveAttribute('allowfullscreen', '')
  })

  test('a Flemish sale in flood class D shows the flood symbol, and an E label the renovation notice', async ({
    page,
  }) => {
    const snapshot = copySnapshot()
    try {
      for (const language of ['fr', 'nl', 'en', 'de']) {
        snapshot.edit(`properties.${language}.json`, (records) =>
          records.map((record) =>
            record.ID === 48213
              ? { ...record, FloodScoreP: 'D', EnergyPerformance: 455, EPCLabelText: 'E' }
              : record,
          ),
        )
      }
      runImport(snapshot.dir)
      await expect
        .poll(
          async () => {
            await page.goto(path(48213))
            return legalBlock(page).getByRole('img', { name: 'Symbole d’inondation' }).count()
          },
          { timeout: 20_000 },
        )
        .toBe(1)
      await expect(valueOf(legalBlock(page), 'Score P (parcelle)')).toHaveText('D')
      await expect(legalBlock(page).getByText(/effectivement sensible aux inondations/)).toBeVisible()
      await expect(page.getByRole('img', { name: 'Label PEB E' })).toHaveAttribute(
        'src',
        '/images/epc/flanders/e.png',
      )
      await expect(page.getByText(/Obligation de rénovation/)).toContainText(
        'au moins le label D dans les 5 ans',
      )
    } finally {
      runImport('data/crm')
      snapshot.remove()
    }
    await expect
      .poll(
        async () => {
          await page.goto(path(48213))
          return legalBlock(page).getByRole('img', { name: 'Symbole d’inondation' }).count()
        },
        { timeout: 20_000 },
      )
      .toBe(0)
  })
})

function runImport(dir: string) {
  const result = spawnSync('npm', ['run', 'import', '--', dir], {
    env: {
      ...process.env,
      PORT: process.env.E2E_PORT ?? '3100',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      PAYLOAD_SECRET: '',
    },
    encoding: 'utf8',
  })
  expect(result.status, result.stdout + result.stderr).toBe(0)
}
