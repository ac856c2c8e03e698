import { describe, expect, it } from 'vitest'
import { townName } from './townName'

describe('townName: "Town names title-cased"', () => {
  it.each([
    ['SINT-NIKLAAS', 'Sint-Niklaas'],
    ['la louvière', 'La Louvière'],
    ['LA LOUVIÈRE', 'La Louvière'],
    ['KNOKKE-HEIST', 'Knokke-Heist'],
    ['sint-martens-latem', 'Sint-Martens-Latem'],
    ['GENT', 'Gent'],
    ['  liège ', 'Liège'],
    ['LE ROEULX', 'Le Roeulx'],
    ['bierges (wavre)', 'Bierges (Wavre)'],
    ["L'ECLUSE", "L'Ecluse"],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(townName(input)).toBe(expected)
  })
})

describe('townName: "with one special case" — linking words inside a hyphenated name stay lower case', () => {
  it.each([
    ['OTTIGNIES-LOUVAIN-LA-NEUVE', 'Ottignies-Louvain-la-Neuve'],
    ["BRAINE-L'ALLEUD", "Braine-l'Alleud"],
    ['braine-le-comte', 'Braine-le-Comte'],
    ['MONT-SUR-MARCHIENNE', 'Mont-sur-Marchienne'],
    ['CHAPELLE-LEZ-HERLAIMONT', 'Chapelle-lez-Herlaimont'],
    ['MARCHE-EN-FAMENNE', 'Marche-en-Famenne'],
    ['COMBLAIN-AU-PONT', 'Comblain-au-Pont'],
    ['HEIST-OP-DEN-BERG', 'Heist-op-den-Berg'],
    ["FONTAINE-L'EVEQUE", "Fontaine-l'Eveque"],
    // A linking word at the end is not between hyphens, so it is capitalised.
    ['SAINT-DE', 'Saint-De'],
  ])('%j → %j', (input, expected) => {
    expect(townName(input)).toBe(expected)
  })

  it.each([[null], [undefined]])('%j → empty', (input) => {
    expect(townName(input)).toBe('')
  })
})
