import { describe, expect, it } from 'vitest'
import { parsePhotoPath, photoSeed } from './photoPath'

describe('parsePhotoPath', () => {
  it.each([
    [['property', '102', '3-kitchen.jpg'], { entity: 'property', id: '102', index: 3, kind: 'kitchen' }],
    [['project', '7', '0-building-new.jpg'], { entity: 'project', id: '7', index: 0, kind: 'building-new' }],
    [
      ['property', '999999999', '12-facade-townhouse.jpg'],
      { entity: 'property', id: '999999999', index: 12, kind: 'facade-townhouse' },
    ],
    [['property', '5', '1-view-sea.jpg'], { entity: 'property', id: '5', index: 1, kind: 'view-sea' }],
  ] as const)('accepts %j', (segments, expected) => {
    expect(parsePhotoPath([...segments])).toEqual(expected)
  })

  it.each([
    [[]],
    [['property', '102']],
    [['property', '102', '3-kitchen.jpg', 'extra']],
    [['owner', '102', '3-kitchen.jpg']],
    [['Property', '102', '3-kitchen.jpg']],
    [['property', 'abc', '3-kitchen.jpg']],
    [['property', '-1', '3-kitchen.jpg']],
    [['property', '0102', '3-kitchen.jpg']],
    [['property', '1e3', '3-kitchen.jpg']],
    [['property', '1234567890', '3-kitchen.jpg']],
    [['property', '..', '3-kitchen.jpg']],
    [['property', '102', '../3-kitchen.jpg']],
    [['property', '102', '..%2F3-kitchen.jpg']],
    [['property', '102', '3-kitchen.png']],
    [['property', '102', '3-kitchen.jpg.exe']],
    [['property', '102', '3-sauna.jpg']],
    [['property', '102', 'kitchen.jpg']],
    [['property', '102', '-3-kitchen.jpg']],
    [['property', '102', '03-kitchen.jpg']],
    [['property', '102', '3-KITCHEN.jpg']],
    [['property', '102', '3-kitchen.JPG']],
    [['property', '102', '3-kitchen.jpg\u0000']],
    [['property', '102', ' 3-kitchen.jpg']],
  ])('rejects %j', (segments) => {
    expect(parsePhotoPath(segments)).toBeNull()
  })

  it('builds the rendering seed from the path', () => {
    const parsed = parsePhotoPath(['property', '102', '3-kitchen.jpg'])
    expect(parsed && photoSeed(parsed)).toBe('property/102/3-kitchen')
  })
})
