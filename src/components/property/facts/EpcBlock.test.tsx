import { createTranslator } from 'next-intl'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { type EpcInput, epcSummary } from '@/domain/epc/epcSummary'
import { TIME_ZONE } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'
import { EpcBlock } from './EpcBlock'
import type { DetailTranslator } from './factText'

// The block as a visitor of the French site reads it: the real messages, the real translator, the
// summary the property page computes from the CRM's fields, rendered to HTML as the server does.
async function render(input: EpcInput): Promise<string> {
  const t = createTranslator({
    locale: 'fr',
    messages: (await loadMessages('fr')) as Record<string, unknown>,
    namespace: 'PropertyDetail',
    timeZone: TIME_ZONE,
  }) as unknown as DetailTranslator
  const epc = epcSummary(input)
  if (!epc) throw new Error('this input has no EPC block')
  return renderToStaticMarkup(<EpcBlock epc={epc} t={t} />)
}

const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe('EpcBlock: the energy certificate on a property page', () => {
  it('shows a Flemish sale’s label image, value and scale, with the renovation notice for an E', async () => {
    const html = await render({
      goal: 'sale',
      region: 'flanders',
      energyPerformance: '450',
      epcStatus: 'available',
    })
    expect(html).toMatch(/<img[^>]+alt="Label PEB E"/)
    expect(html).toMatch(/<img[^>]+src="\/images\/epc\/flanders\/e\.png"/)
    const text = textOf(html)
    expect(text).toContain('Certificat de performance énergétique (PEB)')
    expect(text).toMatch(/450\s?kWh\/m²\/an/)
    expect(text).toContain('Échelle de la Région flamande')
    expect(text).toContain('à partir de 2023, doit atteindre au moins le label D dans les 5 ans')
  })

  it('leaves the notice out where the obligation does not apply: a rent, or Brussels', async () => {
    const rent = await render({
      goal: 'rent',
      region: 'flanders',
      energyPerformance: '450',
      epcStatus: 'available',
    })
    expect(textOf(rent)).toMatch(/450\s?kWh\/m²\/an/)
    expect(textOf(rent)).not.toContain('Obligation de rénovation')
    const brussels = await render({
      goal: 'sale',
      region: 'brussels',
      energyPerformance: '120',
      epcStatus: 'available',
    })
    expect(textOf(brussels)).toContain('Échelle de la Région de Bruxelles-Capitale')
    expect(textOf(brussels)).not.toContain('Obligation de rénovation')
  })

  it('says a certificate is on its way, or not required, without an image', async () => {
    const requested = await render({
      goal: 'sale',
      region: 'wallonia',
      energyPerformance: null,
      epcStatus: 'requested',
    })
    expect(textOf(requested)).toContain('Le certificat PEB a été demandé et sera communiqué dès réception.')
    expect(requested).not.toContain('<img')
    const none = await render({
      goal: 'sale',
      region: 'wallonia',
      energyPerformance: null,
      epcStatus: 'not-applicable',
    })
    expect(textOf(none)).toContain('Aucun certificat PEB n’est requis pour ce bien.')
    expect(none).not.toContain('<img')
  })
})
