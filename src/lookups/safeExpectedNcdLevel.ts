import { SWITCH_UNDERWRITING_TYPES, UNDERWRITING_TYPES } from "../model/enums.js";
import type { Issue } from "../model/issue.js";
import type { RatingTables } from "../engine/types.js";
import { newBusinessNcdRange } from "../factors/ncd/newBusinessNcdRange.js";
import { NCD_LEVEL_PARAMETERS } from "./lookupParameters.js";
import { readLookupQuestion } from "./readLookupQuestion.js";
import { tablesInForce } from "./tablesInForce.js";
import type { LookupResult, NcdLevelAnswer, NcdLevelQuery } from "./types.js";

const INT32_MAX = 2_147_483_647;

/**
 * `expectedNcdLevel` returning a result instead of throwing: the NCD level the validator
 * expects for a New Business member (docs/interface.md section 2.7), or every problem with the
 * question (paths `/uwType`, `/memberYearsClaimFree`, `/ncdUplift`, `/priceDate`), read as
 * `NCD_LEVEL_PARAMETERS` describes them (the request's own entries for uwType and
 * memberYearsClaimFree). It calls the
 * validator's own rule, so a quote with the answered level passes the NCD check.
 *
 * @example
 * safeExpectedNcdLevel({ uwType: "CME", memberYearsClaimFree: 2, ncdUplift: 1 }, defaultTables, "2026-03-01");
 * // { success: true, data: { level: 11, from: 11, to: 11, business: "switch", rule: "switch business (CME) with 2 year(s) ..." } }
 */
export function safeExpectedNcdLevel(query: NcdLevelQuery, tables: RatingTables, priceDate: string): LookupResult<NcdLevelAnswer> {
  if (typeof query !== "object" || query === null) {
    return {
      success: false,
      issues: [{ path: "", code: "INVALID_REQUEST", message: 'The question must be an object such as { uwType: "CME", memberYearsClaimFree: 2 }.' }],
    };
  }
  const issues: Issue[] = [];
  const inForce = tablesInForce(tables, priceDate);
  if ("issue" in inForce) issues.push(inForce.issue);
  const maxUplift = "version" in inForce ? inForce.version.incentives.bounds.ncdUpliftMaxLevels : INT32_MAX;
  const values = readLookupQuestion(query, NCD_LEVEL_PARAMETERS, issues, { ncdUplift: maxUplift });
  const uwType = UNDERWRITING_TYPES.find((type) => type === values["uwType"]);
  const memberYearsClaimFree = values["memberYearsClaimFree"] as number | undefined;
  const ncdUplift = (values["ncdUplift"] as number | undefined) ?? 0;
  if (issues.length > 0 || uwType === undefined || !("version" in inForce)) return { success: false, issues };

  const { version } = inForce;
  const expected = newBusinessNcdRange({ uwType, ...(memberYearsClaimFree === undefined ? {} : { memberYearsClaimFree }) }, ncdUplift, version.ncd.highestLevel);
  return {
    success: true,
    data: {
      tablesVersion: version.manifest.version,
      uwType,
      business: SWITCH_UNDERWRITING_TYPES.includes(uwType) ? "switch" : "virgin",
      ...(expected.from === expected.to ? { level: expected.from } : {}),
      from: expected.from,
      to: expected.to,
      ncdUplift,
      rule: expected.reason,
    },
  };
}
