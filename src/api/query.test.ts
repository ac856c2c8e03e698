import { describe, expect, it } from 'vitest'

import { boundQuery, parseQuery } from './query'

/** The query Payload will parse from the bounded search (what its handlers see). */
function seen(search: string, read = true): Record<string, unknown> {
  const bounded = boundQuery(search, { read })
  if (!bounded.ok) throw new Error(bounded.problem)
  return parseQuery(bounded.search)
}

describe('boundQuery', () => {
  it.each([
    ['?limit=0', '100'],
    ['?limit=100000', '100'],
    ['?limit=100', '100'],
    ['?limit=25', '25'],
  ])('caps a read’s limit: %s → %s', (search, limit) => {
    expect(seen(search).limit).toBe(limit)
  })

  it('leaves an absent limit to Payload’s default of 10', () => {
    expect(seen('?where[title][equals]=x').limit).toBeUndefined()
  })

  it('keeps a bulk write’s limit: the admin’s “select all” sends limit=0', () => {
    expect(seen('?limit=0&where[id][in]=1,2', false).limit).toBe('0')
  })

  it.each([
    ['?depth=10', '2'],
    ['?depth=2', '2'],
    ['?depth=0', '0'],
  ])('caps depth on every request: %s → %s', (search, depth) => {
    expect(seen(search).depth).toBe(depth)
    expect(seen(search, false).depth).toBe(depth)
  })

  it('turns pagination=false (every document) back into pages', () => {
    expect(seen('?pagination=false&limit=0').pagination).toBeUndefined()
  })

  it('caps the limit of a join', () => {
    expect(seen('?joins[mails][limit]=0')).toMatchObject({ joins: { mails: { limit: '100' } } })
  })

  it('replaces a bounded parameter however its name is spelled', () => {
    const bounded = boundQuery('?lim%69t=0&d%65pth=9', { read: true })
    expect(bounded.ok && bounded.search).toBe('depth=2&limit=100')
  })

  it('puts the bounded values first, where qs (1000 parameters at most) still reads them', () => {
    const junk = Array.from({ length: 1200 }, (_, i) => `p${i}=1`).join('&')
    expect(seen(`?limit=0&${junk}`).limit).toBe('100')
  })

  it('keeps the rest of the query as it was', () => {
    expect(seen('?where[title][like]=a%26b&sort=-createdAt&locale=nl')).toMatchObject({
      where: { title: { like: 'a&b' } },
      sort: '-createdAt',
      locale: 'nl',
    })
  })

  it.each([
    ['?locale=*', 'locale=*'],
    ['?locale=all', 'locale=*'],
    ['?locale[]=fr', 'locale'],
    ['?limit=abc', 'whole numbers'],
    ['?limit=-5', 'whole numbers'],
    ['?limit[]=0', 'whole numbers'],
    ['?depth=1.5', 'whole numbers'],
    ['?page=-1', 'whole numbers'],
    ['?where=notjson', 'JSON'],
    ['?data={', 'JSON'],
    ['?joins=x', 'join'],
    ['?joins[mails][limit]=x', 'join limit'],
  ])('refuses %s', (search, problem) => {
    const bounded = boundQuery(search, { read: true })
    expect(bounded.ok).toBe(false)
    expect(bounded.ok ? '' : bounded.problem).toContain(problem)
  })

  it('hands the where on for checking, parsed from JSON when sent as JSON', () => {
    const fromJson = boundQuery(`?where=${encodeURIComponent('{"id":{"equals":1}}')}`, { read: true })
    expect(fromJson.ok && fromJson.where).toEqual({ id: { equals: 1 } })
    const fromQs = boundQuery('?where[id][equals]=1', { read: true })
    expect(fromQs.ok && fromQs.where).toEqual({ id: { equals: '1' } })
  })
})
