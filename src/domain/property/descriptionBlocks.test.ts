import { describe, expect, it } from 'vitest'

import { type DescriptionBlock, type DescriptionInline, parseDescription } from './descriptionBlocks'

const t = (text: string): DescriptionInline => ({ kind: 'text', text })
const br: DescriptionInline = { kind: 'break' }
const strong = (...children: DescriptionInline[]): DescriptionInline => ({ kind: 'strong', children })
const em = (...children: DescriptionInline[]): DescriptionInline => ({ kind: 'em', children })
const p = (...children: DescriptionInline[]): DescriptionBlock => ({ kind: 'paragraph', children })
const ul = (...items: string[]): DescriptionBlock => ({
  kind: 'list',
  ordered: false,
  items: items.map((i) => [t(i)]),
})
const ol = (...items: string[]): DescriptionBlock => ({
  kind: 'list',
  ordered: true,
  items: items.map((i) => [t(i)]),
})

describe('parseDescription: the CRM’s HTML keeps its structure, nothing else', () => {
  it.each<[string, string | null | undefined, DescriptionBlock[]]>([
    [
      'paragraphs',
      '<p>Belle villa.</p>\n<p>Grand jardin.</p>',
      [p(t('Belle villa.')), p(t('Grand jardin.'))],
    ],
    // The defect of issue 20: list items ran into one paragraph ("Salon Cuisine", "8 m2 quais").
    [
      'a bullet list after a paragraph: words of two items never run together',
      '<p>Atouts :</p><ul><li>Hauteur libre de 8 m</li><li>2 quais de chargement</li></ul>',
      [p(t('Atouts :')), ul('Hauteur libre de 8 m', '2 quais de chargement')],
    ],
    ['a numbered list', '<ol>\n  <li>Compromis</li>\n  <li>Acte</li>\n</ol>', [ol('Compromis', 'Acte')]],
    [
      'line breaks inside a paragraph stay line breaks',
      '<p>Visites : samedi<br>Libre : de suite<br/>PEB : B</p>',
      [p(t('Visites : samedi'), br, t('Libre : de suite'), br, t('PEB : B'))],
    ],
    [
      'bold and italic, <b> and <i> spelled as <strong> and <em>',
      '<p>Une <strong>belle</strong> maison, <i>rare</i> <B>ici</B></p>',
      [p(t('Une '), strong(t('belle')), t(' maison, '), em(t('rare')), t(' '), strong(t('ici')))],
    ],
    ['nested marks', '<p><strong>Prix <em>net</em></strong></p>', [p(strong(t('Prix '), em(t('net'))))]],
    [
      'a mark left open is closed with its paragraph',
      '<p><strong>Neuf</p><p>Suite</p>',
      [p(strong(t('Neuf'))), p(t('Suite'))],
    ],
    [
      'a superscript inside a word',
      '<p>Albert I<sup>er</sup></p>',
      [p(t('Albert I'), { kind: 'sup', children: [t('er')] })],
    ],
    [
      'text without any tag: blank lines are paragraphs, newlines line breaks',
      'Maison à rénover\nQuartier calme\n\nLibre de suite',
      [p(t('Maison à rénover'), br, t('Quartier calme')), p(t('Libre de suite'))],
    ],
    [
      'a bare <br> list of lines',
      'Salon<br>Cuisine<BR />Cave',
      [p(t('Salon'), br, t('Cuisine'), br, t('Cave'))],
    ],
    ['text after a list is a paragraph again', '<ul><li>Un</li></ul>Fin', [ul('Un'), p(t('Fin'))]],
    [
      'a nested list is flattened into its parent',
      '<ul><li>A<ul><li>B</li></ul></li><li>C</li></ul>',
      [ul('A', 'B', 'C')],
    ],
    ['<li> without a list is a bullet list', '<li>Un</li><li>Deux</li>', [ul('Un', 'Deux')]],
    [
      'paragraphs inside an item are lines of it',
      '<ul><li><p>Cuisine</p><p>équipée</p></li></ul>',
      [{ kind: 'list', ordered: false, items: [[t('Cuisine'), br, t('équipée')]] }],
    ],
    ['entities decoded once', '<p>Id&eacute;al &amp;lt; 5</p>', [p(t('Idéal &lt; 5'))]],
    ['an escaped tag is text, not a tag', '&lt;b&gt;gras&lt;/b&gt;', [p(t('<b>gras</b>'))]],
    [
      'empty paragraphs, breaks and items dropped; whitespace collapsed',
      '<p>Un</p><p>&nbsp;</p><br><br><p>  Deux \n trois  <br> </p><ul><li> </li></ul>',
      [p(t('Un')), p(t('Deux trois'))],
    ],
    // Safety: no attribute, script, style, link or event handler gets through, only their text.
    [
      'script and style bodies removed',
      '<p>Texte<script>alert(1)</script><style>p{color:red}</style></p>',
      [p(t('Texte'))],
    ],
    [
      'attributes and event handlers dropped with their tag',
      '<p onclick="alert(1)" style="color:red" class="x"><strong onmouseover="x()">Oui</strong></p>',
      [p(strong(t('Oui')))],
    ],
    [
      'a javascript: link keeps its text only',
      '<p>Voir <a href="javascript:alert(1)">ici</a></p>',
      [p(t('Voir ici'))],
    ],
    [
      'images, iframes and comments go',
      '<p>A<img src=x onerror=alert(1)><iframe src="//x">B</iframe><!-- c --></p>',
      [p(t('A'))],
    ],
    ['headings and divs are paragraphs', '<h2>Titre</h2><div>Texte</div>', [p(t('Titre')), p(t('Texte'))]],
    ['a "<" in text is no tag', '3 < 5', [p(t('3 < 5'))]],
    ['empty text', '', []],
    ['no description', null, []],
    ['undefined', undefined, []],
  ])('%s', (_, html, expected) => {
    expect(parseDescription(html)).toEqual(expected)
  })
})
