import type { NormalizedQuoteRequest } from "../../model/normalized.js";
import type { OptionCatalogue, OptionDefinition } from "../../tables/types.js";
import { findIncentive } from "../shared/incentiveParameters.js";

/**
 * Returns the option a `freeOption` incentive waives: its parameter names an option of the
 * catalogue by id ("365") or by name ("DentalandOptical", any case). `undefined` without the
 * incentive or when the parameter names no option.
 *
 * @example
 * findWaivedOption(request, tables.options)?.name; // "DentalandOptical" for parameter "365"
 */
export function findWaivedOption(request: NormalizedQuoteRequest, catalogue: OptionCatalogue): OptionDefinition | undefined {
  const parameter = findIncentive(request, "freeOption")?.incentiveParameter.trim();
  if (parameter === undefined) return undefined;
  return /^\d+$/.test(parameter) ? catalogue.byId.get(Number(parameter)) : catalogue.byName.get(parameter.toLowerCase());
}
