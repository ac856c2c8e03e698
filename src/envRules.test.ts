import { describe, expect, it } from 'vitest'

import { missingForProduction, objectStorageIssues, productionConfigError, siteAliases } from './envRules'

const secret = 'x'.repeat(32)
const site = 'https://www.example.be'
const smtp = 'smtp://mail.example.be:587'

describe('missingForProduction', () => {
  it.each([
    ['production without any', { NODE_ENV: 'production' }, ['PAYLOAD_SECRET', 'SITE_URL', 'SMTP_URL']],
    [
      'production without SITE_URL',
      { NODE_ENV: 'production', PAYLOAD_SECRET: secret, SMTP_URL: smtp },
      ['SITE_URL'],
    ],
    [
      'production without the secret',
      { NODE_ENV: 'production', SITE_URL: site, SMTP_URL: smtp },
      ['PAYLOAD_SECRET'],
    ],
    [
      'production without a mail server',
      { NODE_ENV: 'production', PAYLOAD_SECRET: secret, SITE_URL: site },
      ['SMTP_URL'],
    ],
    [
      'production with all three',
      { NODE_ENV: 'production', PAYLOAD_SECRET: secret, SITE_URL: site, SMTP_URL: smtp },
      [],
    ],
    ['the demo (`npm start` on a fresh clone)', { NODE_ENV: 'production', AGENCY_DEMO: true }, []],
    ['`next build`', { NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }, []],
    [
      'a started server',
      { NODE_ENV: 'production', NEXT_PHASE: 'phase-production-server' },
      ['PAYLOAD_SECRET', 'SITE_URL', 'SMTP_URL'],
    ],
    ['development', { NODE_ENV: 'development' }, []],
    ['tests', { NODE_ENV: 'test' }, []],
  ])('%s', (_case, vars, missing) => {
    expect(missingForProduction({ AGENCY_DEMO: false, ...vars })).toEqual(missing)
  })
})

describe('productionConfigError', () => {
  it('names each missing variable, what to set it to, and the demo way out', () => {
    const message = productionConfigError(['PAYLOAD_SECRET', 'SITE_URL'])
    expect(message).toMatch(/NODE_ENV=production.*PAYLOAD_SECRET and SITE_URL/)
    expect(message).toMatch(/PAYLOAD_SECRET: .*32 characters.*every instance/)
    expect(message).toMatch(/SITE_URL: .*public origin/)
    expect(message).toMatch(/demo.*npm start.*AGENCY_DEMO=1/)
  })

  it('lists only what is missing', () => {
    expect(productionConfigError(['SITE_URL'])).not.toMatch(/PAYLOAD_SECRET/)
  })
})

describe('objectStorageIssues', () => {
  const keys = { S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' }
  it.each([
    ['nothing set: the local disk', {}, []],
    ['a bucket and its keys', { S3_BUCKET: 'media', ...keys }, []],
    [
      'a bucket without keys',
      { S3_BUCKET: 'media' },
      [
        { variable: 'S3_ACCESS_KEY_ID', message: 'required when S3_BUCKET is set' },
        { variable: 'S3_SECRET_ACCESS_KEY', message: 'required when S3_BUCKET is set' },
      ],
    ],
    [
      'a bucket without its secret key',
      { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' },
      [{ variable: 'S3_SECRET_ACCESS_KEY', message: 'required when S3_BUCKET is set' }],
    ],
    [
      'keys and an endpoint without a bucket',
      { ...keys, S3_ENDPOINT: 'http://127.0.0.1:9000' },
      [
        {
          variable: 'S3_BUCKET',
          message: 'required, since S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set',
        },
      ],
    ],
  ])('%s', (_case, vars, issues) => {
    expect(objectStorageIssues(vars)).toEqual(issues)
  })
})

describe('siteAliases', () => {
  it.each([
    ['unset', undefined, []],
    ['empty', '', []],
    ['one', 'https://example.be', ['https://example.be']],
    [
      'several, by commas and spaces, written as origins without duplicates',
      'https://Example.be/, https://www.example.com  http://localhost:3001,https://example.be',
      ['https://example.be', 'https://www.example.com', 'http://localhost:3001'],
    ],
  ] as const)('%s', (_, value, origins) => {
    expect(siteAliases(value)).toEqual({ origins, issues: [] })
  })

  it.each([
    ['www.example.be', 'www.example.be is not a URL'],
    ['ftp://example.be', 'ftp://example.be must start with http:// or https://'],
    ['https://user:pw@example.be', 'https://user:pw@example.be must not hold a user name or password'],
    ['https://example.be/fr/', 'https://example.be/fr/ must be an origin only (no path, query or fragment)'],
    ['https://example.be?a=1', 'https://example.be?a=1 must be an origin only (no path, query or fragment)'],
  ])('refuses %s', (value, message) => {
    expect(siteAliases(`https://ok.example.be,${value}`)).toEqual({
      origins: ['https://ok.example.be'],
      issues: [{ variable: 'SITE_ALIASES', message }],
    })
  })
})
