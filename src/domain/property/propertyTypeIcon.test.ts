import { describe, expect, it } from 'vitest'

import { type PropertyTypeIcon, propertyTypeIcon } from './propertyTypeIcon'

describe('propertyTypeIcon: "1 residential, 2 and default office or commercial, 3 industrial, 4 land, 5 and 7 as default, 6 retail"', () => {
  it.each<[unknown, PropertyTypeIcon]>([
    [1, 'residential'],
    ['1', 'residential'],
    [2, 'commercial'],
    [3, 'industrial'],
    [4, 'land'],
    [5, 'commercial'],
    [6, 'retail'],
    [7, 'commercial'],
    [99, 'commercial'],
    [null, 'commercial'],
  ])('WebID %j → %s', (webId, expected) => {
    expect(propertyTypeIcon(webId)).toBe(expected)
  })
})
