import type { Issue, Warning } from "../../model/issue.js";
import type { NormalizedQuoteRequest } from "../../model/normalized.js";
import type { RatingTables } from "../../tables/types.js";

/**
 * The checks of rating-model.md sections 3 and 4.1 that need the rating tables (age range,
 * option catalogue and levels, NCD rules, incentives, bounds, payment method, postcode
 * rating, tables and tax dates). Run by `validateQuoteRequest` once the request's structure
 * is sound.
 *
 * CONTRACT PLACEHOLDER: the rating engine work replaces this body.
 */
export function checkRequestAgainstTables(
  request: NormalizedQuoteRequest,
  tables: RatingTables,
): { issues: Issue[]; warnings: Warning[] } {
  void request;
  void tables;
  return { issues: [], warnings: [] };
}
