import { describe, expect, it } from 'vitest'

import { type ProjectPlace, similarProjects } from './similarProjects'

const namur: ProjectPlace = { id: 7301, region: 'wallonia', position: { lat: 50.46, lng: 4.85 } }
const ghent: ProjectPlace = { id: 7318, region: 'flanders', position: { lat: 51.07, lng: 3.73 } }
const panne: ProjectPlace = { id: 7325, region: 'flanders', position: { lat: 51.1, lng: 2.59 } }
const liege: ProjectPlace = { id: 7400, region: 'wallonia', position: { lat: 50.63, lng: 5.57 } }
const unknown: ProjectPlace = { id: 7000, region: null, position: null }
const all = [namur, ghent, panne, liege, unknown]

describe('similarProjects', () => {
  it.each<[string, ProjectPlace, number, number[]]>([
    [
      'same region first, then the nearest (Ghent is nearer Namur than De Panne)',
      namur,
      3,
      [7400, 7318, 7325],
    ],
    ['within a region, the nearest first', ghent, 2, [7325, 7301]],
    ['never the project itself; without place, by id', unknown, 5, [7301, 7318, 7325, 7400]],
    ['at most the limit', panne, 1, [7318]],
    ['a limit of 0', panne, 0, []],
  ])('%s', (_, current, limit, expected) => {
    expect(similarProjects(current, all, limit).map((p) => p.id)).toEqual(expected)
  })

  it('projects without coordinates come after those with', () => {
    expect(similarProjects(ghent, [unknown, namur]).map((p) => p.id)).toEqual([7301, 7000])
  })
})
