import type { Issue } from "../../model/issue.js";
import type { NormalizedQuoteRequest } from "../../model/normalized.js";
import type { TablesVersion } from "../../tables/types.js";
import { DAY_MS, utcTimeOf } from "./utcTimeOf.js";
import { NO_ISSUES } from "../shared/noIssues.js";

/**
 * The checks of each member's `effectiveDate` (docs/errors.md): not before the policy's
 * `originalEffectiveDate` (`EFFECTIVE_DATE_BEFORE_POLICY_START`), and not more than the tables'
 * `maximum_effective_date_days_ahead` after `priceRequiredDate`
 * (`EFFECTIVE_DATE_TOO_FAR_AHEAD`). Every member is checked; a member not priced is checked too,
 * since its dates still describe the policy. A table check of the validator (`REQUEST_CHECKS`),
 * so that these problems are reported with every other problem of the request; an
 * `originalEffectiveDate` that could not be read is absent here, and only the first check is
 * then skipped.
 *
 * @example
 * checkEffectiveDates(request, version); // [{ path: ".../member/1/effectiveDate", code: "EFFECTIVE_DATE_TOO_FAR_AHEAD", ... }]
 */
export function checkEffectiveDates(request: NormalizedQuoteRequest, version: TablesVersion): readonly Issue[] {
  let issues: Issue[] | undefined;
  const { maximumDaysAhead } = version.effectiveDate;
  // Compared as times (a Date's ISO text is costly); the latest date is spelt only for a message.
  const latestTime = utcTimeOf(request.priceRequiredDate) + maximumDaysAhead * DAY_MS;
  for (const category of request.memberCategory) {
    for (const unit of category.familyUnit) {
      for (const member of unit.member) {
        if (request.originalEffectiveDate !== undefined && member.effectiveDate < request.originalEffectiveDate) {
          (issues ??= []).push({
            path: `${member.pointer}/effectiveDate`,
            code: "EFFECTIVE_DATE_BEFORE_POLICY_START",
            message: `effectiveDate ${member.effectiveDate} is before the policy's originalEffectiveDate ${request.originalEffectiveDate}: a member cannot join a policy before it starts.`,
          });
        }
        if (utcTimeOf(member.effectiveDate) > latestTime) {
          const latest = new Date(latestTime).toISOString().slice(0, 10);
          (issues ??= []).push({
            path: `${member.pointer}/effectiveDate`,
            code: "EFFECTIVE_DATE_TOO_FAR_AHEAD",
            message: `effectiveDate ${member.effectiveDate} is more than ${maximumDaysAhead} days after priceRequiredDate ${request.priceRequiredDate} (the latest accepted is ${latest}): price the member nearer the date it joins.`,
          });
        }
      }
    }
  }
  return issues ?? NO_ISSUES;
}
