import { demandGoals } from '@/domain/demand/criteria'
import type { VisitorForm } from '@/domain/forms/schemas'
import { contactSlots, titles, unsubscribeTopics } from '@/domain/forms/schemas'
import type { DemandOptions, FieldGroup, FieldSpec, VisitSlotGroups } from './types'

type Translate = (key: string, values?: Record<string, string | number>) => string

/**
 * The fields of each visitor form, in the order a person fills them (spec §3 person and contact
 * fields; spec §5 decides which are required, and the schemas in src/domain/forms enforce it).
 */
export function formGroups(
  form: VisitorForm,
  t: Translate,
  demand?: DemandOptions,
  visitSlots?: VisitSlotGroups,
  /** Today in Brussels (yyyy-mm-dd): the first day a stay or a lease can start. */
  today?: string,
): FieldGroup[] {
  const f = (name: string, kind: FieldSpec['kind'], extra: Partial<FieldSpec> = {}): FieldSpec => ({
    name,
    kind,
    label: t(`fields.${name}`),
    ...extra,
  })
  const title = f('title', 'radios', {
    required: true,
    options: titles.map((value) => ({ value, label: t(`titles.${value}`) })),
  })
  const names = [
    f('firstName', 'text', { required: true, width: 'half', autoComplete: 'given-name', maxLength: 80 }),
    f('lastName', 'text', { required: true, width: 'half', autoComplete: 'family-name', maxLength: 80 }),
  ]
  const reach = [
    f('email', 'email', { required: true, width: 'half', autoComplete: 'email' }),
    f('phone', 'tel', { required: true, width: 'half', autoComplete: 'tel' }),
  ]
  const person = [title, ...names, ...reach]
  const slots = f('contactSlots', 'checkboxes', {
    options: contactSlots.map((value) => ({ value, label: t(`slots.${value}`) })),
  })
  const device = f('contactDevice', 'select', {
    width: 'half',
    options: (['phone', 'email'] as const).map((value) => ({ value, label: t(`devices.${value}`) })),
  })
  const newsletter = f('newsletter', 'checkbox')
  const message = (required: boolean) => f('message', 'textarea', { required, maxLength: 5000 })
  const address = (prefix: 'street' | 'houseNumber' | 'zip' | 'city') =>
    ({
      street: f('street', 'text', { required: true, width: 'twoThirds', autoComplete: 'address-line1' }),
      houseNumber: f('houseNumber', 'text', { width: 'third', maxLength: 20 }),
      zip: f('zip', 'text', { required: true, width: 'third', autoComplete: 'postal-code', maxLength: 10 }),
      city: f('city', 'text', { required: true, width: 'twoThirds', autoComplete: 'address-level2' }),
    })[prefix]
  const addressFields = (['street', 'houseNumber', 'zip', 'city'] as const).map(address)

  switch (form) {
    case 'site-contact':
      return [{ fields: [...person, message(true), slots, device, newsletter] }]
    case 'contact-me':
      return [{ fields: [...person, message(false), slots, newsletter] }]
    case 'contact-construction':
      return [
        {
          fields: [
            ...person,
            f('unit', 'text', { width: 'half', maxLength: 40 }),
            message(false),
            slots,
            newsletter,
          ],
        },
      ]
    case 'contact-demand':
      return [
        {
          legend: t('forms.contact-demand.propertyAddress'),
          fields: [
            // Home-address autofill would put the visitor's own address here: this is the property's.
            ...addressFields.map((field) => ({ ...field, autoComplete: 'off' })),
            f('propertyKind', 'text', { width: 'half', maxLength: 80 }),
          ],
        },
        { legend: t('forms.contact-demand.you'), fields: [...person, message(false), slots, newsletter] },
      ]
    case 'send-to-friend':
      return [
        {
          legend: t('forms.send-to-friend.you'),
          fields: [...names, f('email', 'email', { required: true, autoComplete: 'email' })],
        },
        {
          legend: t('forms.send-to-friend.friend'),
          fields: [
            f('friendFirstName', 'text', { required: true, width: 'half', autoComplete: 'off' }),
            f('friendLastName', 'text', { required: true, width: 'half', autoComplete: 'off' }),
            f('friendEmail', 'email', { required: true, autoComplete: 'off' }),
            f('message', 'textarea', { maxLength: 1000, rows: 3 }),
          ],
        },
      ]
    case 'document-request':
      return [{ fields: [...person, newsletter] }]
    case 'sign-newsletter':
      return [
        {
          fields: [
            f('email', 'email', { required: true, autoComplete: 'email' }),
            f('firstName', 'text', { width: 'half', autoComplete: 'given-name', maxLength: 80 }),
            f('lastName', 'text', { width: 'half', autoComplete: 'family-name', maxLength: 80 }),
          ],
        },
      ]
    case 'unsubscribe':
      return [
        {
          fields: [
            f('email', 'email', { required: true, autoComplete: 'email' }),
            f('remove', 'checkboxes', {
              required: true,
              options: unsubscribeTopics.map((value) => ({ value, label: t(`unsubscribeTopics.${value}`) })),
            }),
          ],
        },
      ]
    case 'testimonial':
      return [
        {
          fields: [
            f('name', 'text', { required: true, width: 'half', autoComplete: 'name', maxLength: 80 }),
            f('email', 'email', {
              width: 'half',
              autoComplete: 'email',
              hint: t('forms.testimonial.emailHint'),
            }),
            f('comment', 'textarea', { required: true, maxLength: 2000 }),
            f('aboutYou', 'textarea', { rows: 2, maxLength: 500 }),
            f('website', 'url', { width: 'half', autoComplete: 'url' }),
            f('image', 'file', {
              width: 'half',
              accept: 'image/jpeg,image/png,image/webp',
              hint: t('forms.testimonial.imageHint'),
            }),
          ],
        },
      ]
    case 'purchase-offer':
      return [
        {
          fields: [
            f('offeredPrice', 'amount', { required: true, width: 'half' }),
            f('conditions', 'textarea', { rows: 3, maxLength: 5000 }),
          ],
        },
        { legend: t('forms.send-to-friend.you'), fields: person },
        { legend: t('forms.purchase-offer.yourAddress'), fields: addressFields },
      ]
    case 'demand-register':
      return demandGroups(f, t, person, demand)
    case 'contact-appointment':
      // Spec §1 "book an appointment": a time first (by day, full ones shown but not to be
      // picked), then who comes.
      return [
        { fields: [f('slot', 'radios', { required: true, optionGroups: visitSlots ?? [] })] },
        { legend: t('forms.send-to-friend.you'), fields: [...person, message(false)] },
      ]
    case 'rent-application':
      return [
        {
          fields: [
            ...person,
            f('monthlyIncome', 'amount', { required: true, width: 'half' }),
            f('persons', 'count', { required: true, width: 'half' }),
            f('startDate', 'date', { width: 'half', min: today }),
            message(false),
          ],
        },
      ]
    case 'holiday-request':
      return [
        {
          legend: t('forms.holiday-request.stay'),
          fields: [
            f('arrival', 'date', { required: true, width: 'third', min: today }),
            f('departure', 'date', { required: true, width: 'third', min: today }),
            f('guests', 'count', { required: true, width: 'third', maxLength: 2 }),
          ],
        },
        { legend: t('forms.send-to-friend.you'), fields: [...person, message(false)] },
      ]
  }
}

