import { Decimal } from "../../decimal.js";
import type { Warning } from "../../model/issue.js";
import type { NormalizedQuoteRequest } from "../../model/normalized.js";
import { findIncentive, parseWholeNumberParameter } from "../../steps/lookups/incentiveParameters.js";
import { paymentMethodIssue } from "../../steps/lookups/paymentMethodIssue.js";
import { findIptRate } from "../../tables/findIptRate.js";
import { selectTablesVersion } from "../../tables/selectTablesVersion.js";
import type { OptionDefinition, RatingTables, TablesVersion } from "../../tables/types.js";
import { checkAdjustmentLimits } from "../tables/checkAdjustmentLimits.js";
import { ageRangeProblem, checkAgeRange } from "../tables/checkAgeRange.js";
import { checkIncentiveCombinations } from "../tables/checkIncentiveCombinations.js";
import { checkIncentiveEligibility } from "../tables/checkIncentiveEligibility.js";
import { checkInputBounds } from "../tables/checkInputBounds.js";
import { checkNcdLevels } from "../tables/checkNcdLevels.js";
import { checkOptions } from "../tables/checkOptions.js";
import { checkPaymentMethod } from "../tables/checkPaymentMethod.js";
import { checkPostcodeRating } from "../tables/checkPostcodeRating.js";
import type { TableCheck } from "../tables/tableChecks.js";
import { checkIncentiveParameters } from "../tables/checkIncentiveParameters.js";
import { checkSwitchDecApplicable } from "../tables/checkSwitchDecApplicable.js";
import { expectedNcdLevels } from "../tables/expectedNcdLevels.js";
import { isIncentiveEligible } from "../tables/isIncentiveEligible.js";
import { isPostcodeBandSettled } from "../tables/isPostcodeBandSettled.js";
import { isWithinDecimalRange } from "../tables/isWithinDecimalRange.js";
import { isRememberedOptionLevel, rememberedOptionDefinition } from "../tables/rememberedOptionLookups.js";
import { warnIgnoredCappingInputs } from "../tables/warnIgnoredCappingInputs.js";
import { notSure } from "./notSure.js";

/** The lower bound of money inputs in `checkInputBounds`. */
const ZERO = new Decimal(0);

/**
 * The checks of `VERSION_CHECKS` this file answers for, in their order. A test compares the two
 * lists, so that a check added to the full path cannot be missed here.
 */
export const VERSION_CHECKS_COVERED: readonly TableCheck["check"][] = [
  checkAgeRange,
  checkPostcodeRating,
  checkOptions,
  checkNcdLevels,
  checkIncentiveEligibility,
  checkIncentiveCombinations,
  checkIncentiveParameters,
  checkSwitchDecApplicable,
  checkAdjustmentLimits,
  checkInputBounds,
  checkPaymentMethod,
];

/**
 * What `checkRequestAgainstTables` gives a sound request it finds no problem with: its
 * warnings (`warnIgnoredCappingInputs`); or `notSure` as soon as any of its checks might
 * report a problem. Each check asks the same rule functions the full checks use
 * (`selectTablesVersion`, `findIptRate`, `ageRangeProblem`, `resolvePostcodeBand` and
 * `postcodeBandIssue` (through `isPostcodeBandSettled`), `findOptionDefinition` and `findOptionLevel` (remembered), `expectedNcdLevels`,
 * `paymentMethodIssue`, `isIncentiveEligible`; the incentive parameter checks themselves when incentives are sent), without
 * building the problems' messages; numbers are compared with the tables' decimal bounds by
 * `isWithinDecimalRange` (pinned to big.js).
 *
 * @example
 * soundTableWarnings(normalized, defaultTables); // []
 */
