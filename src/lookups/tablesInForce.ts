import type { Issue } from "../model/issue.js";
import type { TablesVersion } from "../tables/types.js";
import type { RatingTables } from "../engine/types.js";
import { selectTablesVersion } from "../tables/selectTablesVersion.js";
import { isCalendarDate } from "../model/wire/isCalendarDate.js";

/**
 * The tables version a look-up answers from: the one in force on `priceDate` (the quote's
 * `priceRequiredDate`), or the problem at `/priceDate` (`INVALID_DATE`, `TABLES_NOT_EFFECTIVE`).
 *
 * @example
 * tablesInForce(defaultTables, "2026-03-01"); // { version: <2026.1> }
 */
export function tablesInForce(tables: RatingTables, priceDate: unknown): { version: TablesVersion } | { issue: Issue } {
  if (typeof priceDate !== "string" || !isCalendarDate(priceDate)) {
    return {
      issue: {
        path: "/priceDate",
        code: "INVALID_DATE",
        message: `priceDate must be a real calendar date in the form YYYY-MM-DD; received ${JSON.stringify(priceDate) ?? "nothing"}.`,
      },
    };
  }
  const version = selectTablesVersion(tables, priceDate);
  if (version !== undefined) return { version };
  const first = tables.versions[0]?.manifest.effectiveFrom;
  return {
    issue: {
      path: "/priceDate",
      code: "TABLES_NOT_EFFECTIVE",
      message:
        first === undefined
          ? "The rating tables hold no version, so no date can be priced."
          : `No rating tables version is in force on ${priceDate}; the earliest version prices from ${first}.`,
    },
  };
}
