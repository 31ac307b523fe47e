import type { QuoteResponse } from "pmi-rating";
import type { TablesVersion } from "pmi-rating";
import type { SegmentDimension } from "./segmentDimensions.js";

interface RequestShape {
  readonly individualHealthCarePolicy?: {
    readonly quote?: {
      readonly salesChannel?: unknown;
      readonly memberCategory?: readonly { readonly option?: readonly { readonly name?: unknown; readonly optionTypeName?: unknown }[] }[];
    };
  };
}

/**
 * The segment a priced policy falls in, one value per dimension asked for, read from its own
 * quote: the age band (of the base-rate table that priced it) and postcode band of its
 * policyholder (the member whose relationship is `self`, else the first member), the
 * transaction type, the payment method (type and frequency), the sales channel and the options
 * chosen (sorted, with their levels; `none` without any).
 *
 * @example
 * segmentOfQuote(request, response, version, ["age-band", "payment"]); // ["30-34", "B 12"]
 */
export function segmentOfQuote(request: unknown, response: QuoteResponse, version: TablesVersion, dimensions: readonly SegmentDimension[]): string[] {
  const members = response.memberCategory.flatMap((category) => category.familyUnit.flatMap((unit) => unit.member));
  const holder = members.find((member) => member.relationship === "self") ?? members[0];
  const quote = (request as RequestShape | null)?.individualHealthCarePolicy?.quote;
  return dimensions.map((dimension) => {
    switch (dimension) {
      case "age-band": {
        const band = holder === undefined ? undefined : version.baseRates.bands.find((entry) => entry.fromAge <= holder.age && holder.age <= entry.toAge);
        return band === undefined ? "unknown" : `${band.fromAge}-${band.toAge}`;
      }
      case "postcode-band":
        return holder?.postcodeBand ?? "unknown";
      case "transaction-type":
        return response.transactionType;
      case "payment":
        return `${response.paymentType} ${response.paymentFrequency}`;
      case "channel":
        return typeof quote?.salesChannel === "string" && quote.salesChannel.trim() !== "" ? quote.salesChannel.trim() : "none";
      case "option": {
        const options = (quote?.memberCategory ?? []).flatMap((category) => category.option ?? []);
        const names = options.map(
          (option) => `${String(option.name)}${typeof option.optionTypeName === "string" && option.optionTypeName !== "" ? ` ${option.optionTypeName}` : ""}`,
        );
        return names.length === 0 ? "none" : [...new Set(names)].sort().join(" + ");
      }
    }
  });
}
