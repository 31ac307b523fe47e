import type { NormalizedQuoteRequest } from "../model/normalized.js";
import { taxPostcodeOf } from "../steps/lookups/taxPostcodeOf.js";
import type { TaxTerritoryTable } from "../tables/types.js";

/**
 * True when some member's tax address (`taxPostcodeOf`) lies in a territory outside UK IPT. The
 * fused pass of the default steps knows UK IPT only; such a quote takes the general pipeline,
 * whose IPT step is the one body of the territory rule.
 *
 * @example
 * taxesOutsideUk(request, defaultTables.taxTerritories); // true for a member at JE2 3AB
 */
export function taxesOutsideUk(request: NormalizedQuoteRequest, territories: TaxTerritoryTable | undefined): boolean {
  if (territories === undefined || territories.byPostcodeArea.size === 0) return false;
  for (const category of request.memberCategory) {
    for (const familyUnit of category.familyUnit) {
      for (const member of familyUnit.member) {
        const area = /^[A-Z]+/.exec(taxPostcodeOf(request, member))?.[0] ?? "";
        if (territories.byPostcodeArea.has(area)) return true;
      }
    }
  }
  return false;
}
