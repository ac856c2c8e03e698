/**
 * Whether a lead makes its address a newsletter subscriber (issue 18). A sign-up counts once its
 * owner confirmed it (double opt-in, decision 022), another form's opt-in box at once; spam never.
 * Unsubscribing stamps the address's leads (`newsletterWithdrawnAt`): they stop counting, and a
 * later sign-up, a new lead, counts again.
 */
export type NewsletterStatus = 'subscribed' | 'pending' | 'withdrawn' | null

type LeadLike = {
  form: string
  status?: string | null
  data?: unknown
  newsletterWithdrawnAt?: string | null
}

export function newsletterStatus(lead: LeadLike): NewsletterStatus {
  if (lead.status === 'spam') return null
  const data = (lead.data && typeof lead.data === 'object' ? lead.data : {}) as Record<string, unknown>
  const opted =
    lead.form === 'sign-newsletter' ? (data.confirmedAt ? 'subscribed' : 'pending') : data.newsletter === true
  if (!opted) return null
  if (lead.newsletterWithdrawnAt) return 'withdrawn'
  return opted === true ? 'subscribed' : opted
}
