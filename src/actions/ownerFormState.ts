import type { FieldErrors } from '@/domain/owner/credentials'

/**
 * What the owner portal's forms answer when they do not redirect. 'refused': wrong address or
 * password; 'locked': too many failures from here, `retryAfterMinutes` to wait; 'expired': the
 * password link is unknown, used or out of date; 'failed': the site could not do it; 'sent': the
 * reminder (or message) is on its way; 'busy': too many messages from this address for now
 * (src/auth/rateBudget.ts).
 */
export type OwnerFormState = {
  status: 'idle' | 'invalid' | 'refused' | 'locked' | 'expired' | 'failed' | 'sent' | 'busy'
  values: Record<string, string>
  errors: FieldErrors
  retryAfterMinutes?: number
}

export const initialOwnerFormState: OwnerFormState = { status: 'idle', values: {}, errors: {} }
