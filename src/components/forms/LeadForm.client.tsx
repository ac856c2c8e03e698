'use client'

import { type ReactNode, useActionState, useEffect, useRef } from 'react'

import { type FormState, initialFormState } from '@/actions/formState'
import { submitLead } from '@/actions/submitLead'
import { formContext } from '@/components/tracking/campaign'
import { HONEYPOT_FIELD } from '@/domain/antispam/fields'
import { Captcha, type CaptchaLabels } from './Captcha.client'
import { FormField } from './FormField'
import { HydrateWhenOpened } from './HydrateWhenOpened.client'
import styles from './LeadForm.module.css'
import type { FieldGroup, FormTexts } from './types'

type Props = {
  id: string
  form: string
  locale: string
  groups: FieldGroup[]
  /** Hidden values: the listing or project, the signed render time. */
  hidden: Record<string, string>
  /** What the fields start with (a prefilled message), before anything is typed. */
  defaults?: Record<string, string | string[]>
  texts: FormTexts
  captcha: CaptchaLabels
  /** Rendered by the server between the fields and the button (terms, an advance to pay). */
  children?: ReactNode
  /** Under the button: the privacy note with its link. */
  footer?: ReactNode
  heading: { text: string; level: 'h2' | 'h3' }
  intro?: string
  /**
   * Folded under its heading until opened (it opens by itself to show an answer); its fields are
   * hydrated when it is opened.
   */
  disclosure?: boolean
  /** Only the fields and the button: the page shows the heading (the newsletter band). */
  bare?: boolean
}

/**
 * A visitor form (issue 15), posted to the `submitLead` server action with useActionState: it
 * works before and without JavaScript (the page is rendered again with the answer), keeps every
 * value typed when something must be fixed, and says what next to each field. Errors are
 * announced and the first one is focused.
 */
export function LeadForm(props: Props) {
  const { id, heading, intro, disclosure } = props
  // The permalink is what the form posts to before JavaScript runs. Without one React writes
  // action="", which HTML does not allow; "#id" is the page's own URL (its query kept) and brings
  // the visitor back to this form's answer. It also keys the answer to this form alone when a
  // page has two (the contact form and the newsletter).
  const [state, action, pending] = useActionState(submitLead, initialFormState, `#${id}`)
  const Heading = heading.level
  const title = (
    <Heading id={`${id}-heading`} className={styles.heading}>
      {heading.text}
    </Heading>
  )
  const body = (
    <>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <FormBody {...props} state={state} action={action} pending={pending} />
    </>
  )
  if (props.bare) return <FormBody {...props} state={state} action={action} pending={pending} />
  if (!disclosure) {
    return (
      <section className={styles.section} aria-labelledby={`${id}-heading`}>
        {title}
        {body}
      </section>
    )
  }
  return (
    // A visitor may open it before the scripts have run: React leaves that as it is.
    <details
      className={styles.disclosure}
      open={state.status !== 'idle' || undefined}
      suppressHydrationWarning
    >
      <summary className={styles.summary}>{title}</summary>
      <HydrateWhenOpened className={styles.disclosureBody} open={state.status !== 'idle'}>
        {body}
      </HydrateWhenOpened>
    </details>
  )
}

type BodyProps = Props & {
  state: FormState
  action: (formData: FormData) => void
  pending: boolean
}

function FormBody({
  id,
  form,
  locale,
  groups,
  hidden,
  defaults,
  texts,
  captcha,
  children,
  footer,
  state,
  action,
  pending,
  bare,
}: BodyProps) {
  const summaryRef = useRef<HTMLDivElement>(null)
  const contextRef = useRef<HTMLDivElement>(null)
  const values = state.status === 'idle' ? (defaults ?? {}) : state.values
  const errorCount = Object.keys(state.errors).length

  useEffect(() => {
    if (state.status === 'idle') return
    summaryRef.current?.focus()
  }, [state])

  // The lead's source, read from the visit as the form is sent (without JavaScript the server
  // takes the form's page from the request).
  const fillContext = () => {
    const box = contextRef.current
    if (!box) return
    for (const [name, value] of Object.entries(formContext())) {
      const input = box.querySelector<HTMLInputElement>(`input[name="_${name}"]`)
      if (input) input.value = value
    }
  }

  const notice = state.notice ? texts.notices[state.notice] : null
  return (
    <form
      id={id}
      data-visitor-form={form}
      className={styles.form}
      action={action}
      onSubmit={fillContext}
      noValidate
      aria-describedby={bare ? undefined : `${id}-required`}
    >
      <input type="hidden" name="_form" value={form} />
      <input type="hidden" name="_locale" value={locale} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div ref={contextRef} hidden>
        <input type="hidden" name="_page" defaultValue="" />
        <input type="hidden" name="_landing" defaultValue="" />
        <input type="hidden" name="_referrer" defaultValue="" />
        <input type="hidden" name="_utm" defaultValue="" />
      </div>

      <div
        ref={summaryRef}
        tabIndex={-1}
        className={styles.summaryAnchor}
        role={notice || errorCount ? 'alert' : undefined}
      >
        {notice ? (
          <p className={state.notice === 'documentsAlready' ? styles.info : styles.failure}>{notice}</p>
        ) : null}
        {errorCount > 0 && !notice ? <p className={styles.failure}>{texts.summary}</p> : null}
      </div>

      {children}
      {bare ? null : (
        <p id={`${id}-required`} className={styles.requiredNote}>
          {texts.requiredNote}
        </p>
      )}
      {groups.map((group, index) => {
        const fields = group.fields.map((field) => (
          <FormField
            key={field.name}
            formId={id}
            field={field}
            value={values[field.name]}
            error={state.errors[field.name] ? texts.errors[state.errors[field.name]!] : undefined}
            optional={texts.optional}
          />
        ))
        return group.legend ? (
          <fieldset key={group.legend} className={styles.group}>
            <legend className={styles.legend}>{group.legend}</legend>
            <div className={styles.grid}>{fields}</div>
          </fieldset>
        ) : (
          <div key={index} className={styles.grid}>
            {fields}
          </div>
        )
      })}

      {/* A field no person sees or fills: a bot that fills every input gives itself away. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{texts.honeypot}</label>
        <input
          id={`${id}-${HONEYPOT_FIELD}`}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <div className={styles.captcha}>
        <Captcha labels={captcha} />
        {state.errors.captcha ? (
          <p className={styles.error} id={`${id}-captcha-error`}>
            {texts.errors.captcha}
          </p>
        ) : null}
      </div>

      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={pending} aria-disabled={pending}>
          {pending ? texts.sending : texts.submit}
        </button>
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </form>
  )
}
