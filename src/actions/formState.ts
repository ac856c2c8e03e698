import type { ErrorCode } from '@/domain/forms/fields'

/**
 * What a visitor form's server action answers when it does not redirect to the thank-you page:
 * the values as typed (so nothing is lost), and per field the problem to show beside it.
 */
export type FormState = {
  status: 'idle' | 'invalid' | 'failed' | 'done'
  values: Record<string, string | string[]>
  errors: Partial<Record<string, ErrorCode>>
  /**
   * A message for the whole form: 'documents already requested', the failure to store, too many
   * submissions from this address (src/auth/rateBudget.ts), an unsubscribe request for an address
   * that receives nothing of the kind (spec §8 'person not found'), a visit slot taken by others
   * meanwhile (spec §8 'the appointments are full').
   */
  notice?:
    'failure' | 'documentsAlready' | 'documentsError' | 'tooMany' | 'personNotFound' | 'appointmentsFull'
}

export const initialFormState: FormState = { status: 'idle', values: {}, errors: {} }
