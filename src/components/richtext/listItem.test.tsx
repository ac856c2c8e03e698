import { RichText } from '@payloadcms/richtext-lexical/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { listItem } from './listItem'

type ListType = 'bullet' | 'number' | 'check'

// A Lexical list as the CMS's editor saves it: every item numbered, whatever the list type.
const list = (listType: ListType, items: { text: string; checked?: boolean }[]) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    children: [
      {
        type: 'list',
        version: 1,
        listType,
        tag: listType === 'number' ? 'ol' : 'ul',
        start: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        children: items.map(({ text, checked }, index) => ({
          type: 'listitem',
          version: 1,
          value: index + 1,
          ...(checked === undefined ? {} : { checked }),
          direction: 'ltr',
          format: '',
          indent: 0,
          children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
        })),
      },
    ],
  },
})

const render = (listType: ListType, items: { text: string; checked?: boolean }[]) =>
  renderToStaticMarkup(
    <RichText
      data={list(listType, items) as Parameters<typeof RichText>[0]['data']}
      converters={({ defaultConverters }) => ({ ...defaultConverters, listitem: listItem })}
      disableContainer
    />,
  )

describe('listItem: list items of rich text as valid HTML', () => {
  it.each<[string, ListType, RegExp, RegExp | null]>([
    // Issue 20: `<li value>` inside a `<ul>` does not validate (W3C Nu validator).
    [
      'a bullet list has no item numbers',
      'bullet',
      /^<ul[^>]*><li>Cave<\/li><li>Jardin<\/li><\/ul>$/,
      /value=/,
    ],
    [
      'a numbered list keeps them',
      'number',
      /^<ol[^>]*><li value="1">Cave<\/li><li value="2">Jardin<\/li><\/ol>$/,
      null,
    ],
  ])('%s', (_, listType, expected, absent) => {
    const html = render(listType, [{ text: 'Cave' }, { text: 'Jardin' }])
    expect(html).toMatch(expected)
    if (absent) expect(html).not.toMatch(absent)
  })

  it('a checklist item is a disabled checkbox in its label, without a number', () => {
    const html = render('check', [
      { text: 'Compromis', checked: true },
      { text: 'Acte', checked: false },
    ])
    expect(html).not.toMatch(/value=|role=/)
    expect(html).toMatch(
      /<li[^>]*><label><input type="checkbox" disabled="" readOnly="" checked=""\/> Compromis<\/label><\/li>/,
    )
    expect(html).toMatch(
      /<li[^>]*><label><input type="checkbox" disabled="" readOnly=""\/> Acte<\/label><\/li>/,
    )
  })
})
