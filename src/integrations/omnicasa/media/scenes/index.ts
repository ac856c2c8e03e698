// Registry: one scene per photo kind.
import type { PhotoKind } from '../kinds'
import type { Ctx, TimeOfDay } from './context'
import { facadeCottage } from './cottage'
import { facadeHouse } from './facades'
import { bedroom, dining, living } from './interiors'
import { bathroom } from './bathroom'
import { kitchen } from './kitchen'
import { land } from './land'
import { garden, terrace } from './outdoors'
import { viewCountryside } from './countryside'
import { viewSea } from './sea'
import { garage, warehouse } from './industrial'
import { office } from './office'
import { shop } from './shop'
import { facadeVilla } from './modern'
import { facadeTownhouse } from './townhouse'
import { facadeApartment } from './apartment'
import { buildingNew } from './newbuild'

export interface Scene {
  draw: (ctx: Ctx) => string
  /** Times of day that suit the scene (defaults to all). */
  moods?: readonly TimeOfDay[]
}

const indoor = ['morning', 'midday', 'golden'] as const
const sunny = ['morning', 'midday', 'golden'] as const

export const scenes: Record<PhotoKind, Scene> = {
  'facade-house': { draw: facadeHouse },
  'facade-villa': { draw: facadeVilla },
  'facade-townhouse': { draw: facadeTownhouse },
  'facade-apartment': { draw: facadeApartment },
  'facade-cottage': { draw: facadeCottage },
  'building-new': { draw: buildingNew },
  living: { draw: living, moods: indoor },
  kitchen: { draw: kitchen, moods: indoor },
  bedroom: { draw: bedroom, moods: indoor },
  bathroom: { draw: bathroom, moods: indoor },
  dining: { draw: dining, moods: indoor },
  garden: { draw: garden, moods: sunny },
  terrace: { draw: terrace, moods: sunny },
  'view-sea': { draw: viewSea, moods: sunny },
  'view-countryside': { draw: viewCountryside },
  land: { draw: land },
  office: { draw: office, moods: indoor },
  shop: { draw: shop },
  warehouse: { draw: warehouse },
  garage: { draw: garage },
}
