import Link from 'next/link'

import { remindOwner, setOwnerPassword, signInOwner } from '@/actions/ownerAuth'
import styles from '@/components/forms/FormCard.module.css'
import { OwnerForm } from '@/components/lazy.client'
import { PASSWORD_MAX, PASSWORD_MIN } from '@/domain/owner/credentials'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import own from './OwnerArea.module.css'
import type { OwnerFormTexts } from './OwnerForm.client'

type Props = { locale: Locale; loginPath: string; view: 'sign-in' | 'reminder' | { reset: string } }

/** The minutes a locked sign-in may have to wait, worded in advance for the client form. */
const LOCK_MINUTES = Array.from({ length: 15 }, (_, i) => i + 1)

/**
 * What a visitor who is not signed in sees on the owner login page: the sign-in form, the password
 * reminder (also the way to a first password), or the new-password form a reminder's link opens.
 */
export async function OwnerAccess({ locale, loginPath, view }: Props) {
  const t = await getTranslations({ locale, namespace: 'Login' })
  const errors: OwnerFormTexts['errors'] = {
    required: t('errors.required'),
    email: t('errors.email'),
    tooLong: t('errors.tooLong'),
    passwordShort: t('errors.passwordShort', { min: PASSWORD_MIN }),
    passwordLong: t('errors.passwordLong', { max: PASSWORD_MAX }),
    mismatch: t('errors.mismatch'),
  }
  const hidden = { _locale: locale }
  const link = (href: string, label: string) => (
    <Link href={href} className={own.link}>
      {label}
    </Link>
  )

  let heading: string
  let intro: string | null = null
  let form: React.ReactNode
  if (view === 'reminder') {
    heading = t('reminder.heading')
    intro = t('reminder.intro')
    form = (
      <OwnerForm
        id="owner-reminder"
        action={remindOwner}
        hidden={hidden}
        fields={[{ name: 'email', label: t('signIn.email'), type: 'email', autoComplete: 'email' }]}
        texts={{
          submit: t('reminder.submit'),
          errors,
          notices: { sent: t('reminder.sent'), failed: t('failed') },
        }}
        footer={link(loginPath, t('reminder.back'))}
      />
    )
  } else if (typeof view === 'object') {
    heading = t('reset.heading')
    form = (
      <OwnerForm
        id="owner-reset"
        action={setOwnerPassword}
        hidden={{ ...hidden, token: view.reset }}
        fields={[
          {
            name: 'password',
            label: t('reset.password'),
            type: 'password',
            autoComplete: 'new-password',
            hint: t('reset.hint', { min: PASSWORD_MIN }),
          },
          { name: 'confirm', label: t('reset.confirm'), type: 'password', autoComplete: 'new-password' },
        ]}
        texts={{
          submit: t('reset.submit'),
          errors,
          notices: { expired: t('reset.expired'), failed: t('failed') },
        }}
        footer={link(`${loginPath}?reminder=1`, t('reset.newLink'))}
      />
    )
  } else {
    heading = t('signIn.heading')
    intro = t('intro')
    form = (
      <OwnerForm
        id="owner-sign-in"
        action={signInOwner}
        hidden={hidden}
        fields={[
          { name: 'email', label: t('signIn.email'), type: 'email', autoComplete: 'username' },
          {
            name: 'password',
            label: t('signIn.password'),
            type: 'password',
            autoComplete: 'current-password',
          },
        ]}
        texts={{
          submit: t('signIn.submit'),
          errors,
          notices: { refused: t('refused'), failed: t('failed') },
          locked: Object.fromEntries(LOCK_MINUTES.map((minutes) => [minutes, t('locked', { minutes })])),
        }}
        footer={link(`${loginPath}?reminder=1`, t('signIn.forgot'))}
      />
    )
  }
  return (
    <div className={`container ${own.section}`}>
      <section className={`${styles.card} ${own.access}`} aria-labelledby="owner-access-heading">
        <h2 id="owner-access-heading" className={own.accessHeading}>
          {heading}
        </h2>
        {intro ? <p className={own.intro}>{intro}</p> : null}
        {form}
      </section>
    </div>
  )
}
