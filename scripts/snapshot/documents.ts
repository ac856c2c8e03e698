import { documentNames, type DocType } from './catalogue'
import { formatDate, formatEuro, formatNumber, tr, type Lang, type Tr } from './lang'

// The text lines each document shows. The snapshot ships no PDFs: the site renders a document
// from its Name and Lines, so the lines are written from the record they belong to.

type Rec = Record<string, unknown>

const L = {
  address: tr('Adresse', 'Adres', 'Address'),
  box: tr('bte', 'bus', 'box'),
  epcNo: tr('Certificat PEB n°', 'EPC-attest nr.', 'EPC certificate no.'),
  specific: tr(
    'Consommation spécifique d’énergie primaire',
    'Specifiek primair energieverbruik',
    'Specific primary energy use',
  ),
  total: tr(
    'Consommation totale d’énergie primaire',
    'Totaal primair energieverbruik',
    'Total primary energy use',
  ),
  label: tr('Classe énergétique', 'Energielabel', 'Energy label'),
  co2: tr('Émissions de CO₂', 'CO₂-uitstoot', 'CO₂ emissions'),
  eLevel: tr('Niveau E', 'E-peil', 'E-level'),
  valid: tr('Valable jusqu’au', 'Geldig tot', 'Valid until'),
  perYear: tr('/an', ' per jaar', ' per year'),
  showers: tr('Salles de douche', 'Douchekamers', 'Shower rooms'),
  living: tr('Surface habitable', 'Bewoonbare oppervlakte', 'Living area'),
  ground: tr('Superficie du terrain', 'Perceeloppervlakte', 'Plot area'),
  terrace: tr('Terrasse', 'Terras', 'Terrace'),
  garden: tr('Jardin', 'Tuin', 'Garden'),
  office: tr('Surface de bureaux', 'Kantooroppervlakte', 'Office space'),
  store: tr('Surface commerciale / stockage', 'Handels- / opslagruimte', 'Retail / storage space'),
  bedrooms: tr('Chambres', 'Slaapkamers', 'Bedrooms'),
  bathrooms: tr('Salles de bains', 'Badkamers', 'Bathrooms'),
  floors: tr('Niveaux', 'Bouwlagen', 'Floors'),
  facades: tr('Façades', 'Gevels', 'Facades'),
  planNote: tr(
    'Plan indicatif, non contractuel.',
    'Indicatief plan, niet contractueel.',
    'Indicative plan, not contractual.',
  ),
  type: tr('Type de bien', 'Type pand', 'Property type'),
  built: tr('Année de construction', 'Bouwjaar', 'Year built'),
  renovated: tr('Rénovation', 'Renovatie', 'Renovated'),
  condition: tr('État', 'Staat', 'Condition'),
  heating: tr('Chauffage', 'Verwarming', 'Heating'),
  glazing: tr('Vitrage', 'Beglazing', 'Glazing'),
  frames: tr('Châssis', 'Schrijnwerk', 'Window frames'),
  kitchen: tr('Cuisine', 'Keuken', 'Kitchen'),
  roof: tr('Toiture', 'Dak', 'Roof'),
  cadastral: tr('Revenu cadastral', 'Kadastraal inkomen', 'Cadastral income'),
  price: tr('Prix', 'Prijs', 'Price'),
  asbestosBy: tr(
    'Inventaire établi par un expert amiante certifié.',
    'Opgemaakt door een gecertificeerde asbestdeskundige inventarisatie.',
    'Drawn up by a certified asbestos inspector.',
  ),
  asbestosOn: tr('Date de l’attestation', 'Datum van het attest', 'Date of certificate'),
  permit: tr('Permis d’urbanisme', 'Stedenbouwkundige vergunning', 'Building permit'),
  allotment: tr('Permis de lotir', 'Verkavelingsvergunning', 'Allotment permit'),
  summons: tr('Citation en justice (infraction urbanistique)', 'Dagvaarding', 'Summons (planning offence)'),
  preemption: tr('Droit de préemption', 'Voorkooprecht', 'Pre-emptive right'),
  judicial: tr('Décision judiciaire', 'Rechterlijke beslissing', 'Judicial decision'),
  area: tr('Affectation au plan de secteur', 'Bestemming', 'Planning designation'),
  flood: tr('Zone inondable', 'Overstromingsgevoeligheid', 'Flood risk'),
  scores: tr(
    'Score P (parcelle) / score G (bâtiment)',
    'P-score (perceel) / G-score (gebouw)',
    'P-score (plot) / G-score (building)',
  ),
  riparian: tr('Zone riveraine', 'Oeverzone', 'Riparian zone'),
  rent: tr('Loyer', 'Huurprijs', 'Rent'),
  deposit: tr('Garantie locative', 'Huurwaarborg', 'Deposit'),
  charges: tr('Charges', 'Lasten', 'Charges'),
  inventory: tr(
    'État des lieux (part locataire)',
    'Plaatsbeschrijving (aandeel huurder)',
    'Check-in inventory (tenant’s share)',
  ),
  fee: tr('Frais de dossier', 'Dossierkosten', 'Booking fee'),
  contract: tr('Type de bail', 'Type huurcontract', 'Lease'),
  available: tr('Disponibilité', 'Beschikbaarheid', 'Availability'),
  guests: tr('Personnes maximum', 'Maximum aantal personen', 'Maximum guests'),
  arrival: tr(
    'Arrivée le samedi à partir de 16 h, départ le samedi avant 10 h. Linge de lit et nettoyage final compris.',
    'Aankomst op zaterdag vanaf 16 uur, vertrek op zaterdag vóór 10 uur. Bedlinnen en eindschoonmaak inbegrepen.',
    'Arrival on Saturday from 4 pm, departure on Saturday before 10 am. Bed linen and final cleaning included.',
  ),
  noPets: tr('Animaux non admis. Non-fumeur.', 'Geen huisdieren. Niet roken.', 'No pets. No smoking.'),
  units: tr('Lot', 'Kavel', 'Unit'),
  sold: tr('vendu', 'verkocht', 'sold'),
  excl: tr(
    'Prix hors frais, TVA 21 % en sus sur la construction.',
    'Prijzen exclusief kosten, 21 % btw op het bouwgedeelte.',
    'Prices exclude costs; 21% VAT applies to the building share.',
  ),
  delivery: tr('Réception provisoire prévue', 'Voorlopige oplevering gepland', 'Handover planned'),
}

