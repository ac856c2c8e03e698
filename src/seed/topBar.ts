import type { Payload } from 'payload'

import type { TopBar } from '@/payload-types'

type ContentLocale = 'fr' | 'nl' | 'en'
type Row = NonNullable<TopBar['left']>[number]
type SeedItem = Omit<Row, 'label'> & { id: string; label: Record<ContentLocale, string> }

const left: SeedItem[] = [
  {
    id: 'top-bar-phone',
    status: 'published',
    icon: 'phone',
    link: 'tel:+3225123456',
    label: { fr: '02 512 34 56', nl: '02 512 34 56', en: '+32 2 512 34 56' },
  },
  {
    id: 'top-bar-email',
    status: 'published',
    icon: 'email',
    link: 'mailto:info@maisonlumiere.be',
    label: { fr: 'info@maisonlumiere.be', nl: 'info@maisonlumiere.be', en: 'info@maisonlumiere.be' },
  },
]

const right: SeedItem[] = [
  {
    id: 'top-bar-hours',
    status: 'published',
    icon: 'clock',
    link: null,
    label: {
      fr: 'Lun–ven 9 h–18 h · sam. sur rendez-vous',
      nl: 'Ma–vr 9–18 u · za op afspraak',
      en: 'Mon–Fri 9 am–6 pm · Sat by appointment',
    },
  },
  {
    id: 'top-bar-facebook',
    status: 'published',
    icon: 'facebook',
    link: 'https://www.facebook.com/maisonlumiereimmobilier',
    label: { fr: 'Facebook', nl: 'Facebook', en: 'Facebook' },
  },
  {
    id: 'top-bar-instagram',
    status: 'published',
    icon: 'instagram',
    link: 'https://www.instagram.com/maisonlumiereimmobilier',
    label: { fr: 'Instagram', nl: 'Instagram', en: 'Instagram' },
  },
]

const rowsIn = (items: SeedItem[], locale: ContentLocale): Row[] =>
  items.map((item) => ({ ...item, label: item.label[locale] }))

/**
 * The demo top bar (spec §2: left and right groups of links): phone and e-mail on the left, opening
 * hours and social links on the right. Written only while the bar has no items, so an editor's
 * own bar is never overwritten. Rows keep fixed ids so each language's labels land on the same rows.
 */
export async function seedTopBar(payload: Payload): Promise<boolean> {
  const current = await payload.findGlobal({ slug: 'top-bar', depth: 0 })
  if ((current.left?.length ?? 0) + (current.right?.length ?? 0) > 0) return false
  for (const locale of ['fr', 'nl', 'en'] as const) {
    await payload.updateGlobal({
      slug: 'top-bar',
      locale,
      data: { enabled: true, left: rowsIn(left, locale), right: rowsIn(right, locale) },
    })
  }
  return true
}
