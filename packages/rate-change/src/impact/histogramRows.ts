import { PercentChangeHistogram } from "./PercentChangeHistogram.js";

/** One bar of the terminal histogram: changes in [fromPercent, toPercent). */
export interface HistogramRow {
  readonly label: string;
  readonly count: number;
}

const NICE_WIDTHS_IN_HUNDREDTHS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000];

/**
 * Groups the fine 0.01 % histogram into at most about `maxRows` bars of a round width that
 * spans the 1st to the 99th percentile, plus one bar each for the tails beyond, so that a few
 * outliers do not squash the picture. Every compared policy is in exactly one bar.
 *
 * @example
 * histogramRows(histogram, 12); // [{ label: "-2.00 % to -1.00 %", count: 31 }, ...]
 */
export function histogramRows(histogram: PercentChangeHistogram, maxRows = 14): HistogramRow[] {
  const low = histogram.quantile(0.01);
  const high = histogram.quantile(0.99);
  const minimum = histogram.quantile(0);
  const maximum = histogram.quantile(1);
  if (low === undefined || high === undefined || minimum === undefined || maximum === undefined) return [];
  if (minimum === maximum) return [{ label: formatPercent(minimum), count: histogram.count }];

  // Bars cover the fine bins only: a change beyond them (over +1,000 %) is in the overflow bin and
  // so in the "and above" bar; bars up to such a change would be millions of empty rows.
  const lowHundredths = Math.round(clampToBins(low) * 100);
  const highHundredths = Math.round(clampToBins(high) * 100);
  const span = Math.max(highHundredths - lowHundredths + 1, 1);
  const width = NICE_WIDTHS_IN_HUNDREDTHS.find((candidate) => span / candidate <= maxRows) ?? 10000;
  const start = Math.floor(lowHundredths / width) * width;
  const end = (Math.floor(highHundredths / width) + 1) * width;

  const rows: HistogramRow[] = [];
  const below = histogram.countBetween(minimum, start / 100);
  if (below > 0) rows.push({ label: `below ${formatPercent(start / 100)}`, count: below });
  for (let from = start; from < end; from += width) {
    const to = from + width;
    const label = width === 1 ? formatPercent(from / 100) : `${formatPercent(from / 100)} to ${formatPercent(to / 100)}`;
    rows.push({ label, count: histogram.countBetween(from / 100, to / 100) });
  }
  const above = histogram.count - rows.reduce((sum, row) => sum + row.count, 0);
  if (above > 0) rows.push({ label: `${formatPercent(end / 100)} and above`, count: above });
  return rows;
}

function clampToBins(percent: number): number {
  return Math.min(Math.max(percent, PercentChangeHistogram.lowestPercent), PercentChangeHistogram.highestPercent);
}

/** A percentage with a sign and two decimals: "+2.50 %", "-0.75 %", "0.00 %". */
export function formatPercent(percent: number): string {
  const text = Math.abs(percent).toFixed(2);
  if (percent > 0) return `+${text} %`;
  if (percent < 0 && text !== "0.00") return `-${text} %`;
  return `${text} %`;
}
