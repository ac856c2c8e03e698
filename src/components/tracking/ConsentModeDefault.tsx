import { DEFAULT_CONSENT } from '@/domain/tracking/consent'

// `<` is escaped so the JSON can never close the script element early.
const json = JSON.stringify(DEFAULT_CONSENT).replace(/</g, '\\u003c')

const snippet =
  'window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}window.gtag=gtag;' +
  `gtag('consent','default',${json});`

/**
 * Google Consent Mode v2 default (spec §9: everything denied, wait_for_update 500 ms). It runs
 * while the HTML is parsed, so it precedes every Google tag, which are all added after consent.
 * It carries the request's nonce: the Content-Security-Policy runs no inline script without it.
 */
export function ConsentModeDefault({ nonce }: { nonce: string | undefined }) {
  return <script id="consent-mode-default" nonce={nonce} dangerouslySetInnerHTML={{ __html: snippet }} />
}
