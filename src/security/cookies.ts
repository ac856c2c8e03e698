/**
 * `Secure` on Payload's auth cookies (the staff's `payload-token`, the owners' collection cookie).
 * Payload takes one value for the process, not one per request, so it follows the mode a site is
 * served in: production, which is served over HTTPS (docs/decisions/030), as the owner portal's
 * own cookie already does (src/owners/session.ts). Browsers keep Secure cookies from
 * http://localhost and 127.0.0.1, where the demo and the tests run; a production server reached over
 * plain HTTP at another address cannot sign anyone in, which is the point.
 */
export const secureAuthCookies = process.env.NODE_ENV === 'production'
