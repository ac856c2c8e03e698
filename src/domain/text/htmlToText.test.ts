import { describe, expect, it } from 'vitest'

import { htmlToText } from './htmlToText'

describe('htmlToText: "strip HTML tags and entities, collapse whitespace"', () => {
  it.each([
    ['tags', '<p>Belle <strong>maison</strong></p>', 'Belle maison'],
    ['block tags do not glue words', '<p>Salon</p><p>Cuisine</p>a<br/>b', 'Salon Cuisine a b'],
    ['&amp;', 'Vente &amp; location', 'Vente & location'],
    ['&eacute; and &egrave;', 'Id&eacute;al pour un p&egrave;re', 'Idéal pour un père'],
    ['decimal &#39;', 'L&#39;Alleud', "L'Alleud"],
    ['hex &#x27;', 'L&#x27;Alleud', "L'Alleud"],
    ['&nbsp; collapses like a space', 'prix&nbsp;&nbsp; 350', 'prix 350'],
    ['&euro; and &sup2;', '120 m&sup2; &euro;', '120 m² €'],
    ['unknown entity is stripped', 'a &foo; b', 'a b'],
    ['double-escaped entity decodes once', '&amp;lt;b&amp;gt;', '&lt;b&gt;'],
    ['escaped tag stays text', '&lt;b&gt;', '<b>'],
    ['whitespace collapses', '  a \n\t b  ', 'a b'],
    ['a "<" in text is not a tag', '3 < 5 et 6 > 4', '3 < 5 et 6 > 4'],
    ['script and style are removed', '<style>p{color:red}</style>Texte<script>alert(1)</script>', 'Texte'],
    ['comments are removed', 'a<!-- note -->b', 'a b'],
    [
      'list items and line breaks are spaces',
      '<ul><li>Salon</li><li>Cuisine</li></ul>Cave<br>Grenier',
      'Salon Cuisine Cave Grenier',
    ],
    // Inline formatting can sit inside a word: it leaves no space behind.
    [
      'inline tags inside a word',
      'Albert I<sup>er</sup>, <b>G</b>and, <a href="/x">lien</a>s',
      'Albert Ier, Gand, liens',
    ],
  ])('%s', (_, html, expected) => {
    expect(htmlToText(html)).toBe(expected)
  })

  it.each([[null], [undefined], ['']])('%j → empty text', (html) => {
    expect(htmlToText(html)).toBe('')
  })
})
