import type { LabelTable } from '@/fields/labels'

/** Fields staff read most in the CRM-fed collections (lists and the top of each record). */
export const crmFieldLabels: LabelTable = {
  id: ['CRM ID', 'ID dans le CRM', 'ID in het CRM', 'ID im CRM'],
  status: {
    label: ['Status on the site', 'Statut sur le site', 'Status op de site', 'Status auf der Website'],
    description: [
      'Withdrawn: gone from the CRM snapshot; its web address answers 410 Gone.',
      'Retiré : absent de l’export du CRM ; son adresse web répond 410 Gone.',
      'Ingetrokken: niet meer in de CRM-export; het webadres antwoordt 410 Gone.',
      'Zurückgezogen: nicht mehr im CRM-Export; die Webadresse antwortet 410 Gone.',
    ],
    options: {
      active: ['Active', 'Actif', 'Actief', 'Aktiv'],
      withdrawn: ['Withdrawn', 'Retiré', 'Ingetrokken', 'Zurückgezogen'],
    },
  },
  // A project's units have a sales status of their own.
  'units.status': {
    label: ['Status', 'Statut', 'Status', 'Status'],
    options: {
      available: ['Available', 'Disponible', 'Beschikbaar', 'Verfügbar'],
      option: ['Under option', 'Sous option', 'In optie', 'Reserviert'],
      sold: ['Sold', 'Vendu', 'Verkocht', 'Verkauft'],
    },
  },
  withdrawnAt: ['Withdrawn on', 'Retiré le', 'Ingetrokken op', 'Zurückgezogen am'],
  crmCreatedAt: ['Created in the CRM', 'Créé dans le CRM', 'Aangemaakt in het CRM', 'Im CRM angelegt'],
  crmModifiedAt: ['Changed in the CRM', 'Modifié dans le CRM', 'Gewijzigd in het CRM', 'Im CRM geändert'],
  reference: ['Reference', 'Référence', 'Referentie', 'Referenz'],
  title: ['Title', 'Titre', 'Titel', 'Titel'],
  name: ['Name', 'Nom', 'Naam', 'Name'],
  description: ['Description', 'Description', 'Beschrijving', 'Beschreibung'],
  goal: {
    label: ['Goal', 'Objectif', 'Doel', 'Ziel'],
    options: {
      sale: ['Sale', 'Vente', 'Verkoop', 'Verkauf'],
      rent: ['Rent', 'Location', 'Verhuur', 'Vermietung'],
    },
  },
  availability: {
    label: ['Availability', 'Disponibilité', 'Beschikbaarheid', 'Verfügbarkeit'],
    options: {
      'for-sale': ['For sale', 'À vendre', 'Te koop', 'Zu verkaufen'],
      'for-rent': ['For rent', 'À louer', 'Te huur', 'Zu vermieten'],
      sold: ['Sold', 'Vendu', 'Verkocht', 'Verkauft'],
      rented: ['Rented', 'Loué', 'Verhuurd', 'Vermietet'],
    },
  },
  propertyType: ['Property type', 'Type de bien', 'Type pand', 'Immobilientyp'],
  project: ['Project', 'Projet', 'Project', 'Projekt'],
  city: ['City', 'Commune', 'Gemeente', 'Ort'],
  cityName: ['City', 'Commune', 'Gemeente', 'Ort'],
  zip: ['Postcode', 'Code postal', 'Postcode', 'Postleitzahl'],
  region: {
    label: ['Region', 'Région', 'Gewest', 'Region'],
    options: {
      flanders: ['Flanders', 'Flandre', 'Vlaanderen', 'Flandern'],
      wallonia: ['Wallonia', 'Wallonie', 'Wallonië', 'Wallonien'],
      brussels: ['Brussels', 'Bruxelles', 'Brussel', 'Brüssel'],
    },
  },
  address: ['Address', 'Adresse', 'Adres', 'Adresse'],
  price: ['Price', 'Prix', 'Prijs', 'Preis'],
  'price.amount': ['Amount', 'Montant', 'Bedrag', 'Betrag'],
  epc: ['Energy label', 'Certificat PEB', 'EPC-label', 'Energieausweis'],
  photos: ['Photos', 'Photos', 'Foto’s', 'Fotos'],
  documents: ['Documents', 'Documents', 'Documenten', 'Dokumente'],
  owner: ['Owner', 'Propriétaire', 'Eigenaar', 'Eigentümer'],
  webId: ['Web type ID', 'ID du type web', 'ID van het webtype', 'Web-Typ-ID'],
  countSale: ['For sale', 'À vendre', 'Te koop', 'Zu verkaufen'],
  countRent: ['For rent', 'À louer', 'Te huur', 'Zu vermieten'],
  crmRecord: {
    label: ['CRM record', 'Fiche du CRM', 'CRM-record', 'CRM-Datensatz'],
    description: [
      'The raw CRM record per language, as last imported.',
      'La fiche brute du CRM par langue, telle qu’importée la dernière fois.',
      'Het ruwe CRM-record per taal, zoals laatst geïmporteerd.',
      'Der unveränderte CRM-Datensatz je Sprache, wie zuletzt importiert.',
    ],
  },
}
