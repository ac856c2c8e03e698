'use client'

import { type ReactNode, useActionState, useEffect, useRef } from 'react'

import { initialOwnerFormState, type OwnerFormState } from '@/actions/ownerFormState'
import styles from '@/components/forms/LeadForm.module.css'
import { Textarea } from '@/components/forms/Textarea.client'
import own from './OwnerForm.module.css'

export type OwnerField = {
  name: string
  label: string
  type: 'email' | 'password' | 'textarea' | 'select'
  autoComplete?: string
  hint?: string
  options?: { value: string; label: string }[]
}

export type OwnerFormTexts = {
  submit: string
  /** Per field error code ('required', 'email', 'passwordShort' …), already worded. */
  errors: Record<string, string>
  /** Per answer of the action ('refused', 'failed', 'expired', 'sent'), already worded. */
  notices: Partial<Record<OwnerFormState['status'], string>>
  /** 'locked' with the minutes to wait: ICU plural forms resolved by the server for 1 … 15. */
  locked?: Record<number, string>
}

type Props = {
  id: string
  action: (state: OwnerFormState, formData: FormData) => Promise<OwnerFormState>
  fields: OwnerField[]
  hidden?: Record<string, string>
  defaults?: Record<string, string>
  texts: OwnerFormTexts
  /** Under the button: links to the other forms. */
  footer?: ReactNode
}

/**
 * The owner portal's forms (sign in, reminder, new password, message to the agent): a server
 * action with useActionState, so each works before and without JavaScript; what was typed is kept
 * (never a password), each error sits beside its field, and the answer is announced and focused.
 */
export function OwnerForm({ id, action, fields, hidden = {}, defaults = {}, texts, footer }: Props) {
  // Posted before JavaScript runs to the page's own URL, back at this form (as LeadForm: React
  // would write action="", which HTML does not allow).
  const [state, formAction, pending] = useActionState(action, initialOwnerFormState, `#${id}`)
  const noticeRef = useRef<HTMLDivElement>(null)
  const values = state.status === 'idle' ? defaults : { ...defaults, ...state.values }

  useEffect(() => {
    if (state.status !== 'idle') noticeRef.current?.focus()
  }, [state])

  const notice =
    state.status === 'locked'
      ? (texts.locked?.[Math.min(15, state.retryAfterMinutes ?? 15)] ?? texts.notices.failed)
      : state.status === 'invalid'
        ? null
        : texts.notices[state.status]
  const good = state.status === 'sent'
  return (
    <form id={id} className={styles.form} action={formAction} noValidate>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div
        ref={noticeRef}
        tabIndex={-1}
        className={styles.summaryAnchor}
        role={notice ? (good ? 'status' : 'alert') : undefined}
      >
        {notice ? <p className={good ? styles.info : styles.failure}>{notice}</p> : null}
      </div>
      {good && fields.some((f) => f.type === 'email') ? null : (
        <div className={own.fields}>
          {fields.map((field) => {
            const fieldId = `${id}-${field.name}`
            const code = state.errors[field.name]
            const error = code ? texts.errors[code] : undefined
            const describedBy = [field.hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null]
              .filter(Boolean)
              .join(' ')
            const common = {
              id: fieldId,
              name: field.name,
              className: styles.input,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': describedBy || undefined,
              required: true,
            } as const
            // A password is never sent back: it must be typed again.
            const value = field.type === 'password' ? undefined : values[field.name]
            return (
              <div key={`${field.name}-${state.status}`} className={own.field}>
                <label htmlFor={fieldId} className={styles.label}>
                  {field.label}
                </label>
                {field.type === 'textarea' ? (
                  <Textarea {...common} rows={5} defaultValue={value} />
                ) : field.type === 'select' ? (
                  <select {...common} required={false} defaultValue={value}>
                    {field.options?.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    {...common}
                    type={field.type}
                    autoComplete={field.autoComplete}
                    defaultValue={value}
                  />
                )}
                {field.hint ? (
                  <p id={`${fieldId}-hint`} className={styles.hint}>
                    {field.hint}
                  </p>
                ) : null}
                {error ? (
                  <p id={`${fieldId}-error`} className={styles.error}>
                    {error}
                  </p>
                ) : null}
              </div>
            )
          })}
        </div>
      )}
      <div className={styles.actions}>
        {good && fields.some((f) => f.type === 'email') ? null : (
          <button type="submit" className={styles.submit} disabled={pending}>
            {texts.submit}
          </button>
        )}
        {footer}
      </div>
    </form>
  )
}
