import { describe, expect, it } from 'vitest'

import type { Region } from '../address/regionByZip'
import type { EpcLabel } from './epcLabel'
import { EPC_RENOVATION_OBLIGATION, epcNoticeApplies } from './epcNotice'

describe('epcNoticeApplies: "homes bought from 2023 with label E or F must reach D or better within 5 years"', () => {
  it.each<[Region | null, EpcLabel | null, boolean]>([
    ['flanders', 'e', true],
    ['flanders', 'f', true],
    ['flanders', 'd', false],
    ['flanders', 'a_plus', false],
    ['flanders', null, false],
    ['wallonia', 'e', false],
    ['wallonia', 'g', false],
    ['brussels', 'f', false],
    [null, 'e', false],
  ])('region %s, label %s → %s', (region, label, expected) => {
    expect(epcNoticeApplies(region, label)).toBe(expected)
  })

  it('carries the numbers of the message: target D within 5 years', () => {
    expect(EPC_RENOVATION_OBLIGATION).toMatchObject({ target: 'd', years: 5, fromYear: 2023 })
  })
})