type Field = (name: string, kind: FieldSpec['kind'], extra?: Partial<FieldSpec>) => FieldSpec

/**
 * Spec §3 "Demand register: goal, types, geographic zones, min and max price, min and max
 * bedrooms, min garages, min parkings, min bathrooms". Zones are checkboxes in three sub-groups
 * (regions, provinces, towns): they work without JavaScript and by keyboard alone.
 */
function demandGroups(f: Field, t: Translate, person: FieldSpec[], demand?: DemandOptions): FieldGroup[] {
  const choices = demand ?? { types: [], regions: [], provinces: [], towns: [], townCentres: {} }
  // Two a row: at a third of the row, "Salles de bain, au moins (facultatif)" took two lines and
  // pushed its box below its neighbours'.
  const bound = (name: string, kind: 'amount' | 'count') =>
    f(name, kind, { width: 'half', maxLength: kind === 'amount' ? 30 : 2 })
  return [
    {
      legend: t('forms.demand-register.what'),
      fields: [
        f('goal', 'radios', {
          required: true,
          options: demandGoals.map((value) => ({ value, label: t(`goals.${value}`) })),
        }),
        f('webIds', 'checkboxes', { required: true, options: choices.types }),
      ],
    },
    {
      legend: t('forms.demand-register.where'),
      fields: [
        f('zones', 'checkboxes', {
          required: true,
          hint: t('forms.demand-register.zonesHint'),
          zoneMap: {
            townCentres: choices.townCentres,
            label: t('forms.demand-register.mapLabel'),
            hint: t('forms.demand-register.mapHint'),
            regions: t('forms.demand-register.mapRegions'),
            provinces: t('forms.demand-register.mapProvinces'),
            // Filled in by the map: next-intl's placeholder is kept for it.
            chosen: t('forms.demand-register.mapChosen', { zones: '{zones}' }),
            none: t('forms.demand-register.mapNone'),
            zoomIn: t('forms.demand-register.mapZoomIn'),
            zoomOut: t('forms.demand-register.mapZoomOut'),
          },
          optionGroups: [
            { legend: t('forms.demand-register.regions'), options: choices.regions },
            { legend: t('forms.demand-register.provinces'), options: choices.provinces },
            { legend: t('forms.demand-register.towns'), options: choices.towns },
          ].filter((group) => group.options.length > 0),
        }),
      ],
    },
    {
      legend: t('forms.demand-register.budget'),
      fields: [
        bound('minPrice', 'amount'),
        bound('maxPrice', 'amount'),
        bound('minBedrooms', 'count'),
        bound('maxBedrooms', 'count'),
        bound('minBathrooms', 'count'),
        bound('minGarages', 'count'),
        bound('minParkings', 'count'),
      ],
    },
    { legend: t('forms.demand-register.you'), fields: person },
  ]
}
