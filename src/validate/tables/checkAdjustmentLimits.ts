import { Decimal } from "../../decimal.js";
import type { Issue } from "../../model/issue.js";
import type { NormalizedQuoteRequest } from "../../model/normalized.js";
import { quoteFieldPointer } from "../../steps/lookups/quotePointer.js";
import type { PercentRange, TablesVersion } from "../../tables/types.js";
import { pricedMembersOf } from "./pricedMembersOf.js";

function outside(value: number | undefined, range: PercentRange, path: string, field: string): Issue | undefined {
  if (value === undefined) return undefined;
  const percent = new Decimal(value);
  if (percent.gte(range.min) && percent.lte(range.max)) return undefined;
  return {
    path,
    code: "ADJUSTMENT_OUT_OF_RANGE",
    message: `${field} ${value} is outside the tables' limits, ${range.min.toFixed()} to ${range.max.toFixed()} (percent).`,
  };
}

/**
 * `commercialAdjustment`, `experienceAdjustment` and each priced member's `wellnessDiscount`
 * lie within the tables' limits, in percent (`ADJUSTMENT_OUT_OF_RANGE`).
 *
 * @example
 * checkAdjustmentLimits({ ...request, commercialAdjustment: 30 }, tables)[0]?.code; // "ADJUSTMENT_OUT_OF_RANGE"
 */
export function checkAdjustmentLimits(request: NormalizedQuoteRequest, tables: TablesVersion): Issue[] {
  const { commercialAdjustment, experienceAdjustment, wellnessDiscount } = tables.limits;
  const found = [
    outside(request.commercialAdjustment, commercialAdjustment, quoteFieldPointer("commercialAdjustment"), "commercialAdjustment"),
    outside(request.experienceAdjustment, experienceAdjustment, quoteFieldPointer("experienceAdjustment"), "experienceAdjustment"),
    ...pricedMembersOf(request).map((member) => outside(member.wellnessDiscount, wellnessDiscount, `${member.pointer}/wellnessDiscount`, "wellnessDiscount")),
  ];
  return found.filter((issue): issue is Issue => issue !== undefined);
}
