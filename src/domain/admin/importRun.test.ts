import { describe, expect, it } from 'vitest'

import {
  ABANDONED_AFTER_MS,
  isAbandoned,
  isActive,
  parseRunner,
  percentDone,
  phaseOfStep,
  runnerId,
  type RunSnapshot,
  totalsOf,
} from './importRun'

const now = Date.parse('2026-11-27T10:00:00Z')
const ago = (ms: number) => new Date(now - ms).toISOString()
const here = { host: 'web-1', alive: (pid: number) => pid === 100 }

describe('isActive: one run at a time means one queued or running run', () => {
  it.each([
    ['queued', true],
    ['running', true],
    ['succeeded', false],
    ['failed', false],
    [null, false],
  ])('%s → %s', (outcome, expected) => {
    expect(isActive(outcome)).toBe(expected)
  })
})

describe('runner ids: host#pid, host names may contain #', () => {
  it.each([
    [{ host: 'web-1', pid: 100 }, 'web-1#100'],
    [{ host: 'a#b', pid: 7 }, 'a#b#7'],
  ])('%j ⇄ %s', (runner, id) => {
    expect(runnerId(runner)).toBe(id)
    expect(parseRunner(id)).toEqual(runner)
  })

  it.each([null, undefined, '', 'web-1', 'web-1#', '#12'])('%j is no runner', (id) => {
    expect(parseRunner(id)).toBeNull()
  })
})

describe('isAbandoned: an active run whose process stopped', () => {
  it.each<[string, RunSnapshot, boolean]>([
    ['finished runs never', { outcome: 'failed', updatedAt: ago(10 * ABANDONED_AFTER_MS) }, false],
    ['a live process on this host', { outcome: 'running', updatedAt: ago(1000), runner: 'web-1#100' }, false],
    [
      'a dead process on this host, at once',
      { outcome: 'running', updatedAt: ago(1000), runner: 'web-1#200' },
      true,
    ],
    [
      'a process on another host, heard of lately',
      { outcome: 'running', updatedAt: ago(60_000), runner: 'web-2#200' },
      false,
    ],
    [
      'a process on another host, silent too long',
      { outcome: 'running', updatedAt: ago(ABANDONED_AFTER_MS + 1), runner: 'web-2#200' },
      true,
    ],
    [
      'a live process silent too long (stuck)',
      { outcome: 'running', updatedAt: ago(ABANDONED_AFTER_MS + 1), runner: 'web-1#100' },
      true,
    ],
    ['a queued run waiting for a job runner', { outcome: 'queued', updatedAt: ago(5000) }, false],
    ['a queued run no runner took', { outcome: 'queued', updatedAt: ago(ABANDONED_AFTER_MS + 1) }, true],
    ['an unreadable time', { outcome: 'running', updatedAt: 'never', runner: 'web-1#100' }, true],
  ])('%s → %s', (_, run, expected) => {
    expect(isAbandoned(run, now, here)).toBe(expected)
  })
})

describe('phaseOfStep: the import’s progress steps', () => {
  it.each([
    ['preparing properties', 'preparing'],
    ['preparing cities', 'preparing'],
    ['writing', 'writing'],
    ['writing properties', 'writing'],
    ['writingish', 'preparing'],
  ])('%s → %s', (step, phase) => {
    expect(phaseOfStep(step)).toBe(phase)
  })
})

describe('percentDone', () => {
  it.each<[number | null, number | null, number | null]>([
    [0, 200, 0],
    [1, 200, 0],
    [199, 200, 99],
    [200, 200, 100],
    [250, 200, 100],
    [5, 0, null],
    [null, 200, null],
    [5, null, null],
  ])('%s of %s → %s', (done, total, expected) => {
    expect(percentDone(done, total)).toBe(expected)
  })
})

describe('totalsOf: a run’s counts summed over its collections', () => {
  it('adds each column, ignoring what is not a count', () => {
    const counts = {
      properties: { created: 2, updated: 5, unchanged: 20, withdrawn: 1 },
      cities: { created: 1, updated: 0, unchanged: 30, withdrawn: 0 },
      owners: { created: 0, updated: 'x', unchanged: 3 },
      broken: null,
    }
    expect(totalsOf(counts)).toEqual({ created: 3, updated: 5, unchanged: 53, withdrawn: 1 })
  })

  it.each([null, undefined, 'text', [1, 2]])('%j → zeros', (counts) => {
    expect(totalsOf(counts)).toEqual({ created: 0, updated: 0, unchanged: 0, withdrawn: 0 })
  })
})
