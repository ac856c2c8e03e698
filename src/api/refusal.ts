/** A refusal in the shape of Payload's own error answers: `{ errors: [{ message }] }`. */
export const refusal = (status: 400 | 401 | 403 | 404 | 413 | 415, message: string): Response =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })
