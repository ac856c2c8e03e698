import type { Facts, ListingDef } from './listing'
import type { Region } from './places'

// What a Belgian listing states without the agent typing it: utilities of a built property, the
// Flemish flood and planning disclosures (Decree of 2013 on the "informatieplicht", flood scores
// since 2023), and the usual terms of sale and lease. A listing's own facts override these.

const GAS_HEATING = new Set([1, 5])

export function defaultFacts(def: ListingDef, region: Region): Facts {
  const facts: Facts = {}
  const built = def.type !== 'land' && def.type !== 'garage'
  if (built) {
    Object.assign(facts, {
      HasWaterConnection: true,
      HasElectricityConnection: true,
      HasDrainConnection: true,
      HasGasConnection: GAS_HEATING.has(def.facts.HeatingID ?? 0),
    })
  }
  if (region === 'flanders') {
    Object.assign(facts, { FloodZoneID: 1, FloodScoreG: 'A', FloodScoreP: 'A', IsInRiparianZone: false })
  }
  if (def.goal === 0) {
    const area = def.type === 'industry' ? 3 : def.type === 'commercial' || def.type === 'offices' ? 2 : 1
    Object.assign(facts, {
      HasBuildingPermit: def.type === 'land' ? undefined : true,
      HasAllotmentPermit: false,
      HasSummons: false,
      HasPreemptiveRight: false,
      HasJudicialDecision: false,
      AreaApplicationID: area,
      AvailableID: 3,
    })
    if (region === 'wallonia') facts.FloodZoneID = 1
  } else {
    facts.AvailableID = 1
    facts.ContractTypeID = def.seasonal ? 4 : def.type === 'offices' ? 6 : def.type === 'commercial' ? 5 : 1
    if (def.seasonal) Object.assign(facts, { Deposit: 500, AgencyCost: 45 })
    else if (def.type === 'offices' || def.type === 'commercial') facts.Deposit = def.price * 3
    else Object.assign(facts, { Deposit: def.price * 2, InventoryCost: 150 })
  }
  return facts
}

const REGISTRATION_RATE: Record<Region, number> = { flanders: 0.12, wallonia: 0.125, brussels: 0.125 }
// Annual withholding tax on property relative to the (unindexed) cadastral income: index × regional
// and municipal rates, rounded to the order seen on Belgian tax bills.
const REAL_ESTATE_TAX_FACTOR: Record<Region, number> = { flanders: 1.15, wallonia: 1.25, brussels: 1.1 }

const round10 = (value: number) => Math.round(value / 10) * 10

/** Costs of a purchase, the property tax, and the VAT regime of a new build. */
export function financialFacts(def: ListingDef, facts: Facts, region: Region) {
  const tax = facts.CadastralIncome
    ? Math.round(facts.CadastralIncome * REAL_ESTATE_TAX_FACTOR[region])
    : null
  if (def.goal !== 0) return { RealEstateTax: tax }
  const vatRegime = facts.VATRegimeID ?? 1
  const notary = round10(1200 + def.price * 0.006)
  const viager = facts.ViagerTypeID !== undefined
  return {
    RealEstateTax: tax,
    VATRegimeID: vatRegime,
    VATValue: vatRegime === 2 ? Math.round(def.price * 0.21) : null,
    RegistrationRights: vatRegime === 2 || viager ? null : Math.round(def.price * REGISTRATION_RATE[region]),
    NotaryFeesExclVAT: notary,
    NotaryFeesInclVAT: Math.round(notary * 1.21),
  }
}
