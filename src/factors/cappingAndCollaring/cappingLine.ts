import type { TransactionType } from "../../model/enums.js";
import type { RenewalLimits } from "../../tables/types.js";
import type { CappingOutcome } from "./cappingOutcomeOf.js";
import type { Decimal } from "../../decimal/decimal.js";
import type { WorksheetLine } from "../../model/response.js";

const toFixed = (value: Decimal): string => value.toFixed();

/**
 * The capping and collaring step's line for one member's outcome. Shared by the step and the
 * fused pass of the default steps. `text` writes a premium (default `toFixed()`; the fused
 * pass remembers the texts of the premiums it has written).
 *
 * @example
 * cappingLine(member.pointer, cappingOutcomeOf(member, premium, "New Business", renewal), "New Business", renewal).factor; // "1"
 */
export function cappingLine(
  memberPointer: string,
  outcome: CappingOutcome,
  transactionType: TransactionType,
  renewal: RenewalLimits,
  text: (value: Decimal) => string = toFixed,
): WorksheetLine {
  const before = text(outcome.premium);
  switch (outcome.kind) {
    case "unchanged":
      return { member: memberPointer, step: "cappingAndCollaring", description: outcome.description, factor: "1", before, after: before };
    case "renewal": {
      const { previous, floor, ceiling, clamped, cncFactor } = outcome;
      return {
        member: memberPointer,
        step: "cappingAndCollaring",
        description: `Renewal: previous net premium ${previous.toFixed()}, allowed range ${floor.toFixed()} (collar ${renewal.collarPercent.toFixed()} %) to ${ceiling.toFixed()} (cap ${renewal.capPercent.toFixed()} %); ${outcome.outcome}.`,
        table: renewal.source.file,
        row: renewal.source.row,
        key: `previousnetPremium ${previous.toFixed()}`,
        ...(cncFactor === undefined ? {} : { factor: cncFactor.toFixed() }),
        before,
        after: text(clamped),
      };
    }
    case "sentFactor": {
      const factor = outcome.cncFactor.toFixed();
      return {
        member: memberPointer,
        step: "cappingAndCollaring",
        description: `${transactionType}: the capping and collaring factor sent, × ${factor}.`,
        key: `cncFactor ${factor}`,
        factor,
        before,
        after: text(outcome.after),
      };
    }
  }
}
