import { carryQueryScript } from '@/domain/routes/carryQuery'

/** The language links carry the page's query string (see carryQueryScript): before the header. */
export function CarryQuery({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: carryQueryScript }} />
}
