import { tr, type Tr } from './lang'

// The CRM's code lists: each ID field of a property comes with its Name in the record's language.
// Codes follow Omnicasa where its public API shows them (AreaApplication, Available, Goal); the
// others are the agency's own lists, kept stable here.

export type CodeText = Tr
export type CodeList = Readonly<Record<number, CodeText>>

export const marquees: CodeList = {
  1: tr('Option', 'In optie', 'Under option'),
  3: tr('Nouveau', 'Nieuw', 'New'),
  4: tr('Prix réduit', 'Prijsdaling', 'Price reduced'),
  14: tr('Sous compromis', 'Onder compromis', 'Sale agreed'),
}

/** 1 asking price (sale), 2 per month, 3 per week, 7 'starting from' (spec §9). */
export const priceUnits: CodeList = {
  1: tr('Prix demandé', 'Vraagprijs', 'Asking price'),
  2: tr('par mois', 'per maand', 'per month'),
  3: tr('par semaine', 'per week', 'per week'),
  7: tr('à partir de', 'vanaf', 'starting from'),
}

export const rentPeriods: CodeList = {
  1: tr('par mois', 'per maand', 'per month'),
  2: tr('par semaine', 'per week', 'per week'),
}

export const heating: CodeList = {
  1: tr('Chauffage central au gaz', 'Centrale verwarming op aardgas', 'Gas central heating'),
  2: tr('Chauffage central au mazout', 'Centrale verwarming op stookolie', 'Oil-fired central heating'),
  3: tr('Pompe à chaleur', 'Warmtepomp', 'Heat pump'),
  4: tr('Chauffage électrique', 'Elektrische verwarming', 'Electric heating'),
  5: tr('Chauffage collectif', 'Collectieve verwarming', 'Shared central heating'),
  6: tr('Poêle à pellets', 'Pelletkachel', 'Pellet stove'),
}

export const glazing: CodeList = {
  1: tr('Simple vitrage', 'Enkel glas', 'Single glazing'),
  2: tr('Double vitrage', 'Dubbel glas', 'Double glazing'),
  3: tr('Double vitrage haut rendement', 'Hoogrendementsglas', 'High-performance double glazing'),
  4: tr('Triple vitrage', 'Driedubbel glas', 'Triple glazing'),
}

export const windowFrames: CodeList = {
  1: tr('Bois', 'Hout', 'Wood'),
  2: tr('PVC', 'PVC', 'uPVC'),
  3: tr('Aluminium', 'Aluminium', 'Aluminium'),
  4: tr('Bois-aluminium', 'Hout-aluminium', 'Wood and aluminium'),
}

export const kitchens: CodeList = {
  1: tr('Non équipée', 'Niet uitgerust', 'Not equipped'),
  2: tr('Semi-équipée', 'Half uitgerust', 'Partly equipped'),
  3: tr('Équipée', 'Uitgerust', 'Equipped'),
  4: tr('Hyper-équipée', 'Volledig uitgerust', 'Fully equipped'),
  5: tr('Cuisine ouverte équipée', 'Open uitgeruste keuken', 'Open-plan equipped kitchen'),
}

export const roofMaterials: CodeList = {
  1: tr('Tuiles', 'Dakpannen', 'Tiles'),
  2: tr('Ardoises', 'Leien', 'Slate'),
  3: tr('Toiture plate (EPDM)', 'Plat dak (EPDM)', 'Flat roof (EPDM)'),
  4: tr('Zinc', 'Zink', 'Zinc'),
}

export const roofConditions: CodeList = {
  1: tr('Neuve', 'Nieuw', 'New'),
  2: tr('Bon état', 'Goede staat', 'Good condition'),
  3: tr('À rafraîchir', 'Op te frissen', 'Needs refreshing'),
  4: tr('À rénover', 'Te vernieuwen', 'Needs renewing'),
}

export const floorCoverings: CodeList = {
  1: tr('Parquet', 'Parket', 'Parquet'),
  2: tr('Carrelage', 'Tegels', 'Tiles'),
  3: tr('Stratifié', 'Laminaat', 'Laminate'),
  4: tr('Béton ciré', 'Gepolierde beton', 'Polished concrete'),
  5: tr('Pierre naturelle', 'Natuursteen', 'Natural stone'),
  6: tr('Parquet et carrelage', 'Parket en tegels', 'Parquet and tiles'),
}

export const conditions: CodeList = {
  1: tr('Neuf', 'Nieuwbouw', 'New build'),
  2: tr('Excellent état', 'Uitstekende staat', 'Excellent'),
  3: tr('Bon état', 'Goede staat', 'Good'),
  4: tr('À rafraîchir', 'Op te frissen', 'Needs refreshing'),
  5: tr('À rénover', 'Te renoveren', 'To renovate'),
  6: tr('Rénové', 'Gerenoveerd', 'Renovated'),
}

