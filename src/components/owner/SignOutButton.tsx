import { signOutOwner } from '@/actions/ownerAuth'
import type { Locale } from '@/i18n/locales'
import own from './OwnerArea.module.css'

/** Ends the owner's session (a plain form: it works without JavaScript) and returns to sign-in. */
export function SignOutButton({ locale, label }: { locale: Locale; label: string }) {
  return (
    <form action={signOutOwner}>
      <input type="hidden" name="_locale" value={locale} />
      <button type="submit" className={own.secondary}>
        {label}
      </button>
    </form>
  )
}
