import { carryQueryScript } from '@/domain/routes/carryQuery'

/**
 * The language links carry the page's query string (see carryQueryScript). A module script, run
 * once the page is parsed and its styles are in: a classic inline script at the top of <body>
 * would stop the parser until the styles came (see RememberLocale).
 */
export function CarryQuery({ nonce }: { nonce: string | undefined }) {
  return <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: carryQueryScript }} />
}
