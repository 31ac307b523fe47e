import { SWITCH_UNDERWRITING_TYPES } from "../../model/enums.js";
import type { NormalizedMember } from "../../model/normalized.js";

/** The New Business NCD levels a member may have: `from` to `to` inclusive, and why. */
export interface NewBusinessNcdRange {
  readonly from: number;
  readonly to: number;
  readonly reason: string;
}

/** Switch business: level by whole years claim free (docs/interface.md section 2.7, NCD level rules). */
function levelForYearsClaimFree(years: number): number {
  if (years < 1) return 8;
  if (years === 1) return 9;
  if (years <= 3) return 10;
  if (years === 4) return 11;
  return 12;
}

/**
 * The NCD level a New Business member is expected to have (docs/rating-model.md section 3.11):
 * 12 for virgin business; for switch business the level for `memberYearsClaimFree` (8 to 12
 * when absent); with an NCD Uplift of N levels, N more, capped at the table's highest level.
 * These levels are the interface's rules, not tariff, so they are fixed here.
 *
 * @example
 * newBusinessNcdRange({ uwType: "CME", memberYearsClaimFree: 2 }, 0, 12); // { from: 10, to: 10, ... }
 * newBusinessNcdRange({ uwType: "FMU" }, 2, 12); // { from: 12, to: 12, ... }
 */
export function newBusinessNcdRange(member: Pick<NormalizedMember, "uwType" | "memberYearsClaimFree">, upliftLevels: number, highestLevel: number): NewBusinessNcdRange {
  let from: number;
  let to: number;
  let reason: string;
  if (!SWITCH_UNDERWRITING_TYPES.includes(member.uwType)) {
    from = to = 12;
    reason = `virgin business (${member.uwType}) starts at 12`;
  } else if (member.memberYearsClaimFree === undefined) {
    from = 8;
    to = 12;
    reason = `switch business (${member.uwType}) without memberYearsClaimFree may start at 8 to 12`;
  } else {
    from = to = levelForYearsClaimFree(member.memberYearsClaimFree);
    reason = `switch business (${member.uwType}) with ${member.memberYearsClaimFree} year(s) claim free starts at ${from}`;
  }
  if (upliftLevels > 0) {
    from = Math.min(highestLevel, from + upliftLevels);
    to = Math.min(highestLevel, to + upliftLevels);
    reason += `, plus the NCD Uplift of ${upliftLevels} level(s), capped at the highest level ${highestLevel}`;
  }
  return { from, to, reason };
}
