import 'server-only'

import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { type AddressObject, simpleParser } from 'mailparser'

import { mailConfig } from './config'
import { isOutboxFileName } from './outboxName'

/** A message of the file outbox as the admin lists it. */
export type OutboxFile = {
  name: string
  from: string | null
  to: string | null
  replyTo: string | null
  subject: string | null
  date: Date | null
}

export type OutboxMessage = OutboxFile & { text: string | null; html: string | null }

function addresses(value: AddressObject | AddressObject[] | undefined): string | null {
  if (!value) return null
  return (Array.isArray(value) ? value : [value]).map((a) => a.text).join(', ') || null
}

async function parse(dir: string, name: string): Promise<OutboxMessage> {
  const mail = await simpleParser(await readFile(path.join(dir, name)))
  return {
    name,
    from: addresses(mail.from),
    to: addresses(mail.to),
    replyTo: addresses(mail.replyTo),
    subject: mail.subject ?? null,
    date: mail.date ?? null,
    text: mail.text ?? null,
    html: mail.html || null,
  }
}

/** The newest `limit` messages of the file outbox, newest first (none when it does not exist yet). */
export async function listOutboxFiles(limit = 50): Promise<OutboxFile[]> {
  const dir = mailConfig().outboxDir
  let names: string[]
  try {
    names = await readdir(dir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  const newest = names.filter(isOutboxFileName).sort().reverse().slice(0, Math.max(0, limit))
  return Promise.all(
    newest.map(async (name) => {
      const { text: _text, html: _html, ...headers } = await parse(dir, name)
      return headers
    }),
  )
}

/** One message of the file outbox, or null for a name that is not one of its files. */
export async function readOutboxFile(name: string): Promise<OutboxMessage | null> {
  // The name may come from a URL: only our own file names are read, never a path.
  if (!isOutboxFileName(name)) return null
  const dir = mailConfig().outboxDir
  try {
    return await parse(dir, name)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}
