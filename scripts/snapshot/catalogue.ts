import type { PhotoKind } from '../../src/integrations/omnicasa/media/kinds'
import { tr, type AnyLang, type Tr } from './lang'

// Property types (Omnicasa's web-id list). ID is the type a property names in MainTypeID; WebID is
// the web category the site searches on and picks the icon by (spec §3: 1 residential, 2 office or
// commercial (the default), 3 industrial, 4 land, 5 and 7 default, 6 retail). House, apartment and
// studio share the residential category 1.

export type TypeKey =
  'house' | 'apartment' | 'studio' | 'land' | 'investment' | 'commercial' | 'industry' | 'offices' | 'garage'

export interface PropertyTypeDef {
  id: number
  webId: number
  showOrder: number
  name: Record<AnyLang, string>
}

const names = (fr: string, nl: string, en: string, de: string) => ({ fr, nl, en, de })

export const propertyTypes: Record<TypeKey, PropertyTypeDef> = {
  house: { id: 1, webId: 1, showOrder: 1, name: names('Maison', 'Woning', 'House', 'Haus') },
  apartment: {
    id: 2,
    webId: 1,
    showOrder: 2,
    name: names('Appartement', 'Appartement', 'Apartment', 'Wohnung'),
  },
  studio: { id: 3, webId: 1, showOrder: 3, name: names('Studio', 'Studio', 'Studio', 'Studio') },
  land: { id: 4, webId: 4, showOrder: 4, name: names('Terrain', 'Grond', 'Land', 'Grundstück') },
  investment: {
    id: 5,
    webId: 5,
    showOrder: 5,
    name: names('Immeuble de rapport', 'Opbrengsteigendom', 'Investment building', 'Renditeobjekt'),
  },
  commercial: {
    id: 6,
    webId: 6,
    showOrder: 6,
    name: names('Commerce', 'Handelspand', 'Commercial', 'Gewerbe'),
  },
  industry: {
    id: 7,
    webId: 3,
    showOrder: 7,
    name: names('Industrie', 'Industrie', 'Industrial', 'Industrie'),
  },
  offices: { id: 8, webId: 2, showOrder: 8, name: names('Bureaux', 'Kantoren', 'Offices', 'Büros') },
  garage: {
    id: 9,
    webId: 7,
    showOrder: 9,
    name: names('Garage / Parking', 'Garage / Parking', 'Garage / Parking', 'Garage / Stellplatz'),
  },
}

export const photoNames: Record<PhotoKind, Tr> = {
  'facade-house': tr('Façade', 'Voorgevel', 'Front'),
  'facade-villa': tr('Façade', 'Voorgevel', 'Front'),
  'facade-townhouse': tr('Façade', 'Voorgevel', 'Front'),
  'facade-apartment': tr('Immeuble', 'Gebouw', 'Building'),
  'facade-cottage': tr('Façade', 'Voorgevel', 'Front'),
  'building-new': tr('Nouvelle construction', 'Nieuwbouw', 'New building'),
  living: tr('Séjour', 'Woonkamer', 'Living room'),
  kitchen: tr('Cuisine', 'Keuken', 'Kitchen'),
  bedroom: tr('Chambre', 'Slaapkamer', 'Bedroom'),
  bathroom: tr('Salle de bains', 'Badkamer', 'Bathroom'),
  dining: tr('Salle à manger', 'Eetkamer', 'Dining room'),
  garden: tr('Jardin', 'Tuin', 'Garden'),
  terrace: tr('Terrasse', 'Terras', 'Terrace'),
  'view-sea': tr('Vue sur mer', 'Zeezicht', 'Sea view'),
  'view-countryside': tr('Vue dégagée', 'Vrij uitzicht', 'Open view'),
  land: tr('Terrain', 'Grond', 'Plot'),
  office: tr('Bureaux', 'Kantoorruimte', 'Office space'),
  shop: tr('Surface commerciale', 'Winkelruimte', 'Retail space'),
  warehouse: tr('Entrepôt', 'Magazijn', 'Warehouse'),
  garage: tr('Garage', 'Garage', 'Garage'),
}

export type DocType =
  | 'EPC'
  | 'Plan'
  | 'TechnicalSheet'
  | 'Asbestos'
  | 'Planning'
  | 'RentalTerms'
  | 'PriceList'
  | 'Brochure'
  | 'Specifications'

export const documentNames: Record<DocType, Tr> = {
  EPC: tr('Certificat PEB', 'EPC-attest', 'Energy performance certificate'),
  Plan: tr('Plan', 'Grondplan', 'Floor plan'),
  TechnicalSheet: tr('Fiche technique', 'Technische fiche', 'Technical sheet'),
  Asbestos: tr('Attestation amiante', 'Asbestattest', 'Asbestos certificate'),
  Planning: tr('Renseignements urbanistiques', 'Stedenbouwkundig uittreksel', 'Planning information'),
  RentalTerms: tr('Conditions de location', 'Huurvoorwaarden', 'Rental terms'),
  PriceList: tr('Liste de prix', 'Prijslijst', 'Price list'),
  Brochure: tr('Brochure', 'Brochure', 'Brochure'),
  Specifications: tr('Cahier des charges', 'Lastenboek', 'Specifications'),
}
