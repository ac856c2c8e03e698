import type { TypeKey } from '@fixtures/crm/catalogue'
import { formatNumber, type Lang, type Tr, type TrList } from '@fixtures/crm/lang'

// Titles and descriptions of generated listings, written as an agent would in fr, nl and en.
// Each text is a whole sentence per language with its numbers filled in (no sentences assembled
// from translated fragments); variants are picked by the generator's seeded random numbers.

export interface TextFacts {
  type: TypeKey
  goal: 0 | 1
  seasonal: boolean
  city: Tr
  bedrooms: number
  living: number
  ground: number | null
  garden: boolean
  terrace: boolean
  facades: number | null
  floor: number | null
  year: number
  renovated: number | null
  garages: number
  maxPersons: number | null
  seaView: boolean
}

type Variant = (f: TextFacts) => Tr
const n = (value: number, lang: Lang) => formatNumber(value, lang)

const houseTitles: readonly Variant[] = [
  (f) => ({
    fr: `Maison ${f.bedrooms} chambres${f.garden ? ' avec jardin' : ''} à ${f.city.fr}`,
    nl: `Woning met ${f.bedrooms} slaapkamers${f.garden ? ' en tuin' : ''} in ${f.city.nl}`,
    en: `${f.bedrooms}-bedroom house${f.garden ? ' with garden' : ''} in ${f.city.en}`,
  }),
  (f) =>
    f.facades === 4
      ? {
          fr: `Villa quatre façades de ${n(f.living, 'fr')} m² à ${f.city.fr}`,
          nl: `Open bebouwing van ${n(f.living, 'nl')} m² in ${f.city.nl}`,
          en: `Detached ${n(f.living, 'en')} m² villa in ${f.city.en}`,
        }
      : {
          fr: `Maison de ville lumineuse au cœur de ${f.city.fr}`,
          nl: `Lichtrijke rijwoning in het centrum van ${f.city.nl}`,
          en: `Bright townhouse in the heart of ${f.city.en}`,
        },
  (f) => ({
    fr: `Maison familiale de ${n(f.living, 'fr')} m² avec ${f.bedrooms} chambres`,
    nl: `Gezinswoning van ${n(f.living, 'nl')} m² met ${f.bedrooms} slaapkamers`,
    en: `${n(f.living, 'en')} m² family home with ${f.bedrooms} bedrooms`,
  }),
]

const apartmentTitles: readonly Variant[] = [
  (f) => ({
    fr: `Appartement ${f.bedrooms} chambre${f.bedrooms > 1 ? 's' : ''}${f.terrace ? ' avec terrasse' : ''} à ${f.city.fr}`,
    nl: `Appartement met ${f.bedrooms} slaapkamer${f.bedrooms > 1 ? 's' : ''}${f.terrace ? ' en terras' : ''} in ${f.city.nl}`,
    en: `${f.bedrooms}-bedroom apartment${f.terrace ? ' with terrace' : ''} in ${f.city.en}`,
  }),
  (f) =>
    f.seaView
      ? {
          fr: `Appartement avec vue sur mer à ${f.city.fr}`,
          nl: `Appartement met zeezicht in ${f.city.nl}`,
          en: `Sea-view apartment in ${f.city.en}`,
        }
      : {
          fr: `Appartement lumineux de ${n(f.living, 'fr')} m² à ${f.city.fr}`,
          nl: `Lichtrijk appartement van ${n(f.living, 'nl')} m² in ${f.city.nl}`,
          en: `Bright ${n(f.living, 'en')} m² apartment in ${f.city.en}`,
        },
]

const studioTitles: readonly Variant[] = [
  (f) => ({
    fr: `Studio de ${n(f.living, 'fr')} m² à ${f.city.fr}`,
    nl: `Studio van ${n(f.living, 'nl')} m² in ${f.city.nl}`,
    en: `${n(f.living, 'en')} m² studio in ${f.city.en}`,
  }),
  (f) => ({
    fr: `Studio meublé proche du centre de ${f.city.fr}`,
    nl: `Bemeubelde studio vlak bij het centrum van ${f.city.nl}`,
    en: `Furnished studio near the centre of ${f.city.en}`,
  }),
]

