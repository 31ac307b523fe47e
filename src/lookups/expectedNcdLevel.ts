import type { RatingTables } from "../engine/types.js";
import { LookupError } from "./LookupError.js";
import { safeExpectedNcdLevel } from "./safeExpectedNcdLevel.js";
import type { NcdLevelAnswer, NcdLevelQuery } from "./types.js";

/**
 * The NCD level a New Business member must be sent with (docs/interface.md section 2.7), with the
 * rule that produced it: 12 for virgin business (FMU, NMORI); for switch business (CME, CMORI,
 * MHD) 8, 9, 10, 10, 11 or 12 by whole years claim free, or the range 8 to 12 when the years are
 * not known; an NCD Uplift adds its levels, capped at the table's highest level. It is the
 * validator's own rule, so the answer can never disagree with a quote. MTC and Renewal accept
 * any level of the table. Throws `LookupError` with every problem; see `safeExpectedNcdLevel`.
 *
 * @example
 * import { expectedNcdLevel } from "pmi-rating";
 * import { defaultTables } from "pmi-rating/tables";
 * expectedNcdLevel({ uwType: "CMORI", memberYearsClaimFree: 4 }, defaultTables, "2026-03-01").level; // 11
 * expectedNcdLevel({ uwType: "CME" }, defaultTables, "2026-03-01"); // { from: 8, to: 12, ... } (years not known)
 * expectedNcdLevel({ uwType: "CME", memberYearsClaimFree: 0, ncdUplift: 2 }, defaultTables, "2026-03-01").level; // 10
 */
export function expectedNcdLevel(query: NcdLevelQuery, tables: RatingTables, priceDate: string): NcdLevelAnswer {
  const result = safeExpectedNcdLevel(query, tables, priceDate);
  if (!result.success) throw new LookupError(result.issues);
  return result.data;
}
