import { Decimal } from "../../decimal.js";
import type { Issue } from "../../model/issue.js";
import type { NormalizedQuoteRequest } from "../../model/normalized.js";
import { quoteFieldPointer } from "../../steps/lookups/quotePointer.js";
import type { TablesVersion } from "../../tables/types.js";
import { pricedMembersOf } from "./pricedMembersOf.js";

/** The lower bound of the money inputs (a constant: decimals are immutable). */
const ZERO = new Decimal(0);

function outOfRange(path: string, field: string, value: number, range: string): Issue {
  return { path, code: "ADJUSTMENT_OUT_OF_RANGE", message: `${field} ${value} is outside the tables' limits, ${range}.` };
}

/** The issue when `value` is sent and lies outside [min, max], else undefined. */
function outside(value: number | undefined, min: Decimal, max: Decimal, path: string, field: string, unit: string): Issue | undefined {
  if (value === undefined) return undefined;
  const sent = new Decimal(value);
  if (sent.gte(min) && sent.lte(max)) return undefined;
  return outOfRange(path, field, value, `${min.toFixed()} to ${max.toFixed()}${unit}`);
}

/**
 * The money and factor inputs lie within the bounds the tables declare (limits.csv), so that
 * no absurd value can price (`ADJUSTMENT_OUT_OF_RANGE`, naming the bounds): each priced
 * member's `cncFactor` and `previousCNCFactor` within `cnc_factor_min` to `cnc_factor_max`,
 * `previousnetPremium` at most `maximum_previous_net_premium`; the policy's `competitorPrice`
 * at most `maximum_competitor_price`. A value is checked whenever it is sent, even where the
 * transaction ignores it (with a warning): a factor of 1e308 is a broken client either way.
 *
 * @example
 * checkInputBounds(mtcWithCncFactor(1e15), tables)[0]?.code; // "ADJUSTMENT_OUT_OF_RANGE"
 */
export function checkInputBounds(request: NormalizedQuoteRequest, tables: TablesVersion): Issue[] {
  const { cncFactor, maximumPreviousNetPremium, maximumCompetitorPrice } = tables.inputBounds;
  const found: (Issue | undefined)[] = [
    outside(request.competitorPrice, ZERO, maximumCompetitorPrice.value, quoteFieldPointer("competitorPrice"), "competitorPrice", " (GBP)"),
  ];
  for (const member of pricedMembersOf(request)) {
    found.push(
      outside(member.previousnetPremium, ZERO, maximumPreviousNetPremium.value, `${member.pointer}/previousnetPremium`, "previousnetPremium", " (GBP)"),
      outside(member.previousCNCFactor, cncFactor.min, cncFactor.max, `${member.pointer}/previousCNCFactor`, "previousCNCFactor", ""),
      outside(member.cncFactor, cncFactor.min, cncFactor.max, `${member.pointer}/cncFactor`, "cncFactor", ""),
    );
  }
  return found.filter((issue): issue is Issue => issue !== undefined);
}