export function soundTableWarnings(request: NormalizedQuoteRequest, tables: RatingTables): Warning[] {
  const version = selectTablesVersion(tables, request.priceRequiredDate) ?? notSure();
  if (findIptRate(tables.ipt, request.taxRequiredDate) === undefined) notSure();
  const { limits, inputBounds } = version;
  let upliftLevels: number | undefined = 0;
  if (request.incentive.length > 0) {
    // checkIncentiveEligibility and checkIncentiveCombinations as predicates; the parameter checks run as they are.
    for (const incentive of request.incentive) if (!isIncentiveEligible(incentive.incentiveType, request, version)) notSure();
    if (hasExclusivePair(request, version)) notSure();
    if (checkIncentiveParameters(request, version).length > 0 || checkSwitchDecApplicable(request).length > 0) notSure();
    const uplift = findIncentive(request, "NCD Uplift");
    upliftLevels = uplift === undefined ? 0 : parseWholeNumberParameter(uplift.incentiveParameter);
  }
  expectSoundOptions(request, version);
  const checkExpectedNcd = request.transactionType === "New Business" && upliftLevels !== undefined;
  let sentCappingInput = false;
  for (const category of request.memberCategory) {
    for (const unit of category.familyUnit) {
      for (const member of unit.member) {
        if (!member.isMemberNeeded) continue;
        if (ageRangeProblem(member, request.transactionType, version) !== undefined) notSure();
        if (!isPostcodeBandSettled(request, member, version.postcodeBands)) notSure();
        if (member.protectedNcd && version.options.protectedNcdOptionId === undefined) notSure();
        if (!version.ncd.factors.has(member.ncdLevel)) notSure();
        if (checkExpectedNcd && upliftLevels !== undefined) {
          const expected = expectedNcdLevels(member, upliftLevels, version.ncd.highestLevel);
          if (member.ncdLevel < expected.from || member.ncdLevel > expected.to) notSure();
        }
        expectWithin(member.wellnessDiscount, limits.wellnessDiscount.min, limits.wellnessDiscount.max);
        expectWithin(member.previousnetPremium, ZERO, inputBounds.maximumPreviousNetPremium.value);
        expectWithin(member.previousCNCFactor, inputBounds.cncFactor.min, inputBounds.cncFactor.max);
        expectWithin(member.cncFactor, inputBounds.cncFactor.min, inputBounds.cncFactor.max);
        if (member.previousnetPremium !== undefined || member.cncFactor !== undefined) sentCappingInput = true;
      }
    }
  }
  expectWithin(request.commercialAdjustment, limits.commercialAdjustment.min, limits.commercialAdjustment.max);
  expectWithin(request.experienceAdjustment, limits.experienceAdjustment.min, limits.experienceAdjustment.max);
  expectWithin(request.competitorPrice, ZERO, inputBounds.maximumCompetitorPrice.value);
  if (paymentMethodIssue(request, version.payment) !== undefined) notSure();
  // No capping input sent, no warning: warnIgnoredCappingInputs warns only of inputs sent.
  return sentCappingInput ? warnIgnoredCappingInputs(request) : [];
}

/**
 * Whether `checkIncentiveCombinations` would report: a pair of the tables' exclusive types both
 * sent. On the fast path each type is sent at most once, so two types at the same position
 * (the check's `a === b`) is a pair naming one type twice.
 */
function hasExclusivePair(request: NormalizedQuoteRequest, version: TablesVersion): boolean {
  const sentTypes = request.incentive.map((incentive) => incentive.incentiveType);
  for (const [first, second] of version.incentives.exclusivePairs) {
    if (first !== second && sentTypes.includes(first) && sentTypes.includes(second)) return true;
  }
  return false;
}

/** `checkAdjustmentLimits` and `checkInputBounds` on one value: sent, it must lie within the range. */
function expectWithin(value: number | undefined, min: Decimal, max: Decimal): void {
  if (value !== undefined && !isWithinDecimalRange(value, min, max)) notSure();
}

/** `checkOptions` on the categories: each option in the catalogue, once, with a level when it has levels and is taken. */
function expectSoundOptions(request: NormalizedQuoteRequest, version: TablesVersion): void {
  const catalogue = version.options;
  for (const category of request.memberCategory) {
    if (category.option.length === 0) continue;
    const definitions: OptionDefinition[] = [];
    for (const option of category.option) {
      const definition = rememberedOptionDefinition(catalogue, option) ?? notSure();
      if (definitions.includes(definition)) notSure();
      definitions.push(definition);
      if (option.taken && definition.hasLevels && !isRememberedOptionLevel(definition, option.optionTypeName)) notSure();
    }
  }
}
