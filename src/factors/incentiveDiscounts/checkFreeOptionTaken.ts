import type { Issue } from "../../model/issue.js";
import type { NormalizedMember, NormalizedQuoteRequest } from "../../model/normalized.js";
import { findIncentive } from "../shared/incentiveParameters.js";
import { findWaivedOption } from "../options/findWaivedOption.js";
import type { TablesVersion } from "../../tables/types.js";
import { pricedMembersOf } from "../../model/pricedMembersOf.js";
import { NO_ISSUES } from "../shared/noIssues.js";

/**
 * A `freeOption` incentive waives an add-on option that the request takes: some category
 * takes it (value Yes), or, for the Protected NCD option, some priced member has `pncdInd` Y
 * (`INVALID_INCENTIVE_PARAMETER` otherwise). A parameter that names no option, or an option
 * with levels, is `checkIncentiveParameters`' problem; this one reads every option and member.
 *
 * @example
 * checkFreeOptionTaken(freeDentalNotTaken, tables)[0]?.message; // "freeOption waives DentalandOptical, but no category ..."
 */
export function checkFreeOptionTaken(
  request: NormalizedQuoteRequest,
  tables: TablesVersion,
  members: readonly NormalizedMember[] = pricedMembersOf(request),
): readonly Issue[] {
  const incentive = findIncentive(request, "freeOption");
  const waived = findWaivedOption(request, tables.options);
  if (incentive === undefined || waived === undefined || waived.hasLevels) return NO_ISSUES;
  const takenByCategory = request.memberCategory.some((category) =>
    category.option.some((option) => option.taken && (option.id === waived.id || option.name?.trim().toLowerCase() === waived.name.toLowerCase())),
  );
  const takenByPncd = waived.id === tables.options.protectedNcdOptionId && members.some((member) => member.protectedNcd);
  if (takenByCategory || takenByPncd) return NO_ISSUES;
  return [
    {
      path: `${incentive.pointer}/incentiveParameter`,
      code: "INVALID_INCENTIVE_PARAMETER",
      message: `freeOption waives ${waived.name}, but no category of the request takes it (value Yes); add the option or remove the incentive.`,
    },
  ];
}