export const orientations: CodeList = {
  1: tr('Nord', 'Noord', 'North'),
  2: tr('Nord-est', 'Noordoost', 'North-east'),
  3: tr('Est', 'Oost', 'East'),
  4: tr('Sud-est', 'Zuidoost', 'South-east'),
  5: tr('Sud', 'Zuid', 'South'),
  6: tr('Sud-ouest', 'Zuidwest', 'South-west'),
  7: tr('Ouest', 'West', 'West'),
  8: tr('Nord-ouest', 'Noordwest', 'North-west'),
}

export const epcStatuses: CodeList = {
  1: tr('Certificat disponible', 'Attest beschikbaar', 'Certificate available'),
  2: tr('Certificat demandé', 'Attest aangevraagd', 'Certificate requested'),
  3: tr('Non applicable', 'Niet van toepassing', 'Not applicable'),
}

export const asbestosCertificates: CodeList = {
  1: tr('Attestation amiante : sûr', 'Asbestattest: asbestveilig', 'Asbestos certificate: asbestos-safe'),
  2: tr(
    'Attestation amiante : présence d’amiante',
    'Asbestattest: niet asbestveilig',
    'Asbestos certificate: not asbestos-safe',
  ),
  3: tr(
    'Non requise (construit après 2001)',
    'Niet vereist (gebouwd na 2001)',
    'Not required (built after 2001)',
  ),
  4: tr('Attestation demandée', 'Attest aangevraagd', 'Certificate requested'),
}

export const floodZones: CodeList = {
  1: tr('Pas en zone inondable', 'Niet in overstromingsgevoelig gebied', 'Not in a flood-prone area'),
  2: tr(
    'Zone potentiellement inondable',
    'Mogelijk overstromingsgevoelig gebied',
    'Possibly flood-prone area',
  ),
  3: tr('Zone effectivement inondable', 'Effectief overstromingsgevoelig gebied', 'Flood-prone area'),
}

/** Omnicasa's AreaApplication codes (planning designation). */
export const areaApplications: CodeList = {
  1: tr('Zone d’habitat', 'Woongebied', 'Residential area'),
  2: tr('Zone d’habitat mixte', 'Gemengd woongebied', 'Mixed residential area'),
  3: tr(
    'Zone d’activité économique',
    'Gebied voor ambachtelijke bedrijven en kmo’s',
    'Economic activity area',
  ),
  4: tr('Zone industrielle', 'Industriegebied', 'Industrial area'),
  15: tr('Zone de loisirs', 'Recreatiegebied', 'Tourism and leisure area'),
  22: tr('Zone d’habitat à caractère rural', 'Woongebied met landelijk karakter', 'Rural residential area'),
  1001: tr('À demander', 'Aan te vragen', 'To be requested'),
}

export const vatRegimes: CodeList = {
  1: tr('Droits d’enregistrement', 'Registratierechten', 'Registration duty'),
  2: tr('TVA 21 %', 'Btw 21 %', 'VAT 21%'),
}

/** Omnicasa's Available codes 1–2, plus the agency's 3 and 4. */
export const availability: CodeList = {
  1: tr('Immédiatement', 'Onmiddellijk', 'Immediately'),
  2: tr('À partir du', 'Vanaf', 'From'),
  3: tr('À l’acte', 'Bij akte', 'On signing of the deed'),
  4: tr('À convenir', 'In overleg', 'To be agreed'),
}

export const contractTypes: CodeList = {
  1: tr(
    'Bail de résidence principale (9 ans)',
    'Woninghuur hoofdverblijfplaats (9 jaar)',
    'Main residence lease (9 years)',
  ),
  2: tr(
    'Bail de courte durée (3 ans max.)',
    'Kortlopende huurovereenkomst (max. 3 jaar)',
    'Short-term lease (max. 3 years)',
  ),
  3: tr('Bail étudiant', 'Studentenhuurovereenkomst', 'Student lease'),
  4: tr('Location saisonnière', 'Vakantieverhuur', 'Holiday let'),
  5: tr('Bail commercial', 'Handelshuurovereenkomst', 'Commercial lease'),
  6: tr('Bail de droit commun', 'Gemeenrechtelijke huurovereenkomst', 'Common-law lease'),
}

export const viagerTypes: CodeList = {
  1: tr('Viager occupé', 'Bezette lijfrente', 'Occupied life annuity'),
  2: tr('Viager libre', 'Vrije lijfrente', 'Vacant life annuity'),
}

export const unitStatuses: CodeList = {
  1: tr('Disponible', 'Beschikbaar', 'Available'),
  2: tr('Option', 'In optie', 'Under option'),
  3: tr('Vendu', 'Verkocht', 'Sold'),
}

export const countries: Readonly<Record<number, Tr & { de: string }>> = {
  10: { ...tr('Belgique', 'België', 'Belgium'), de: 'Belgien' },
  50: { ...tr('Luxembourg', 'Luxemburg', 'Luxembourg'), de: 'Luxemburg' },
}

/** The name of a code in a language; throws on an unknown code so a typo cannot slip through. */
export function codeName(list: CodeList, code: number, lang: keyof Tr): string {
  const entry = list[code]
  if (!entry) throw new Error(`unknown code ${code}`)
  return entry[lang]
}
