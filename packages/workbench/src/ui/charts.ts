import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from "chart.js";
import type { HistogramRow } from "@pmi-rating/rate-change";
import type { WaterfallBar } from "../waterfallBars.js";

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);
Chart.defaults.font.size = 13;
Chart.defaults.color = "#1d2433";

const COLOURS: Record<WaterfallBar["kind"], string> = {
  start: "#1f5fbf",
  increase: "#c2410c",
  decrease: "#1e7b44",
  unchanged: "#8a93a6",
  total: "#3b3f8f",
};

/**
 * Draws a member's waterfall: one floating bar per step from the premium before to after,
 * each labelled under the axis with its step, factor and table row, the totals from zero.
 */
export function drawWaterfall(canvas: HTMLCanvasElement, bars: readonly WaterfallBar[]): void {
  // Chart.js keeps the chart of each canvas: the one drawn before is found there and destroyed.
  Chart.getChart(canvas)?.destroy();
  // Horizontal bars, top to bottom, so that every label is readable in full on one or two lines.
  const box = canvas.parentElement;
  if (box !== null) box.style.height = `${bars.length * 30 + 50}px`;
  new Chart(canvas, {
    type: "bar",
    data: {
      labels: bars.map((bar) => [`${bar.label}  ${bar.factor}`.trim(), [bar.key, bar.source].filter((part) => part !== "").join(" · ")].filter((part) => part !== "")),
      datasets: [
        {
          label: "Premium (£)",
          data: bars.map(
            (bar) =>
              [Math.min(bar.from, bar.to), Math.max(bar.from, bar.to) === Math.min(bar.from, bar.to) ? bar.to + 0.0001 : Math.max(bar.from, bar.to)] as [number, number],
          ),
          backgroundColor: bars.map((bar) => COLOURS[bar.kind]),
          minBarLength: 3,
        },
      ],
    },
    options: {
      indexAxis: "y",
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      plugins: {
        tooltip: {
          callbacks: {
            label: (item) => {
              const bar = bars[item.dataIndex];
              return bar === undefined ? "" : [`${bar.from.toFixed(2)} → ${bar.to.toFixed(2)}`, bar.description];
            },
          },
        },
      },
      scales: {
        y: { ticks: { autoSkip: false, font: { size: 12 } } },
        x: { beginAtZero: true, position: "top", title: { display: true, text: "Annual premium (£)" } },
      },
    },
  });
}

/** Draws the impact histogram: policies by percentage change in premium. */
export function drawHistogram(canvas: HTMLCanvasElement, rows: readonly HistogramRow[]): void {
  // Chart.js keeps the chart of each canvas: the one drawn before is found there and destroyed.
  Chart.getChart(canvas)?.destroy();
  new Chart(canvas, {
    type: "bar",
    data: {
      // Each bar is labelled with where it starts (the tooltip gives its whole range), so labels never overlap.
      labels: rows.map((row) => row.label.split(" to ")[0] ?? row.label),
      datasets: [{ label: "Policies", data: rows.map((row) => row.count), backgroundColor: "#1f5fbf" }],
    },
    options: {
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      plugins: { tooltip: { callbacks: { title: (items) => rows[items[0]?.dataIndex ?? 0]?.label ?? "" } } },
      scales: {
        x: {
          title: { display: true, text: "Change in premium (each bar from its label up to the next)" },
          ticks: { autoSkip: false, maxRotation: 0, font: { size: 11 } },
        },
        y: { beginAtZero: true, title: { display: true, text: "Policies" }, ticks: { precision: 0 } },
      },
    },
  });
}
