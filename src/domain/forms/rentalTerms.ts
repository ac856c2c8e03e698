/**
 * Spec §9: "Rental confirmation gives placeholders for minimum monthly income, maximum persons and
 * sums at signing (first month rent, first month charges, inventory share, three months deposit)."
 * The agency's rules behind the placeholders:
 * - minimum net monthly income: three times rent plus charges, the usual Belgian landlord's rule
 *   (housing costs of at most a third of income);
 * - maximum persons: two per bedroom, and two for a studio (0 bedrooms);
 * - inventory share: the tenant's half of the entry inventory (the parties share its cost);
 * - deposit: the listing's deposit when the CRM gives one, otherwise three months' rent.
 */
export type RentalListing = {
  rent: number | null
  charges: number | null
  inventoryCost: number | null
  deposit: number | null
  bedrooms: number | null
}

export type RentalTerms = {
  minimumIncome: number
  maximumPersons: number
  dueAtSigning: {
    firstRent: number
    firstCharges: number
    inventoryShare: number
    deposit: number
    total: number
  }
}

const positive = (value: number | null): number =>
  value !== null && Number.isFinite(value) && value > 0 ? value : 0
const cents = (value: number): number => Math.round(value * 100) / 100

/** The terms of a monthly rental, or null when the rent is not known (then nothing can be computed). */
export function rentalTerms(listing: RentalListing): RentalTerms | null {
  const rent = positive(listing.rent)
  if (rent === 0) return null
  const charges = positive(listing.charges)
  const inventoryShare = cents(positive(listing.inventoryCost) / 2)
  const deposit = positive(listing.deposit) || rent * 3
  const bedrooms = Math.max(0, Math.floor(positive(listing.bedrooms)))
  return {
    minimumIncome: cents((rent + charges) * 3),
    maximumPersons: Math.max(1, bedrooms) * 2,
    dueAtSigning: {
      firstRent: rent,
      firstCharges: charges,
      inventoryShare,
      deposit,
      total: cents(rent + charges + inventoryShare + deposit),
    },
  }
}

/** Spec §9: "Purchase offer: 10% advance on sale price at signing" (of the offered price). */
export function purchaseAdvance(offeredPrice: number): number {
  return cents(offeredPrice * 0.1)
}
