import type { WorksheetLine } from "pmi-rating";

/** One bar of a member's waterfall: the premium moves from `from` to `to` at this step. */
export interface WaterfallBar {
  /** The step's name, or "Net premium" / "Gross premium" for the two totals. */
  readonly label: string;
  /** What the step applied: `× 0.84`, `+ 96.00`, `rounded`; empty for totals. */
  readonly factor: string;
  /** The key looked up, e.g. `Excess 500`; empty when none. */
  readonly key: string;
  /** The table row read, e.g. `option-prices.csv row 5`; empty when the step read none. */
  readonly source: string;
  readonly from: number;
  readonly to: number;
  readonly kind: "start" | "increase" | "decrease" | "unchanged" | "total";
  /** The worksheet's description of the step, for the tooltip. */
  readonly description: string;
}

/**
 * The bars of one member's waterfall chart from the worksheet lines of that member: the base
 * rate as the first bar from zero, then one floating bar per step that has a premium before and
 * after (from one to the other, labelled with its factor or amount and the table row read),
 * then the net premium (after rounding, before IPT) and the gross premium as totals from zero.
 * Lines without figures (the postcode band look-up) are left out: they do not move the premium.
 *
 * @example
 * waterfallBars(memberLines).map((bar) => `${bar.label} ${bar.factor}`);
 * // ["baseRate", "underwriting × 1", "options × 0.84", ..., "Net premium", "Gross premium"]
 */
export function waterfallBars(lines: readonly WorksheetLine[]): WaterfallBar[] {
  const bars: WaterfallBar[] = [];
  let net: number | undefined;
  let gross: number | undefined;
  for (const line of lines) {
    if (line.before === undefined || line.after === undefined) continue;
    const from = Number(line.before);
    const to = Number(line.after);
    if (line.step === "ipt") {
      net = from;
      gross = to;
    }
    bars.push({
      label: line.step,
      factor: factorOf(line),
      key: line.key ?? "",
      source: line.table === undefined ? "" : `${line.table}${line.row === undefined ? "" : ` row ${line.row}`}`,
      from,
      to,
      kind: bars.length === 0 ? "start" : to > from ? "increase" : to < from ? "decrease" : "unchanged",
      description: line.description,
    });
  }
  const last = bars.at(-1);
  net ??= last?.to;
  if (net !== undefined) bars.push(total("Net premium", net, "The annual net premium, before Insurance Premium Tax."));
  if (gross !== undefined) bars.push(total("Gross premium", gross, "The annual gross premium: net premium plus Insurance Premium Tax."));
  return bars;
}

function factorOf(line: WorksheetLine): string {
  if (line.step === "ipt" && line.factor !== undefined) return `IPT ${trimPercent(Number(line.factor) * 100)} %`;
  if (line.amount !== undefined && line.before !== "0") return `+ ${line.amount}`;
  if (line.amount !== undefined) return line.amount;
  if (line.factor !== undefined) return `× ${line.factor}`;
  if (line.step === "rounding") return "to pennies";
  return "";
}

function trimPercent(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

function total(label: string, amount: number, description: string): WaterfallBar {
  return { label, factor: amount.toFixed(2), key: "", source: "", from: 0, to: amount, kind: "total", description };
}
