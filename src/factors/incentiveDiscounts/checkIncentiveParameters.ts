import type { Issue } from "../../model/issue.js";
import type { NormalizedIncentive, NormalizedQuoteRequest } from "../../model/normalized.js";
import { findWaivedOption } from "../options/findWaivedOption.js";
import { parseDecimalParameter, parseWholeNumberParameter, parseYesNo, readPriceBeater } from "../shared/incentiveParameters.js";
import type { TablesVersion } from "../../tables/types.js";
import { monthsFreeMaxMonths } from "./monthsFreeMaxMonths.js";
import { NO_ISSUES } from "../shared/noIssues.js";

type ParameterCheck = (incentive: NormalizedIncentive, request: NormalizedQuoteRequest, tables: TablesVersion) => string | undefined;

/** A whole number of months or levels from 1 to `max`. */
function wholeNumberWithin(parameter: string, max: number, what: string): string | undefined {
  const value = parseWholeNumberParameter(parameter);
  if (value !== undefined && value >= 1 && value <= max) return undefined;
  return `${what} must be a whole number from 1 to ${max}; received "${parameter}".`;
}

const CHECKS: Partial<Record<NormalizedIncentive["incentiveType"], ParameterCheck>> = {
  psDiscount(incentive, _request, tables) {
    const { psDiscountMinPercent: min, psDiscountMaxPercent: max } = tables.incentives.bounds;
    const percent = parseDecimalParameter(incentive.incentiveParameter);
    if (percent !== undefined && percent.gte(min) && percent.lte(max)) return undefined;
    return `The psDiscount parameter must be a percentage from ${min.toFixed()} to ${max.toFixed()} (a negative value is a loading); received "${incentive.incentiveParameter}".`;
  },
  monthsFree(incentive, _request, tables) {
    return wholeNumberWithin(incentive.incentiveParameter, monthsFreeMaxMonths(tables.incentives.bounds), "The monthsFree parameter (months free)");
  },
  "NCD Uplift"(incentive, _request, tables) {
    return wholeNumberWithin(incentive.incentiveParameter, tables.incentives.bounds.ncdUpliftMaxLevels, "The NCD Uplift parameter (levels)");
  },
  "Price Beater"(incentive, request, tables) {
    const instruction = readPriceBeater(request);
    const max = tables.incentives.bounds.priceBeaterMaxDiscountPercent;
    if (instruction.kind === "unreadable") {
      return request.isRequote
        ? `On a requote the Price Beater parameter is the percentage the first quote granted, from 0 to ${max.toFixed()} (or No); received "${incentive.incentiveParameter}".`
        : `The Price Beater parameter is Yes, Y or 1 to apply it, or No, N or 0; received "${incentive.incentiveParameter}".`;
    }
    if (instruction.kind === "granted" && (instruction.percent.lt(0) || instruction.percent.gt(max))) {
      return `The Price Beater percentage on a requote must be from 0 to ${max.toFixed()}; received "${incentive.incentiveParameter}".`;
    }
    return undefined;
  },
  freeOption(incentive, request, tables) {
    const waived = findWaivedOption(request, tables.options);
    if (waived === undefined) {
      return `The freeOption parameter must name an option of the catalogue by id or name (e.g. ${[...tables.options.byId.values()]
        .map((definition) => `${definition.id} or ${definition.name}`)
        .slice(0, 2)
        .join(", ")}); received "${incentive.incentiveParameter}".`;
    }
    if (waived.hasLevels) {
      return `freeOption waives the cost of an add-on option; ${waived.name} is chosen by level (it changes the cover, e.g. an excess) and cannot be given free.`;
    }
    // Whether a category takes it is checkFreeOptionTaken's: it reads the options and members.
    return undefined;
  },
  SwitchDec(incentive) {
    if (parseYesNo(incentive.incentiveParameter) !== undefined) return undefined;
    return `The SwitchDec parameter is Yes, Y or 1 to declare a reduced switch, or No, N or 0; received "${incentive.incentiveParameter}".`;
  },
};

/**
 * Each incentive's parameter is within the bounds of docs/rating-model.md section 3.12
 * (`INVALID_INCENTIVE_PARAMETER`): psDiscount a percentage within the tables' range; monthsFree
 * and NCD Uplift whole numbers from 1 to the tables' maximum; Price Beater Yes/Y/1 or No/N/0,
 * or on a requote the percentage granted, 0 to the maximum discount; freeOption an add-on
 * option of the catalogue (id or name); SwitchDec Yes/Y/1 or No/N/0; gift any text (it
 * describes the gift). That the waived option is taken is `checkFreeOptionTaken`'s rule, and
 * that a Price Beater to match sends competitorPrice `checkPriceBeaterCompetitorPrice`'s: each
 * check reads only its own fields, so that each runs when those are sound.
 *
 * @example
 * checkIncentiveParameters(withMonthsFree("6"), tables)[0]?.message; // "... whole number from 1 to 3 ..."
 */
export function checkIncentiveParameters(request: NormalizedQuoteRequest, tables: TablesVersion): readonly Issue[] {
  let issues: Issue[] | undefined;
  for (const incentive of request.incentive) {
    const problem = CHECKS[incentive.incentiveType]?.(incentive, request, tables);
    if (problem !== undefined) {
      (issues ??= []).push({ path: `${incentive.pointer}/incentiveParameter`, code: "INVALID_INCENTIVE_PARAMETER", message: problem });
    }
  }
  return issues ?? NO_ISSUES;
}
