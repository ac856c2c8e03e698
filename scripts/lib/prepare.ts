import { getPayload } from 'payload'

import { closePayload } from '@/db/close'
import { migrate } from '@/db/migrations'
import { seedIfEmpty } from '@fixtures/seed'
import config from '@payload-config'

/** Migrates, then seeds an empty database (CRM snapshot, globals, home page, first admin). */
export async function prepareDatabase(): Promise<void> {
  const payload = await getPayload({ config })
  try {
    await migrate(payload)
    const result = await seedIfEmpty(payload, (message) => console.log(message))
    if (result.admin) {
      console.log('\nAn admin account was created. Sign in at /admin with:')
      console.log(`  e-mail:   ${result.admin.email}`)
      console.log(`  password: ${result.admin.password}`)
      console.log('This password is shown only once: change it after signing in.\n')
    }
  } finally {
    await closePayload(payload)
  }
}
