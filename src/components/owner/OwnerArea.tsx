import type { SearchParams } from '@/components/list/ListSection'
import { getOwnerPortal } from '@/data/ownerPortal'
import type { Locale } from '@/i18n/locales'
import { getTranslations } from '@/i18n/server'
import { currentOwner } from '@/owners/session'
import { OwnerAccess } from './OwnerAccess'
import own from './OwnerArea.module.css'
import { OwnerDashboard } from './OwnerDashboard'
import { SignOutButton } from './SignOutButton'

type Props = { locale: Locale; loginPath: string; searchParams: SearchParams }

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * The owner login page's own part (spec §2, issue 17): a signed-in owner sees their portal; anyone
 * else the sign-in form, the reminder (?reminder=1) or, from a reminder's link, the new-password
 * form (?reset=<token>).
 */
export async function OwnerArea({ locale, loginPath, searchParams }: Props) {
  const reset = one(searchParams.reset)
  if (reset)
    return <OwnerAccess locale={locale} loginPath={loginPath} view={{ reset: reset.slice(0, 160) }} />
  const owner = await currentOwner()
  if (!owner) {
    const view = one(searchParams.reminder) ? 'reminder' : 'sign-in'
    return <OwnerAccess locale={locale} loginPath={loginPath} view={view} />
  }
  const portal = await getOwnerPortal(owner, locale)
  if (!portal) {
    const t = await getTranslations({ locale, namespace: 'Login' })
    return (
      <div className={`container ${own.section}`}>
        <p className={own.notice} role="alert">
          {t('personNotFound')}
        </p>
        <SignOutButton locale={locale} label={t('signOut')} />
      </div>
    )
  }
  return <OwnerDashboard portal={portal} locale={locale} loginPath={loginPath} searchParams={searchParams} />
}
