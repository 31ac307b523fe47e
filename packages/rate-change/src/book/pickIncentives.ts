import type { IncentiveType, PaymentFrequency, PaymentType } from "pmi-rating";
import type { Incentive, Option } from "pmi-rating";
import type { TablesVersion } from "pmi-rating";
import type { Random } from "./createRandom.js";

const GIFTS = ["Amazon voucher", "Fitness tracker", "Cinema tickets"] as const;

/**
 * One incentive, sometimes two that the tables allow together, among those eligible for the
 * request's agent (or every agent, `*`) and payment method, with parameters within the bounds.
 */
export function pickIncentives(
  random: Random,
  version: TablesVersion,
  policy: {
    paymentType: PaymentType;
    paymentFrequency: PaymentFrequency;
    isSwitch: boolean;
    fsaNumber: string | undefined;
    options: readonly Option[];
  },
): Incentive[] {
  // Only an add-on (an option without levels) can be given free; a level changes the cover.
  const takenOptions = policy.options.filter((option) => option.value === "Yes" && version.options.byId.get(option.id ?? -1)?.hasLevels === false);
  const eligible = new Set(
    version.incentives.eligibility
      .filter(
        (rule) =>
          (rule.agent === "*" || rule.agent === policy.fsaNumber) &&
          (rule.paymentType === undefined || rule.paymentType === policy.paymentType) &&
          (rule.paymentFrequency === undefined || rule.paymentFrequency === policy.paymentFrequency),
      )
      .map((rule) => rule.incentiveType),
  );
  const candidates = [...eligible].filter((type) => (type !== "SwitchDec" || policy.isSwitch) && (type !== "freeOption" || takenOptions.length > 0)).sort();
  if (candidates.length === 0) return [];
  const first = random.pick(candidates);
  const second = random.pick(candidates);
  const exclusive = version.incentives.exclusivePairs.some(([a, b]) => (a === first && b === second) || (b === first && a === second));
  const chosen = random.chance(0.2) && second !== first && !exclusive ? [first, second] : [first];
  return chosen.map((incentiveType) => ({
    incentiveType,
    incentiveParameter: incentiveParameter(random, incentiveType, version, takenOptions),
  }));
}

function incentiveParameter(random: Random, type: IncentiveType, version: TablesVersion, takenOptions: readonly Option[]): string {
  const bounds = version.incentives.bounds;
  switch (type) {
    case "psDiscount": {
      // Mostly discounts, now and then a loading, always within the tables' range.
      const low = Math.ceil(Number(bounds.psDiscountMinPercent.toString()));
      const high = Math.floor(Number(bounds.psDiscountMaxPercent.toString()));
      return String(random.chance(0.1) ? random.integer(low, Math.min(high, 0)) : random.integer(Math.max(low, 0), high));
    }
    case "monthsFree":
      return String(random.integer(1, Math.max(1, bounds.monthsFreeMaxMonths)));
    case "NCD Uplift":
      return String(random.integer(1, Math.max(1, bounds.ncdUpliftMaxLevels)));
    case "gift":
      return random.pick(GIFTS);
    case "freeOption":
      return random.pick(takenOptions).name ?? String(random.pick(takenOptions).id);
    case "Price Beater":
    case "SwitchDec":
      return "Yes";
  }
}
