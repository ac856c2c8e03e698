import { type Region, regionOfZip } from '@fixtures/crm/places'

// Belgian towns the benchmark snapshot spreads its properties over: the three regions, big cities
// and small ones, the coast and the Ardennes (where the seasonal rentals are). Names are the CRM's
// postcode-list names in fr, nl and en; coordinates are the town centres (WGS84). Each zip appears
// once, so the importer matches a town across languages by its zip alone.

export interface BenchPlace {
  zip: string
  name: { fr: string; nl: string; en: string }
  lat: number
  lng: number
  /** Relative share of the listings (roughly the size of the local market). */
  weight: number
  /** Price level against the Belgian average (1). */
  priceFactor: number
  /** Holiday area: seasonal rentals are offered here. */
  holiday: boolean
  region: Region
}

type Row = readonly [
  zip: string,
  fr: string,
  nl: string,
  en: string,
  lat: number,
  lng: number,
  weight: number,
  priceFactor: number,
  holiday?: boolean,
]

const rows: readonly Row[] = [
  // Brussels-Capital (zips 1000-1299)
  ['1000', 'Bruxelles', 'Brussel', 'Brussels', 50.8467, 4.3525, 9, 1.15],
  ['1030', 'Schaerbeek', 'Schaarbeek', 'Schaerbeek', 50.8676, 4.3737, 5, 0.95],
  ['1040', 'Etterbeek', 'Etterbeek', 'Etterbeek', 50.8336, 4.3886, 4, 1.15],
  ['1050', 'Ixelles', 'Elsene', 'Ixelles', 50.8333, 4.3667, 6, 1.3],
  ['1060', 'Saint-Gilles', 'Sint-Gillis', 'Saint-Gilles', 50.8267, 4.3456, 4, 1.05],
  ['1070', 'Anderlecht', 'Anderlecht', 'Anderlecht', 50.8365, 4.3072, 5, 0.85],
  ['1080', 'Molenbeek-Saint-Jean', 'Sint-Jans-Molenbeek', 'Molenbeek-Saint-Jean', 50.855, 4.323, 4, 0.8],
  ['1081', 'Koekelberg', 'Koekelberg', 'Koekelberg', 50.8622, 4.3286, 2, 0.9],
  ['1082', 'Berchem-Sainte-Agathe', 'Sint-Agatha-Berchem', 'Berchem-Sainte-Agathe', 50.865, 4.295, 2, 0.95],
  ['1083', 'Ganshoren', 'Ganshoren', 'Ganshoren', 50.8711, 4.3125, 2, 0.95],
  ['1090', 'Jette', 'Jette', 'Jette', 50.8778, 4.3261, 3, 1],
  ['1140', 'Evere', 'Evere', 'Evere', 50.87, 4.402, 2, 0.95],
  ['1150', 'Woluwe-Saint-Pierre', 'Sint-Pieters-Woluwe', 'Woluwe-Saint-Pierre', 50.8295, 4.4322, 4, 1.4],
  ['1160', 'Auderghem', 'Oudergem', 'Auderghem', 50.8156, 4.4331, 3, 1.25],
  ['1170', 'Watermael-Boitsfort', 'Watermaal-Bosvoorde', 'Watermael-Boitsfort', 50.7992, 4.4164, 2, 1.25],
  ['1180', 'Uccle', 'Ukkel', 'Uccle', 50.8, 4.3333, 6, 1.4],
  ['1190', 'Forest', 'Vorst', 'Forest', 50.8108, 4.3178, 3, 1],
  [
    '1200',
    'Woluwe-Saint-Lambert',
    'Sint-Lambrechts-Woluwe',
    'Woluwe-Saint-Lambert',
    50.8467,
    4.4289,
    4,
    1.25,
  ],
  ['1210', 'Saint-Josse-ten-Noode', 'Sint-Joost-ten-Node', 'Saint-Josse-ten-Noode', 50.8533, 4.3728, 2, 0.9],
  // Walloon Brabant (1300-1499)
  ['1300', 'Wavre', 'Waver', 'Wavre', 50.7167, 4.6, 4, 1.15],
  ['1310', 'La Hulpe', 'Terhulpen', 'La Hulpe', 50.7308, 4.4858, 2, 1.45],
  ['1330', 'Rixensart', 'Rixensart', 'Rixensart', 50.7117, 4.5328, 2, 1.3],
  [
    '1340',
    'Ottignies-Louvain-la-Neuve',
    'Ottignies-Louvain-la-Neuve',
    'Ottignies-Louvain-la-Neuve',
    50.6683,
    4.5686,
    4,
    1.1,
  ],
  ['1380', 'Lasne', 'Lasne', 'Lasne', 50.6864, 4.4836, 2, 1.6],
  ['1400', 'Nivelles', 'Nijvel', 'Nivelles', 50.5983, 4.3286, 3, 1],
  ['1410', 'Waterloo', 'Waterloo', 'Waterloo', 50.7147, 4.3992, 4, 1.4],
  ['1420', "Braine-l'Alleud", 'Eigenbrakel', "Braine-l'Alleud", 50.6833, 4.3667, 3, 1.15],
  ['1480', 'Tubize', 'Tubeke', 'Tubize', 50.6931, 4.2047, 2, 0.9],
  // Flemish Brabant (1500-1999, 3000-3499)
  ['1500', 'Hal', 'Halle', 'Halle', 50.7339, 4.2345, 3, 1],
  ['1640', 'Rhode-Saint-Genèse', 'Sint-Genesius-Rode', 'Sint-Genesius-Rode', 50.7467, 4.3572, 2, 1.45],
  ['1780', 'Wemmel', 'Wemmel', 'Wemmel', 50.9081, 4.3072, 2, 1.2],
  ['1800', 'Vilvorde', 'Vilvoorde', 'Vilvoorde', 50.9281, 4.4253, 3, 1],
  ['1850', 'Grimbergen', 'Grimbergen', 'Grimbergen', 50.9347, 4.3719, 2, 1.1],
  ['1930', 'Zaventem', 'Zaventem', 'Zaventem', 50.8836, 4.4728, 2, 1.1],
  ['3000', 'Louvain', 'Leuven', 'Leuven', 50.8798, 4.7005, 6, 1.2],
  ['3080', 'Tervuren', 'Tervuren', 'Tervuren', 50.8239, 4.5144, 2, 1.4],
  ['3300', 'Tirlemont', 'Tienen', 'Tienen', 50.8075, 4.9378, 2, 0.9],
  // Limburg (3500-3999)
  ['3500', 'Hasselt', 'Hasselt', 'Hasselt', 50.9307, 5.3378, 5, 1],
  ['3600', 'Genk', 'Genk', 'Genk', 50.965, 5.5008, 3, 0.85],
  ['3700', 'Tongres', 'Tongeren', 'Tongeren', 50.7806, 5.464, 2, 0.9],
  ['3800', 'Saint-Trond', 'Sint-Truiden', 'Sint-Truiden', 50.8167, 5.1864, 2, 0.85],
  ['3900', 'Pelt', 'Pelt', 'Pelt', 51.2167, 5.4167, 2, 0.9],
  // Antwerp (2000-2999)
  ['2000', 'Anvers', 'Antwerpen', 'Antwerp', 51.2194, 4.4025, 9, 1.1],
  ['2100', 'Deurne', 'Deurne', 'Deurne', 51.2192, 4.4653, 3, 0.95],
  ['2300', 'Turnhout', 'Turnhout', 'Turnhout', 51.3227, 4.9447, 3, 0.9],
  ['2400', 'Mol', 'Mol', 'Mol', 51.1911, 5.1166, 2, 0.85],
  ['2440', 'Geel', 'Geel', 'Geel', 51.1619, 4.99, 2, 0.85],
  ['2500', 'Lierre', 'Lier', 'Lier', 51.1313, 4.57, 3, 1],
  ['2800', 'Malines', 'Mechelen', 'Mechelen', 51.0259, 4.4776, 5, 1.05],
  ['2900', 'Schoten', 'Schoten', 'Schoten', 51.2527, 4.502, 2, 1.1],
  ['2930', 'Brasschaat', 'Brasschaat', 'Brasschaat', 51.2912, 4.4918, 3, 1.3],
  // West Flanders and the coast (8000-8999)
  ['8000', 'Bruges', 'Brugge', 'Bruges', 51.2093, 3.2247, 6, 1.1],
  ['8300', 'Knokke-Heist', 'Knokke-Heist', 'Knokke-Heist', 51.35, 3.265, 5, 1.9, true],
  ['8370', 'Blankenberge', 'Blankenberge', 'Blankenberge', 51.3131, 3.1322, 3, 1, true],
  ['8400', 'Ostende', 'Oostende', 'Ostend', 51.2154, 2.9286, 6, 1.05, true],
  ['8420', 'Le Coq', 'De Haan', 'De Haan', 51.2728, 3.0339, 3, 1.25, true],
  ['8430', 'Middelkerke', 'Middelkerke', 'Middelkerke', 51.1856, 2.8197, 3, 0.95, true],
  ['8450', 'Bredene', 'Bredene', 'Bredene', 51.2397, 2.9717, 2, 0.9, true],
  ['8500', 'Courtrai', 'Kortrijk', 'Kortrijk', 50.8281, 3.2649, 5, 0.95],
  ['8620', 'Nieuport', 'Nieuwpoort', 'Nieuwpoort', 51.13, 2.7514, 3, 1.15, true],
  ['8660', 'La Panne', 'De Panne', 'De Panne', 51.0997, 2.5928, 3, 0.95, true],
  ['8670', 'Coxyde', 'Koksijde', 'Koksijde', 51.1167, 2.6333, 3, 1.1, true],
  ['8700', 'Tielt', 'Tielt', 'Tielt', 50.9989, 3.3267, 2, 0.85],
  ['8800', 'Roulers', 'Roeselare', 'Roeselare', 50.9444, 3.1233, 3, 0.85],
  ['8900', 'Ypres', 'Ieper', 'Ypres', 50.8503, 2.8853, 2, 0.85],
  // East Flanders (9000-9999)
  ['9000', 'Gand', 'Gent', 'Ghent', 51.0543, 3.7174, 8, 1.15],
  ['9100', 'Saint-Nicolas', 'Sint-Niklaas', 'Sint-Niklaas', 51.165, 4.1436, 3, 0.95],
  ['9200', 'Termonde', 'Dendermonde', 'Dendermonde', 51.0286, 4.101, 2, 0.9],
  ['9300', 'Alost', 'Aalst', 'Aalst', 50.9378, 4.0403, 4, 0.9],
  ['9400', 'Ninove', 'Ninove', 'Ninove', 50.8283, 4.025, 2, 0.85],
  ['9500', 'Grammont', 'Geraardsbergen', 'Geraardsbergen', 50.7731, 3.8822, 2, 0.8],
  ['9600', 'Renaix', 'Ronse', 'Ronse', 50.7456, 3.6003, 2, 0.75],
  ['9700', 'Audenarde', 'Oudenaarde', 'Oudenaarde', 50.845, 3.605, 2, 0.9],
  ['9800', 'Deinze', 'Deinze', 'Deinze', 50.9817, 3.5311, 2, 0.95],
  ['9830', 'Laethem-Saint-Martin', 'Sint-Martens-Latem', 'Sint-Martens-Latem', 51.0144, 3.6411, 1, 1.7],
  ['9900', 'Eeklo', 'Eeklo', 'Eeklo', 51.185, 3.5644, 2, 0.85],
  // Liège (4000-4999)
  ['4000', 'Liège', 'Luik', 'Liège', 50.6326, 5.5797, 8, 0.85],
  ['4500', 'Huy', 'Hoei', 'Huy', 50.5186, 5.2397, 2, 0.8],
  ['4700', 'Eupen', 'Eupen', 'Eupen', 50.6281, 6.0364, 2, 0.85],
  ['4800', 'Verviers', 'Verviers', 'Verviers', 50.5897, 5.8625, 3, 0.7],
  ['4900', 'Spa', 'Spa', 'Spa', 50.4925, 5.8644, 2, 0.95, true],
  ['4920', 'Aywaille', 'Aywaille', 'Aywaille', 50.4739, 5.6756, 1, 0.85],
  ['4960', 'Malmedy', 'Malmedy', 'Malmedy', 50.4253, 6.0278, 2, 0.85, true],
  // Namur (5000-5999)
  ['5000', 'Namur', 'Namen', 'Namur', 50.4674, 4.872, 6, 0.95],
  ['5100', 'Jambes', 'Jambes', 'Jambes', 50.4556, 4.875, 2, 0.95],
  ['5300', 'Andenne', 'Andenne', 'Andenne', 50.4897, 5.0961, 2, 0.8],
  ['5500', 'Dinant', 'Dinant', 'Dinant', 50.2606, 4.9122, 2, 0.8, true],
  ['5590', 'Ciney', 'Ciney', 'Ciney', 50.2944, 5.1003, 2, 0.8],
  // Hainaut (6000-6599, 7000-7999) and Luxembourg (6600-6999)
  ['6000', 'Charleroi', 'Charleroi', 'Charleroi', 50.4108, 4.4446, 6, 0.65],
  ['6600', 'Bastogne', 'Bastenaken', 'Bastogne', 50.0036, 5.7197, 2, 0.8],
  ['6700', 'Arlon', 'Aarlen', 'Arlon', 49.6833, 5.8167, 3, 0.95],
  ['6800', 'Libramont-Chevigny', 'Libramont-Chevigny', 'Libramont-Chevigny', 49.9208, 5.3797, 1, 0.8],
  ['6830', 'Bouillon', 'Bouillon', 'Bouillon', 49.7939, 5.0675, 1, 0.75, true],
  ['6900', 'Marche-en-Famenne', 'Marche-en-Famenne', 'Marche-en-Famenne', 50.2269, 5.3442, 2, 0.8],
  ['6940', 'Durbuy', 'Durbuy', 'Durbuy', 50.3528, 5.4564, 2, 0.9, true],
  [
    '6980',
    'La Roche-en-Ardenne',
    'La Roche-en-Ardenne',
    'La Roche-en-Ardenne',
    50.1833,
    5.575,
    1,
    0.85,
    true,
  ],
  ['7000', 'Mons', 'Bergen', 'Mons', 50.4542, 3.9567, 4, 0.8],
  ['7100', 'La Louvière', 'La Louvière', 'La Louvière', 50.48, 4.1875, 3, 0.65],
  ['7500', 'Tournai', 'Doornik', 'Tournai', 50.6056, 3.3883, 3, 0.8],
  ['7700', 'Mouscron', 'Moeskroen', 'Mouscron', 50.7439, 3.2139, 2, 0.7],
  ['7800', 'Ath', 'Aat', 'Ath', 50.6294, 3.7797, 2, 0.8],
]

export const benchPlaces: readonly BenchPlace[] = rows.map(
  ([zip, fr, nl, en, lat, lng, weight, priceFactor, holiday]) => ({
    zip,
    name: { fr, nl, en },
    lat,
    lng,
    weight,
    priceFactor,
    holiday: holiday ?? false,
    region: regionOfZip(zip),
  }),
)
