import type { ListingDef } from '../listing'
import { antwerpMechelen } from './antwerpMechelen'
import { bruggeKortrijk } from './bruggeKortrijk'
import { brusselsLeuven } from './brusselsLeuven'
import { coastRentals } from './coastRentals'
import { coastSeasonal } from './coastSeasonal'
import { gent } from './gent'
import { namurLiege } from './namurLiege'
import { walloniaCountry } from './walloniaCountry'

/** The agency's 28 listings, in the order the CRM lists them (newest record last). */
export const listings: readonly ListingDef[] = [
  ...coastRentals,
  ...coastSeasonal,
  ...bruggeKortrijk,
  ...gent,
  ...antwerpMechelen,
  ...brusselsLeuven,
  ...namurLiege,
  ...walloniaCountry,
].sort((a, b) => a.created.localeCompare(b.created))
