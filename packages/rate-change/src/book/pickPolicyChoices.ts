import type { PaymentFrequency, PaymentType } from "pmi-rating";
import type { Option } from "pmi-rating";
import type { TablesVersion } from "pmi-rating";
import type { Random } from "./createRandom.js";
import { INWARD_CODE_LETTERS, UK_POSTCODE_DISTRICTS } from "./ukPostcodeDistricts.js";

/** A full postcode in a real district, with a random inward code (a digit and two letters). */
export function randomPostcode(random: Random): string {
  const district = random.pick(UK_POSTCODE_DISTRICTS);
  const letters = [...INWARD_CODE_LETTERS];
  return `${district} ${random.integer(0, 9)}${random.pick(letters)}${random.pick(letters)}`;
}

/** A payment type and frequency the payment table offers. */
export function pickPaymentMethod(random: Random, version: TablesVersion): [PaymentType, PaymentFrequency] {
  const methods = [...version.payment.factors.keys()].sort();
  const [type, frequency] = random.pick(methods).split(":");
  return [type as PaymentType, Number(frequency) as PaymentFrequency];
}

/** About half the options of the catalogue, each taken or declined, levels drawn from the tables. */
export function pickOptions(random: Random, version: TablesVersion): Option[] {
  const options: Option[] = [];
  const definitions = [...version.options.byId.values()].sort((a, b) => a.id - b.id);
  for (const definition of definitions) {
    if (definition.id === version.options.protectedNcdOptionId && random.chance(0.85)) continue;
    if (!random.chance(0.45)) continue;
    const taken = random.chance(0.75);
    const level = definition.hasLevels ? random.pick([...definition.levels.keys()].sort()) : undefined;
    options.push({
      id: definition.id,
      name: definition.name,
      value: taken ? "Yes" : "No",
      ...(level === undefined ? {} : { optionTypeName: level }),
    });
  }
  return options;
}

/** A whole percentage within a range from the tables (optionally not below `floor`). */
export function randomWholePercent(random: Random, range: { readonly min: { toString(): string }; readonly max: { toString(): string } }, floor?: number): number {
  const low = Math.ceil(Number(range.min.toString()));
  const high = Math.floor(Number(range.max.toString()));
  const from = floor === undefined ? low : Math.max(low, floor);
  return from > high ? low : random.integer(from, high);
}