/** Yes or no; null (not communicated) leaves the line out. */
const yesNo = (value: unknown, lang: Lang): string | null =>
  value === true ? tr('oui', 'ja', 'yes')[lang] : value === false ? tr('non', 'nee', 'no')[lang] : null

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null)

function address(r: Rec, lang: Lang): string {
  const street = [str(r.Street), str(r.HouseNumber)].filter(Boolean).join(' ')
  const box = str(r.BoxNr) ? ` ${L.box[lang]} ${String(r.BoxNr)}` : ''
  return `${L.address[lang]}${lang === 'fr' ? ' : ' : ': '}${street}${box}, ${String(r.Zip)} ${String(r.City)}`
}

/** "Label: value" lines for the values that are set. */
function facts(lang: Lang, rows: readonly (readonly [Tr, string | null])[]): string[] {
  const sep = lang === 'fr' ? ' : ' : ': '
  return rows.filter(([, value]) => value !== null).map(([label, value]) => `${label[lang]}${sep}${value}`)
}

const m2 = (value: unknown, lang: Lang) =>
  num(value) === null ? null : `${formatNumber(num(value)!, lang)} m²`
const euro = (value: unknown, lang: Lang) => (num(value) === null ? null : formatEuro(num(value)!, lang))
const count = (value: unknown) => (num(value) === null ? null : String(num(value)))