const otherTitles: Record<Exclude<TypeKey, 'house' | 'apartment' | 'studio'>, Variant> = {
  land: (f) => ({
    fr: `Terrain à bâtir de ${n(f.ground ?? 0, 'fr')} m² à ${f.city.fr}`,
    nl: `Bouwgrond van ${n(f.ground ?? 0, 'nl')} m² in ${f.city.nl}`,
    en: `${n(f.ground ?? 0, 'en')} m² building plot in ${f.city.en}`,
  }),
  investment: (f) => ({
    fr: `Immeuble de rapport de ${n(f.living, 'fr')} m² à ${f.city.fr}`,
    nl: `Opbrengsteigendom van ${n(f.living, 'nl')} m² in ${f.city.nl}`,
    en: `${n(f.living, 'en')} m² investment building in ${f.city.en}`,
  }),
  commercial: (f) => ({
    fr: `Surface commerciale de ${n(f.living, 'fr')} m² à ${f.city.fr}`,
    nl: `Handelspand van ${n(f.living, 'nl')} m² in ${f.city.nl}`,
    en: `${n(f.living, 'en')} m² retail unit in ${f.city.en}`,
  }),
  industry: (f) => ({
    fr: `Entrepôt de ${n(f.living, 'fr')} m² avec bureaux à ${f.city.fr}`,
    nl: `Magazijn van ${n(f.living, 'nl')} m² met kantoren in ${f.city.nl}`,
    en: `${n(f.living, 'en')} m² warehouse with offices in ${f.city.en}`,
  }),
  offices: (f) => ({
    fr: `Bureaux de ${n(f.living, 'fr')} m² à ${f.city.fr}`,
    nl: `Kantoorruimte van ${n(f.living, 'nl')} m² in ${f.city.nl}`,
    en: `${n(f.living, 'en')} m² office space in ${f.city.en}`,
  }),
  garage: (f) => ({
    fr: `Garage fermé au centre de ${f.city.fr}`,
    nl: `Afgesloten garagebox in het centrum van ${f.city.nl}`,
    en: `Lock-up garage in the centre of ${f.city.en}`,
  }),
}

const seasonalTitle: Variant = (f) => ({
  fr: `Location de vacances pour ${f.maxPersons} personnes à ${f.city.fr}`,
  nl: `Vakantiewoning voor ${f.maxPersons} personen in ${f.city.nl}`,
  en: `Holiday let for ${f.maxPersons} guests in ${f.city.en}`,
})

export function titleOf(f: TextFacts, pick: number): Tr {
  if (f.seasonal) return seasonalTitle(f)
  const list =
    f.type === 'house'
      ? houseTitles
      : f.type === 'apartment'
        ? apartmentTitles
        : f.type === 'studio'
          ? studioTitles
          : [otherTitles[f.type]]
  return list[Math.floor(pick * list.length)]!(f)
}

const openings: readonly Variant[] = [
  (f) => ({
    fr: `Situé dans un quartier calme et recherché de ${f.city.fr}, ce bien de <strong>${n(f.living, 'fr')} m²</strong> offre un cadre de vie agréable, à proximité des commerces, des écoles et des transports en commun.`,
    nl: `Gelegen in een rustige en gegeerde buurt van ${f.city.nl}, biedt dit pand van <strong>${n(f.living, 'nl')} m²</strong> een aangename woonomgeving, dicht bij winkels, scholen en openbaar vervoer.`,
    en: `Set in a quiet, sought-after part of ${f.city.en}, this <strong>${n(f.living, 'en')} m²</strong> property offers a pleasant setting close to shops, schools and public transport.`,
  }),
  (f) => ({
    fr: `À quelques minutes à pied du centre de ${f.city.fr}, ce bien construit en ${f.year} allie confort et praticité.`,
    nl: `Op enkele minuten wandelen van het centrum van ${f.city.nl} combineert dit pand uit ${f.year} comfort en praktisch gemak.`,
    en: `A few minutes' walk from the centre of ${f.city.en}, this ${f.year} property combines comfort and convenience.`,
  }),
  (f) => ({
    fr: `Idéalement situé à ${f.city.fr}, avec un accès rapide aux grands axes, ce bien de ${n(f.living, 'fr')} m² ne manquera pas de vous séduire.`,
    nl: `Ideaal gelegen in ${f.city.nl}, met snelle toegang tot de grote verkeersassen: dit pand van ${n(f.living, 'nl')} m² zal u zeker bekoren.`,
    en: `Ideally located in ${f.city.en} with quick access to the main roads, this ${n(f.living, 'en')} m² property will not disappoint.`,
  }),
]

const residential: Variant = (f) => ({
  fr: `Il se compose d'un séjour lumineux, d'une cuisine équipée, de ${f.bedrooms} chambre${f.bedrooms > 1 ? 's' : ''} et d'une salle de bains${f.terrace ? ', complétés par une terrasse bien exposée' : ''}${f.garden ? ' et un jardin sans vis-à-vis' : ''}.`,
  nl: `Het omvat een lichtrijke leefruimte, een uitgeruste keuken, ${f.bedrooms} slaapkamer${f.bedrooms > 1 ? 's' : ''} en een badkamer${f.terrace ? ', aangevuld met een zonnig terras' : ''}${f.garden ? ' en een tuin zonder inkijk' : ''}.`,
  en: `It comprises a bright living room, a fitted kitchen, ${f.bedrooms} bedroom${f.bedrooms > 1 ? 's' : ''} and a bathroom${f.terrace ? ', with a sunny terrace' : ''}${f.garden ? ' and a private garden' : ''}.`,
})

