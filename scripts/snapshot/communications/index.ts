import { isabelleDumont } from './isabelleDumont'
import { jamesWhitfield } from './jamesWhitfield'
import { pieterVermeulen } from './pieterVermeulen'
import type { CommunicationRow } from './row'

export type { CommunicationRow } from './row'

/** Each owner's history, by owner ID. */
export const communications: Readonly<Record<number, readonly CommunicationRow[]>> = {
  20417: isabelleDumont,
  20533: pieterVermeulen,
  21102: jamesWhitfield,
}
