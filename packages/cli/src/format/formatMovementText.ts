import type { Movement } from "pmi-rating";

const LABELS: Record<Movement["parts"][number]["part"], string> = {
  ageBand: "Age band",
  tariff: "Tariff (tables version)",
  options: "Option prices",
  ncd: "No claims discount",
  wellness: "Wellness discount",
  payment: "Payment method",
  capping: "Capping and collaring",
};

/** A signed amount with two places, e.g. "+139.88" or "-53.78". */
function signed(amount: number): string {
  return `${amount >= 0 ? "+" : "-"}${Math.abs(amount).toFixed(2)}`;
}

/**
 * The renewal movement as text for `pmi-rating quote --movement`: last year's net premium,
 * each part in the order of attribution with its signed amount and a bar of its size, this
 * year's net, then the tax to this year's gross.
 *
 * @example
 * formatMovementText(response.movement);
 * // "Why the price changed (net premium)\n  Last year's net premium          900.00\n  Age band  +139.88  ████…"
 */
export function formatMovementText(movement: Movement): string {
  const width = Math.max(...Object.values(LABELS).map((label) => label.length), "This year's gross premium".length);
  const largest = Math.max(...movement.parts.map((part) => Math.abs(part.amount)), 0.01);
  const barOf = (amount: number) => (amount >= 0 ? "█" : "░").repeat(Math.round((Math.abs(amount) / largest) * 20));
  const lines = [
    "Why the price changed (net premium)",
    `  ${"Last year's net premium".padEnd(width)}  ${movement.previousNetPrice.toFixed(2).padStart(10)}`,
    ...movement.parts.map((part) => `  ${LABELS[part.part].padEnd(width)}  ${signed(part.amount).padStart(10)}  ${barOf(part.amount)}`),
    `  ${"This year's net premium".padEnd(width)}  ${movement.netPrice.toFixed(2).padStart(10)}  (change ${signed(movement.change)})`,
    `  ${"+ premium tax".padEnd(width)}  ${movement.ipt.toFixed(2).padStart(10)}`,
    `  ${"This year's gross premium".padEnd(width)}  ${movement.grossPrice.toFixed(2).padStart(10)}`,
  ];
  return `${lines.join("\n")}\n`;
}
