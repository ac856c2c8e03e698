// File names of the file outbox: "<ISO time>_<message id>.eml", with the time's ':' and '.' made
// '-' so the name is valid everywhere and sorts by time as plain text.
const NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z_[A-Za-z0-9._@+-]{1,200}\.eml$/

/** The name a message gets in the outbox; the same instant sorts by message id. */
export function outboxFileName(at: Date, messageId: string): string {
  const time = at.toISOString().replace(/[:.]/g, '-')
  const id =
    messageId
      .replace(/^<|>$/g, '')
      .replace(/[^A-Za-z0-9._@+-]/g, '_')
      .slice(0, 200) || 'message'
  return `${time}_${id}.eml`
}

/** Whether a name (from a URL, say) is one of ours: no path, no dot-file, nothing else on the disk. */
export function isOutboxFileName(name: string): boolean {
  return NAME.test(name) && !name.includes('..')
}
