// Spec §2: the search block "Description may contain {FOR_SALE_TOTAL} and {FOR_RENT_TOTAL},
// replaced by the counts". Every occurrence is replaced; counts use the page's number format.
export function replaceTotals(
  text: string,
  totals: { forSale: number; forRent: number },
  locale = 'nl-BE',
): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
  return text
    .replaceAll('{FOR_SALE_TOTAL}', format.format(totals.forSale))
    .replaceAll('{FOR_RENT_TOTAL}', format.format(totals.forRent))
}
