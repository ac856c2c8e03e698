import { parseStoredUtm, UTM_KEYS, type UtmParams } from '../tracking/utm'

/** Where a lead came from (issue 15): the form's page, the visit's first page, referrer, campaign. */
export type LeadSource = {
  page?: string
  landingPage?: string
  referrer?: string
  utmSource?: string
  utmMedium?: string
  utmCampaign?: string
  utmTerm?: string
  utmContent?: string
  gclid?: string
  fbclid?: string
}

const keyOf: Record<(typeof UTM_KEYS)[number], keyof LeadSource> = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
}

const clip = (value: string | null | undefined, max = 500) =>
  value ? value.trim().slice(0, max) || undefined : undefined

function param(url: string | undefined, name: string): string | undefined {
  if (!url) return undefined
  try {
    return clip(new URL(url, 'http://localhost').searchParams.get(name), 200)
  } catch {
    return undefined
  }
}

/**
 * The source of a submission from the form's hidden fields (filled by its script from the visit)
 * and, without JavaScript, from the request's Referer (the form's own page).
 */
export function leadSource(fields: {
  page?: string | null
  landing?: string | null
  referrer?: string | null
  utm?: string | null
  requestReferer?: string | null
}): LeadSource {
  const page = clip(fields.page) ?? clip(fields.requestReferer)
  const landingPage = clip(fields.landing) ?? page
  const utm: UtmParams = parseStoredUtm(fields.utm)
  const source: LeadSource = { page, landingPage, referrer: clip(fields.referrer) }
  for (const key of UTM_KEYS) {
    const value = clip(utm[key], 200) ?? param(landingPage, key) ?? param(page, key)
    if (value) source[keyOf[key]] = value
  }
  source.gclid = param(landingPage, 'gclid') ?? param(page, 'gclid')
  source.fbclid = param(landingPage, 'fbclid') ?? param(page, 'fbclid')
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined)) as LeadSource
}
