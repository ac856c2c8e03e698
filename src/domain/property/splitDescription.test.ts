import { describe, expect, it } from 'vitest'

import { splitDescription } from './splitDescription'

describe('splitDescription: each paragraph or line break of the CRM HTML is a plain paragraph', () => {
  it.each<[string, string | null | undefined, string[]]>([
    ['paragraphs', '<p>Belle villa.</p><p>Grand jardin.</p>', ['Belle villa.', 'Grand jardin.']],
    [
      'line breaks in every spelling',
      'Salon<br>Cuisine<br/>Bureau<BR />Cave',
      ['Salon', 'Cuisine', 'Bureau', 'Cave'],
    ],
    ['a closing </P> in capitals', '<P>Un</P><P>Deux</P>', ['Un', 'Deux']],
    [
      'tags inside a paragraph stay one paragraph',
      '<p>Une <strong>belle</strong> maison</p>',
      ['Une belle maison'],
    ],
    ['entities decoded', '<p>Id&eacute;al &amp; lumineux</p>', ['Idéal & lumineux']],
    [
      'empty paragraphs and breaks dropped',
      '<p>Un</p><p>&nbsp;</p><br><br><p> </p><p>Deux</p>',
      ['Un', 'Deux'],
    ],
    ['text without HTML is one paragraph', 'Maison à rénover', ['Maison à rénover']],
    ['a <p> opening is no break of its own', 'Intro<p>Suite</p>', ['Intro Suite']],
    ['empty text', '', []],
    ['no description', null, []],
    ['undefined', undefined, []],
  ])('%s', (_, html, expected) => {
    expect(splitDescription(html)).toEqual(expected)
  })
})
