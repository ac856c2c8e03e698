import { describe, expect, it } from 'vitest'

import { SnapshotError } from './snapshotError'

describe('SnapshotError', () => {
  it.each([
    [
      ['data/crm/properties.fr.json', 'ID 102', 'Price', 'expected number, received string'],
      'data/crm/properties.fr.json: record ID 102: field Price: expected number, received string',
    ],
    [
      ['data/crm/cities.en.json', null, null, 'invalid JSON: Unexpected end'],
      'data/crm/cities.en.json: invalid JSON: Unexpected end',
    ],
    [
      ['owners.json', 'ID 7', 'PropertyIDs[1]', 'unknown property 9'],
      'owners.json: record ID 7: field PropertyIDs[1]: unknown property 9',
    ],
  ] as const)('formats %j', ([file, record, field, detail], expected) => {
    expect(SnapshotError.format(file, record, field, detail)).toBe(expected)
  })

  it('keeps the parts and shows the file as given', () => {
    const error = new SnapshotError(
      'properties.fr.json',
      'ID 102',
      'Price',
      'expected number, received string',
      'data/crm/properties.fr.json',
    )
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('SnapshotError')
    expect(error).toMatchObject({ file: 'properties.fr.json', record: 'ID 102', field: 'Price' })
    expect(error.message).toBe(
      'data/crm/properties.fr.json: record ID 102: field Price: expected number, received string',
    )
  })
})
