import { describe, expect, it } from 'vitest'

import { isExternalLink, linkTarget, safeHref } from './linkTarget'

const newTab = { target: '_blank', rel: 'noopener noreferrer' }

describe('linkTarget: "links with a protocol, tel: or mailto: open in a new tab"', () => {
  it.each<[string, string | null | undefined, boolean]>([
    ['https://', 'https://www.facebook.com/agency', true],
    ['http://', 'http://example.be/', true],
    ['protocol in capitals', 'HTTPS://EXAMPLE.BE', true],
    ['tel:', 'tel:+3225123456', true],
    ['mailto:', 'mailto:info@maisonlumiere.be', true],
    ['another protocol (whatsapp:)', 'whatsapp://send?phone=32475123456', true],
    ['//host (protocol-relative)', '//cdn.example.be/brochure.pdf', true],
    ['surrounding spaces', '  https://example.be  ', true],
    ['relative path', '/fr/contact/', false],
    ['relative path without slash', 'contact/', false],
    ['query only', '?city=Ixelles|1050', false],
    ["'#'", '#', false],
    ['fragment', '#content', false],
    ['empty', '', false],
    ['blank', '   ', false],
    ['null', null, false],
    ['undefined', undefined, false],
    ['javascript: is never a link', 'javascript:alert(1)', false],
  ])('%s', (_, href, external) => {
    expect(isExternalLink(href)).toBe(external)
    expect(linkTarget(href)).toEqual(external ? newTab : {})
  })
})

describe('safeHref', () => {
  it.each<[string, string | null | undefined, string | null]>([
    ['keeps a path', '/fr/a-vendre/', '/fr/a-vendre/'],
    ['trims', ' tel:+3225123456 ', 'tel:+3225123456'],
    ['empty is no link', '', null],
    ['null is no link', null, null],
    ['drops javascript:', 'JavaScript:alert(1)', null],
    ['drops data:', 'data:text/html,<script>', null],
    ['drops vbscript:', 'vbscript:msgbox', null],
  ])('%s', (_, href, expected) => {
    expect(safeHref(href)).toBe(expected)
  })
})
