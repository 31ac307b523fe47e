import type { Movement } from "pmi-rating";

/** One bar of the movement chart: the part's label, its signed amount, and its length as a percentage of the largest. */
export interface MovementBar {
  readonly label: string;
  readonly amount: number;
  /** 0 to 100: |amount| over the largest |amount| of the parts. */
  readonly percent: number;
}

const LABELS: Record<Movement["parts"][number]["part"], string> = {
  ageBand: "Age band",
  tariff: "Tariff",
  options: "Option prices",
  ncd: "NCD",
  wellness: "Wellness",
  payment: "Payment",
  capping: "Capping",
};

/**
 * The bars of the workbench's movement chart, in the order of attribution; the bar lengths
 * are relative to the largest part, so the chart reads the same whatever the premium's size.
 *
 * @example
 * movementBars(movement)[0]; // { label: "Age band", amount: 139.88, percent: 85.2… }
 */
export function movementBars(movement: Movement): readonly MovementBar[] {
  const largest = Math.max(...movement.parts.map((part) => Math.abs(part.amount)), 0);
  return movement.parts.map((part) => ({ label: LABELS[part.part], amount: part.amount, percent: largest === 0 ? 0 : (Math.abs(part.amount) / largest) * 100 }));
}
