import { quote } from "../../../src/index.js";
import type { QuoteResponse } from "../../../src/model/response.js";
import type { RatingTables } from "../../../src/engine/types.js";
import type { FloorTariff } from "../floor/compileFloorTariff.js";
import { floorQuote, type RawQuoteRequest } from "../floor/floorQuote.js";
import type { ZenTariff } from "../zen/createZenTariff.js";

/** One request on which an engine's member net premiums differ from `quote()`'s. */
export interface Mismatch {
  readonly engine: "floor" | "zen";
  readonly requestId: string;
  readonly expected: readonly number[];
  readonly actual: readonly number[];
}

export interface EquivalenceReport {
  readonly requests: number;
  readonly members: number;
  readonly mismatches: readonly Mismatch[];
}

/** Member net premiums of a quotation, in request order. */
export function memberNetPrices(response: QuoteResponse): number[] {
  return response.memberCategory.flatMap((category) => category.familyUnit.flatMap((familyUnit) => familyUnit.member.map((member) => member.netPrice)));
}

function samePennies(expected: readonly number[], actual: readonly number[]): boolean {
  return expected.length === actual.length && expected.every((value, index) => Math.round(value * 100) === Math.round((actual[index] ?? Number.NaN) * 100));
}

/**
 * The equivalence gate: prices every request with `quote()`, the plain-number floor and (when
 * given) the ZEN graph, and lists every request whose member net premiums differ by as much
 * as a penny. The benchmark refuses to time engines that do not agree.
 *
 * @example
 * const report = await checkEquivalence(book, defaultTables, floorTariff, zen);
 * report.mismatches.length; // 0
 */
export async function checkEquivalence(requests: readonly unknown[], tables: RatingTables, floor: FloorTariff, zen?: ZenTariff): Promise<EquivalenceReport> {
  const mismatches: Mismatch[] = [];
  let members = 0;
  for (const request of requests) {
    const expected = memberNetPrices(quote(request, tables));
    members += expected.length;
    const requestId = (request as RawQuoteRequest & { individualHealthCarePolicy: { quote: { id?: string } } }).individualHealthCarePolicy.quote.id ?? "?";
    const byFloor = floorQuote(request as RawQuoteRequest, floor).memberNetPrices;
    if (!samePennies(expected, byFloor)) mismatches.push({ engine: "floor", requestId, expected, actual: byFloor });
    if (zen !== undefined) {
      const byZen = (await zen.quote(request as RawQuoteRequest)).memberNetPrices;
      if (!samePennies(expected, byZen)) mismatches.push({ engine: "zen", requestId, expected, actual: byZen });
    }
  }
  return { requests: requests.length, members, mismatches };
}

/** A sentence for a failed gate, naming the first few mismatches. */
export function describeMismatches(report: EquivalenceReport): string {
  const sample = report.mismatches
    .slice(0, 5)
    .map((mismatch) => `${mismatch.engine} on ${mismatch.requestId}: quote() ${mismatch.expected.join(", ")} vs ${mismatch.actual.join(", ")}`)
    .join("\n  ");
  return `${report.mismatches.length} of ${report.requests} requests differ by a penny or more:\n  ${sample}`;
}