const builders: Record<DocType, (r: Rec, lang: Lang) => string[]> = {
  EPC: (r, lang) => [
    `${L.epcNo[lang]} ${String(r.EPCCertificateNumber)}`,
    address(r, lang),
    ...facts(lang, [
      [
        L.specific,
        num(r.EnergyPerformance) === null
          ? null
          : `${formatNumber(num(r.EnergyPerformance)!, lang)} kWh/m²${L.perYear[lang]}`,
      ],
      [
        L.total,
        num(r.EnergyPerformanceTotal) === null
          ? null
          : `${formatNumber(num(r.EnergyPerformanceTotal)!, lang)} kWh${L.perYear[lang]}`,
      ],
      [L.label, str(r.EPCLabelText)],
      [
        L.co2,
        num(r.CO2Emission) === null
          ? null
          : `${formatNumber(num(r.CO2Emission)!, lang)} kg/m²${L.perYear[lang]}`,
      ],
      [L.eLevel, num(r.ELevel) === null ? null : `E${String(r.ELevel)}`],
      [L.valid, str(r.EPCExpiryDate) && formatDate(String(r.EPCExpiryDate), lang)],
    ]),
  ],
  Plan: (r, lang) => [
    String(r.TypeDescription),
    address(r, lang),
    ...facts(lang, [
      [L.living, m2(r.SurfaceLiving, lang)],
      [L.ground, m2(r.SurfaceGround, lang)],
      [L.terrace, m2(r.SurfaceTerrace, lang)],
      [L.garden, m2(r.SurfaceGarden, lang)],
      [L.office, m2(r.SurfaceOffice, lang)],
      [L.store, m2(r.SurfaceStore, lang)],
      [L.bedrooms, count(r.NumberOfBedRooms)],
      [L.bathrooms, num(r.NumberOfBathRooms) ? count(r.NumberOfBathRooms) : null],
      [L.showers, num(r.NumberOfShowerRooms) ? count(r.NumberOfShowerRooms) : null],
      [L.floors, count(r.NumberOfFloors)],
      [L.facades, count(r.NumberOfFacades)],
    ]),
    L.planNote[lang],
  ],
  TechnicalSheet: (r, lang) => [
    String(r.TypeDescription),
    address(r, lang),
    ...facts(lang, [
      [L.type, str(r.MainTypeName)],
      [L.built, count(r.ConstructionYear)],
      [L.renovated, count(r.RenovationYear)],
      [L.condition, str(r.ConditionName)],
      [L.living, m2(r.SurfaceLiving, lang)],
      [L.heating, str(r.HeatingName)],
      [L.glazing, str(r.GlazingName)],
      [L.frames, str(r.WindowFrameName)],
      [L.kitchen, str(r.KitchenName)],
      [L.roof, [str(r.RoofMaterialName), str(r.RoofConditionName)].filter(Boolean).join(', ') || null],
      [L.label, str(r.EPCLabelText)],
      [L.cadastral, euro(r.CadastralIncome, lang)],
      [L.price, r.PublishPrice === true ? euro(r.Price, lang) : null],
    ]),
  ],
  Asbestos: (r, lang) => [
    String(r.AsbestosCertificateTypeName),
    address(r, lang),
    ...facts(lang, [
      [L.built, count(r.ConstructionYear)],
      [L.asbestosOn, str(r.AsbestosCertificateDate) && formatDate(String(r.AsbestosCertificateDate), lang)],
    ]),
    L.asbestosBy[lang],
  ],
  Planning: (r, lang) => [
    address(r, lang),
    ...facts(lang, [
      [L.permit, yesNo(r.HasBuildingPermit, lang)],
      [L.area, str(r.AreaApplicationName)],
      [L.allotment, yesNo(r.HasAllotmentPermit, lang)],
      [L.summons, yesNo(r.HasSummons, lang)],
      [L.preemption, yesNo(r.HasPreemptiveRight, lang)],
      [L.judicial, yesNo(r.HasJudicialDecision, lang)],
      [L.flood, str(r.FloodZoneName)],
      [L.scores, r.FloodScoreP ? `${String(r.FloodScoreP)} / ${String(r.FloodScoreG)}` : null],
      [L.riparian, yesNo(r.IsInRiparianZone, lang)],
    ]),
    ...(str(r.PlanningInformation) ? [String(r.PlanningInformation)] : []),
  ],
  RentalTerms: (r, lang) => [
    String(r.TypeDescription),
    address(r, lang),
    ...facts(lang, [
      [L.rent, `${euro(r.Price, lang)} ${String(r.RentPeriodName ?? '')}`.trim()],
      [L.charges, euro(r.ChargesRenter, lang)],
      [L.deposit, euro(r.Deposit, lang)],
      [L.inventory, euro(r.InventoryCost, lang)],
      [L.fee, euro(r.AgencyCost, lang)],
      [L.contract, str(r.ContractTypeName)],
      [L.available, str(r.AvailableName)],
      [L.guests, count(r.MaxPersons)],
    ]),
    ...(r.IsSeasonalRental === true ? [L.arrival[lang], L.noPets[lang]] : []),
  ],
  PriceList: (r, lang) => [
    String(r.Name),
    ...(r.Units as Rec[]).map((unit) => {
      const state = unit.Status === 3 ? L.sold[lang] : euro(unit.Price, lang)
      return `${L.units[lang]} ${String(unit.Name)} · ${String(unit.TypeName)} · ${m2(unit.Surface, lang)} · ${String(state)}`
    }),
    L.excl[lang],
  ],
  Brochure: (r, lang) => [
    String(r.Name),
    address(r, lang),
    ...String(r.Description).split('\n').map(stripTags),
  ],
  Specifications: (r, lang) => [
    String(r.Name),
    ...(r.Constructions as Rec[]).map(
      (c) =>
        `${String(c.Name)} · ${L.floors[lang]} ${String(c.Floors)} · ${L.delivery[lang]} ${formatDate(String(c.DeliveryDate), lang)}`,
    ),
    ...((r.SpecificationLines as Tr[] | undefined) ?? []).map((line) => line[lang]),
  ],
}

function stripTags(html: string): string {
  return html
    .replace(/<\/li>/g, '; ')
    .replace(/<[^>]+>/g, '')
    .replace(/;\s*$/, '')
    .trim()
}

/** The record's documents: IDs derived from the owner's ID, names and lines in the record's language. */
export function buildDocuments(
  entity: 'property' | 'project',
  id: number,
  types: readonly DocType[],
  record: Rec,
  lang: Lang,
) {
  return types.map((type, i) => {
    const docId = id * 10 + i + 1
    return {
      ID: docId,
      Name: documentNames[type][lang],
      Url: `/crm-media/documents/${entity}/${id}/${docId}.pdf`,
      Type: type,
      Lines: builders[type](record, lang),
    }
  })
}
