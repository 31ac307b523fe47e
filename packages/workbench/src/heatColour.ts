/**
 * The background of a heat-map cell for a percentage change: white at no change, deepening to
 * orange for rises and to green for falls (the colours of the waterfall's increases and
 * decreases), full at `scale` percent either way; grey when there is no change to show. The
 * text stays dark on every shade, so the figure in the cell stays readable.
 *
 * @example
 * heatColour(6, 10);          // "hsl(25 90% 69%)"
 * heatColour(undefined, 10);  // "#eef0f4"
 */
export function heatColour(percent: number | undefined, scale: number): string {
  if (percent === undefined || !Number.isFinite(percent)) return "#eef0f4";
  const strength = Math.min(1, Math.abs(percent) / Math.max(scale, 0.01));
  const lightness = Math.round(97 - strength * 47);
  return percent >= 0 ? `hsl(25 90% ${lightness}%)` : `hsl(145 55% ${lightness}%)`;
}
