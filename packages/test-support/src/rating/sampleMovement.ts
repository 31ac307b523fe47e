import type { Movement } from "../../../../src/model/renewalResponse.js";

/**
 * A renewal's movement for the tests of its views (the command line's text, the workbench's
 * bars): last year's 900.00 to this year's 1053.36, three parts that sum exactly to the change
 * (+139.88 − 53.78 + 67.26 = +153.36), one of them negative so that both signs are drawn.
 *
 * @example
 * formatMovementText(SAMPLE_MOVEMENT); // "…Age band  +139.88  ████…"
 */
export const SAMPLE_MOVEMENT: Movement = {
  previousNetPrice: 900,
  netPrice: 1053.36,
  change: 153.36,
  parts: [
    { part: "ageBand", amount: 139.88, description: "" },
    { part: "wellness", amount: -53.78, description: "" },
    { part: "capping", amount: 67.26, description: "" },
  ],
  ipt: 126.4,
  grossPrice: 1179.76,
};