const studioBody: Variant = (f) => ({
  fr: `L'espace de ${n(f.living, 'fr')} m² comprend un coin nuit, une kitchenette équipée et une salle de douche.`,
  nl: `De ruimte van ${n(f.living, 'nl')} m² omvat een slaaphoek, een uitgeruste kitchenette en een douchekamer.`,
  en: `The ${n(f.living, 'en')} m² space has a sleeping area, a fitted kitchenette and a shower room.`,
})

const professional: Variant = (f) => ({
  fr: `La surface de ${n(f.living, 'fr')} m² se prête à de nombreuses activités; accès aisé et bonne visibilité.`,
  nl: `De oppervlakte van ${n(f.living, 'nl')} m² leent zich tot tal van activiteiten; vlot bereikbaar en goed zichtbaar.`,
  en: `The ${n(f.living, 'en')} m² floor area suits many activities, with easy access and good visibility.`,
})

const landBody: Variant = (f) => ({
  fr: `Terrain de ${n(f.ground ?? 0, 'fr')} m² en zone d'habitat, libre de constructeur, raccordements à front de voirie.`,
  nl: `Perceel van ${n(f.ground ?? 0, 'nl')} m² in woongebied, vrij van bouwpromotor, nutsvoorzieningen aan de straat.`,
  en: `A ${n(f.ground ?? 0, 'en')} m² plot in a residential zone, free choice of builder, utilities at the road.`,
})

const garageBody: Variant = (f) => ({
  fr: `Garage fermé avec porte sectionnelle, dans un complexe sécurisé à ${f.city.fr}.`,
  nl: `Afgesloten garage met sectionale poort, in een beveiligd complex in ${f.city.nl}.`,
  en: `Lock-up garage with a sectional door in a secure complex in ${f.city.en}.`,
})

const closings: readonly Variant[] = [
  () => ({
    fr: 'Visites sur rendez-vous, contactez-nous pour plus d’informations.',
    nl: 'Bezoek enkel op afspraak, neem contact met ons op voor meer informatie.',
    en: 'Viewings by appointment: contact us for more information.',
  }),
  (f) =>
    f.renovated
      ? {
          fr: `Rénové en ${f.renovated}, le bien est prêt à être occupé.`,
          nl: `Het pand werd in ${f.renovated} gerenoveerd en is instapklaar.`,
          en: `Renovated in ${f.renovated}, the property is ready to move into.`,
        }
      : {
          fr: 'Un bien à découvrir sans tarder.',
          nl: 'Een pand om snel te komen ontdekken.',
          en: 'A property well worth a visit.',
        },
]

const seasonalBody: Variant = (f) => ({
  fr: `Location à la semaine pour ${f.maxPersons} personnes, linge de maison et nettoyage final compris${f.seaView ? ', avec vue sur mer' : ''}.`,
  nl: `Verhuur per week voor ${f.maxPersons} personen, bedlinnen en eindschoonmaak inbegrepen${f.seaView ? ', met zeezicht' : ''}.`,
  en: `Let by the week for ${f.maxPersons} guests, linen and final cleaning included${f.seaView ? ', with a sea view' : ''}.`,
})

function body(f: TextFacts): Tr {
  if (f.type === 'land') return landBody(f)
  if (f.type === 'garage') return garageBody(f)
  if (f.type === 'studio') return studioBody(f)
  if (f.type === 'house' || f.type === 'apartment' || f.type === 'investment') return residential(f)
  return professional(f)
}

/** Paragraphs in each language: opening, layout, (holiday terms,) closing. */
export function paragraphsOf(f: TextFacts, pick: number): TrList {
  const chosen = [
    openings[Math.floor(pick * openings.length)]!(f),
    body(f),
    ...(f.seasonal ? [seasonalBody(f)] : []),
    closings[Math.floor(pick * 7) % closings.length]!(f),
  ]
  return {
    fr: chosen.map((t) => t.fr),
    nl: chosen.map((t) => t.nl),
    en: chosen.map((t) => t.en),
  }
}

/** The closing bullet list: the facts a buyer scans for. */
export function featuresOf(f: TextFacts): TrList {
  const items: Tr[] = []
  if (f.bedrooms > 0)
    items.push({
      fr: `${f.bedrooms} chambre${f.bedrooms > 1 ? 's' : ''}`,
      nl: `${f.bedrooms} slaapkamer${f.bedrooms > 1 ? 's' : ''}`,
      en: `${f.bedrooms} bedroom${f.bedrooms > 1 ? 's' : ''}`,
    })
  if (f.garden) items.push({ fr: 'Jardin', nl: 'Tuin', en: 'Garden' })
  if (f.terrace) items.push({ fr: 'Terrasse', nl: 'Terras', en: 'Terrace' })
  if (f.garages > 0)
    items.push({
      fr: `${f.garages} garage${f.garages > 1 ? 's' : ''}`,
      nl: `${f.garages} garage${f.garages > 1 ? 's' : ''}`,
      en: `${f.garages} garage${f.garages > 1 ? 's' : ''}`,
    })
  return { fr: items.map((t) => t.fr), nl: items.map((t) => t.nl), en: items.map((t) => t.en) }
}
