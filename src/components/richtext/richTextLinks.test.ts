import { describe, expect, it } from 'vitest'

import { internalDocPath, resolveRichTextHref } from './richTextLinks'

// The French route table in miniature: original paths to localized ones.
const fr: Record<string, string> = { '/contact-demand/': '/fr/estimation-gratuite/', '/FAQ/': '/fr/faq/' }
const linkHref = (path: string) => fr[path] ?? path

describe('resolveRichTextHref', () => {
  it.each([
    ['/contact-demand/', { href: '/fr/estimation-gratuite/', external: false }],
    ['/FAQ/#documents', { href: '/fr/faq/#documents', external: false }],
    ['/FAQ/?q=1', { href: '/fr/faq/?q=1', external: false }],
    ['/unknown/', { href: '/unknown/', external: false }],
    ['https://www.epc.be/', { href: 'https://www.epc.be/', external: true }],
    ['//cdn.example.be/x.pdf', { href: '//cdn.example.be/x.pdf', external: true }],
    ['www.example.be', { href: 'https://www.example.be', external: true }],
    ['mailto:info@example.be', { href: 'mailto:info@example.be', external: false }],
    ['tel:+3223456789', { href: 'tel:+3223456789', external: false }],
    ['#top', { href: '#top', external: false }],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['contact', null],
    ['  ', null],
    [undefined, null],
  ])('%j', (url, expected) => {
    expect(resolveRichTextHref(url, linkHref)).toEqual(expected)
  })

  it('keeps the path as written without a route table', () => {
    expect(resolveRichTextHref('/contact-demand/')).toEqual({ href: '/contact-demand/', external: false })
  })
})

describe('internalDocPath', () => {
  it.each([
    [{ relationTo: 'pages', value: { id: 1, originalPath: '/Qui-sui-je/' } }, '/Qui-sui-je/'],
    [{ relationTo: 'pages', value: 1 }, null],
    [{ relationTo: 'articles', value: { id: 1, originalPath: '/x/' } }, null],
    [null, null],
  ])('%j', (doc, expected) => {
    expect(internalDocPath(doc)).toBe(expected)
  })
})
