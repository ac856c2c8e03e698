import type { PhotoKind } from '../../src/integrations/omnicasa/media/kinds'
import type { DocType } from './catalogue'
import { tr, type Tr, type TrList } from './lang'
import type { PlaceKey } from './places'

// New-build projects. A unit row: [ID, name, floor, bedrooms, m², terrace m², price, status, penthouse?]
// with status 1 available, 2 under option, 3 sold.

export type UnitRow = readonly [
  number,
  string,
  number,
  number,
  number,
  number | null,
  number,
  1 | 2 | 3,
  boolean?,
]

export interface ProjectDef {
  id: number
  name: Tr
  city: PlaceKey
  street: string
  number: string
  lat: number
  lng: number
  externalWeb: string | null
  photos: readonly PhotoKind[]
  docs: readonly DocType[]
  constructions: readonly {
    id: number
    name: Tr
    floors: number
    delivery: string
    units: readonly UnitRow[]
  }[]
  text: TrList
  specification: readonly Tr[]
}

export const projects: readonly ProjectDef[] = [
  {
    id: 7301,
    name: tr('Les Jardins de Salzinnes', 'Les Jardins de Salzinnes', 'Les Jardins de Salzinnes'),
    city: 'namur',
    street: 'Avenue Cardinal Mercier',
    number: '42',
    lat: 50.46254,
    lng: 4.84733,
    externalWeb: null,
    photos: [
      'building-new',
      'building-new',
      'living',
      'kitchen',
      'bedroom',
      'bathroom',
      'terrace',
      'view-countryside',
    ],
    docs: ['PriceList', 'Brochure', 'Specifications'],
    constructions: [
      {
        id: 811,
        name: tr('Bloc A', 'Blok A', 'Block A'),
        floors: 5,
        delivery: '2027-06-30',
        units: [
          [50211, 'A.0.1', 0, 2, 92, 25, 289000, 3],
          [50212, 'A.0.2', 0, 1, 64, 18, 219000, 1],
          [50213, 'A.1.1', 1, 2, 95, 12, 299000, 3],
          [50214, 'A.1.2', 1, 3, 118, 14, 349000, 2],
          [50215, 'A.2.1', 2, 2, 95, 12, 309000, 1],
          [50216, 'A.4.1', 4, 3, 142, 48, 465000, 1, true],
        ],
      },
      {
        id: 812,
        name: tr('Bloc B', 'Blok B', 'Block B'),
        floors: 4,
        delivery: '2027-12-15',
        units: [
          [50217, 'B.0.1', 0, 2, 88, 30, 279000, 3],
          [50218, 'B.1.1', 1, 1, 61, 9, 215000, 1],
          [50219, 'B.2.1', 2, 2, 90, 11, 295000, 1],
          [50220, 'B.3.1', 3, 3, 121, 35, 389000, 2],
        ],
      },
    ],
    text: {
      fr: [
        'À Salzinnes, quartier résidentiel et familial de Namur, <strong>Les Jardins de Salzinnes</strong> réunissent dix appartements et penthouses répartis en deux petits immeubles autour d’un jardin commun de 1 200 m².',
        'Les logements, d’une à trois chambres, bénéficient tous d’une terrasse ou d’un jardin privatif, d’une cave et d’un accès au parking souterrain. La gare, les écoles et les bords de Sambre sont à moins de dix minutes à pied.',
        'Construction basse énergie : pompe à chaleur, panneaux photovoltaïques en toiture, triple vitrage et ventilation double flux. Réception provisoire du bloc A prévue fin juin 2027.',
      ],
      nl: [
        'In Salzinnes, een rustige gezinswijk van Namen, omvat <strong>Les Jardins de Salzinnes</strong> tien appartementen en penthouses in twee kleine gebouwen rond een gemeenschappelijke tuin van 1.200 m².',
        'Alle woningen, met één tot drie slaapkamers, hebben een terras of privétuin, een kelder en toegang tot de ondergrondse parking. Station, scholen en de oevers van de Samber liggen op minder dan tien minuten wandelen.',
        'Lage-energiebouw: warmtepomp, zonnepanelen op het dak, driedubbel glas en balansventilatie. Voorlopige oplevering van blok A gepland eind juni 2027.',
      ],
      en: [
        'In Salzinnes, a quiet family neighbourhood of Namur, <strong>Les Jardins de Salzinnes</strong> brings together ten apartments and penthouses in two small buildings around a 1,200 m² shared garden.',
        'Every home, with one to three bedrooms, has a terrace or private garden, a cellar and access to the underground car park. The station, schools and the banks of the Sambre are less than ten minutes’ walk away.',
        'Low-energy construction: heat pump, rooftop solar panels, triple glazing and balanced ventilation. Handover of block A is planned for the end of June 2027.',
      ],
    },
    specification: [
      tr(
        'Structure : béton et maçonnerie, isolation des façades de 20 cm.',
        'Structuur: beton en metselwerk, gevelisolatie van 20 cm.',
        'Structure: concrete and masonry, 20 cm facade insulation.',
      ),
      tr(
        'Techniques : pompe à chaleur collective, chauffage par le sol, ventilation double flux.',
        'Technieken: collectieve warmtepomp, vloerverwarming, balansventilatie.',
        'Services: shared heat pump, underfloor heating, balanced ventilation.',
      ),
      tr(
        'Finitions : parquet chêne dans les chambres, carrelage grand format dans les pièces de vie.',
        'Afwerking: eikenparket in de slaapkamers, grootformaat tegels in de leefruimtes.',
        'Finishes: oak parquet in bedrooms, large-format tiles in living areas.',
      ),
    ],
  },
  {
    id: 7318,
    name: tr('Residentie Dokhaven', 'Residentie Dokhaven', 'Residentie Dokhaven'),
    city: 'gent',
    street: 'Dok Noord',
    number: '12',
    lat: 51.06658,
    lng: 3.73102,
    externalWeb: 'https://www.residentie-dokhaven.be',
    photos: ['building-new', 'living', 'kitchen', 'bedroom', 'bathroom', 'terrace'],
    docs: ['PriceList', 'Brochure', 'Specifications'],
    constructions: [
      {
        id: 821,
        name: tr('Bâtiment Nord', 'Blok Noord', 'North building'),
        floors: 7,
        delivery: '2027-03-31',
        units: [
          [50308, 'N.0.1', 0, 0, 38, null, 189000, 1],
          [50301, 'N.1.1', 1, 1, 58, 8, 265000, 3],
          [50302, 'N.1.2', 1, 2, 86, 10, 345000, 3],
          [50303, 'N.2.1', 2, 2, 88, 10, 355000, 1],
          [50304, 'N.3.1', 3, 2, 88, 10, 362000, 2],
          [50305, 'N.4.1', 4, 3, 112, 14, 445000, 1],
          [50306, 'N.5.1', 5, 1, 60, 8, 279000, 3],
          [50307, 'N.6.1', 6, 3, 128, 42, 595000, 1, true],
        ],
      },
    ],
    text: {
      fr: [
        'Sur les quais réaménagés du <strong>Dok Noord</strong>, au cœur du nouveau quartier des docks de Gand, la Residentie Dokhaven propose sept appartements et un studio avec vue sur l’eau.',
        'Les logements vont du studio de 38 m² au penthouse de 128 m² avec 42 m² de terrasse. Commerces, crèche et la passerelle cyclable vers le centre historique sont au pied de l’immeuble.',
      ],
      nl: [
        'Aan de heraangelegde kaaien van <strong>Dok Noord</strong>, in het hart van de nieuwe Gentse Oude Dokken, biedt Residentie Dokhaven zeven appartementen en een studio met zicht op het water.',
        'Het aanbod gaat van een studio van 38 m² tot een penthouse van 128 m² met 42 m² terras. Winkels, een kinderdagverblijf en de fietsbrug naar de historische binnenstad liggen aan de voet van het gebouw.',
      ],
      en: [
        'On the redeveloped quays of <strong>Dok Noord</strong>, at the heart of Ghent’s new Old Docks district, Residentie Dokhaven offers seven apartments and a studio with views over the water.',
        'Homes range from a 38 m² studio to a 128 m² penthouse with a 42 m² terrace. Shops, a nursery and the cycle bridge to the historic centre are right on the doorstep.',
      ],
    },
    specification: [
      tr(
        'Bâtiment quasi zéro énergie (Q-ZEN), raccordé au réseau de chaleur du quartier.',
        'Bijna-energieneutraal gebouw (BEN), aangesloten op het warmtenet van de wijk.',
        'Nearly zero-energy building, connected to the district heating network.',
      ),
      tr(
        'Châssis aluminium à triple vitrage, stores extérieurs motorisés côté sud.',
        'Aluminium ramen met driedubbel glas, gemotoriseerde buitenzonwering aan de zuidkant.',
        'Aluminium frames with triple glazing, motorised external blinds on the south side.',
      ),
    ],
  },
  {
    id: 7325,
    name: tr('Résidence Horizon', 'Residentie Horizon', 'Résidence Horizon'),
    city: 'depanne',
    street: 'Zeedijk',
    number: '112',
    lat: 51.10366,
    lng: 2.59398,
    externalWeb: null,
    photos: ['building-new', 'view-sea', 'living', 'kitchen', 'bedroom', 'terrace'],
    docs: ['PriceList', 'Brochure', 'Specifications'],
    constructions: [
      {
        id: 831,
        name: tr('Résidence Horizon', 'Residentie Horizon', 'Résidence Horizon'),
        floors: 7,
        delivery: '2026-12-18',
        units: [
          [50401, 'H.1.1', 1, 2, 84, 12, 425000, 3],
          [50402, 'H.2.1', 2, 2, 84, 12, 439000, 3],
          [50403, 'H.3.1', 3, 2, 86, 12, 455000, 3],
          [50404, 'H.4.1', 4, 3, 104, 16, 545000, 1],
          [50405, 'H.5.1', 5, 2, 86, 12, 479000, 2],
          [50406, 'H.6.1', 6, 3, 126, 55, 795000, 3, true],
        ],
      },
    ],
    text: {
      fr: [
        'Sur la digue de La Panne, la <strong>Résidence Horizon</strong> remplace un ancien hôtel par six appartements traversants, un par étage, tous avec une vue frontale sur la mer et une terrasse côté plage.',
        'Il ne reste que deux appartements : un trois-chambres de 104 m² au quatrième étage et un deux-chambres au cinquième, actuellement en option. Réception prévue avant les fêtes de fin d’année 2026.',
      ],
      nl: [
        'Op de zeedijk van De Panne vervangt <strong>Residentie Horizon</strong> een voormalig hotel door zes doorzonappartementen, één per verdieping, allemaal met frontaal zeezicht en een terras aan de strandzijde.',
        'Er blijven nog twee appartementen over: een appartement met drie slaapkamers van 104 m² op de vierde verdieping en een appartement met twee slaapkamers op de vijfde, momenteel in optie. Oplevering gepland vóór de eindejaarsfeesten van 2026.',
      ],
      en: [
        'On the De Panne seafront, <strong>Résidence Horizon</strong> replaces a former hotel with six dual-aspect apartments, one per floor, each with a direct sea view and a beach-side terrace.',
        'Only two apartments remain: a 104 m² three-bedroom apartment on the fourth floor and a two-bedroom apartment on the fifth, currently under option. Handover is planned before the 2026 year-end holidays.',
      ],
    },
    specification: [
      tr(
        'Façade en briques claires et verre, garde-corps en verre feuilleté.',
        'Gevel in lichte baksteen en glas, borstweringen in gelaagd glas.',
        'Facade in pale brick and glass, laminated-glass balustrades.',
      ),
      tr(
        'Pompe à chaleur individuelle, chauffage par le sol, ventilation double flux.',
        'Individuele warmtepomp, vloerverwarming, balansventilatie.',
        'Individual heat pump, underfloor heating, balanced ventilation.',
      ),
    ],
  },
]
