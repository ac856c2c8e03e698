import { describe, expect, it } from 'vitest'

import { descriptionExcerpt } from './descriptionExcerpt'

describe('descriptionExcerpt', () => {
  it.each([
    [
      'strips, decodes then cuts',
      '<p>Tr&egrave;s belle   maison</p><p>avec jardin</p>',
      22,
      true,
      'Très belle maison…',
    ],
    ['short description unchanged', '<b>Studio</b>', 250, true, 'Studio'],
    [
      'a space where a paragraph, list item or line ended, none inside a word',
      '<p>Atouts&nbsp;:</p><ul><li>Cave</li><li>Jardin</li></ul><p>Libre<br>Albert I<sup>er</sup></p>',
      250,
      false,
      'Atouts : Cave Jardin Libre Albert Ier',
    ],
    ['entities count as one character', 'caf&eacute; caf&eacute;', 9, false, 'café café'],
    ['empty', null, 250, false, ''],
  ])('%s', (_, html, limit, ellipsis, expected) => {
    expect(descriptionExcerpt(html, { limit, ellipsis })).toBe(expected)
  })
})
