import { getRequestConfig } from 'next-intl/server'

import { defaultLocale, isLocale, TIME_ZONE } from './locales'
import { loadMessages } from './messages'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = isLocale(requested) ? requested : defaultLocale
  // A stated time zone: next-intl otherwise builds an Intl.DateTimeFormat on every request to read
  // the server's own, and server and browser could disagree on a date.
  return { locale, messages: await loadMessages(locale), timeZone: TIME_ZONE }
})
