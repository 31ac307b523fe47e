import type { Issue } from "../../model/issue.js";
import type { NormalizedQuoteRequest } from "../../model/normalized.js";
import { quoteFieldPointer } from "../../model/quotePointer.js";
import type { RatingTables } from "../../engine/types.js";
import { selectTablesVersion } from "../../tables/selectTablesVersion.js";

/**
 * A tables version must be in force on `priceRequiredDate` (docs/rating-model.md section 3.5):
 * `TABLES_NOT_EFFECTIVE` otherwise, naming the earliest date the tables price.
 *
 * @example
 * checkTablesEffective({ ...request, priceRequiredDate: "1990-01-01" }, tables)[0]?.code; // "TABLES_NOT_EFFECTIVE"
 */
export function checkTablesEffective(request: NormalizedQuoteRequest, tables: RatingTables): Issue[] {
  if (selectTablesVersion(tables, request.priceRequiredDate) !== undefined) return [];
  const first = tables.versions[0]?.manifest.effectiveFrom;
  return [
    {
      path: quoteFieldPointer("priceRequiredDate"),
      code: "TABLES_NOT_EFFECTIVE",
      message:
        first === undefined
          ? "The rating tables hold no version, so no date can be priced."
          : `No rating tables version is in force on ${request.priceRequiredDate}; the earliest version prices from ${first}.`,
    },
  ];
}
