import { createRandom } from "../../rate-change/src/book/createRandom.js";
import type { ParsedTables } from "../../../src/tables/parsedTables.js";
import { defaultTablesData } from "../../../src/tables/default/data.generated.js";

const ROUNDING_MODES = ["half-up", "half-even", "half-down", "down", "up"] as const;
const BANDS = ["A", "B", "C", "D", "E", "F"] as const;

type Row = { values: Record<string, string> };

/**
 * The default tables' data with one seeded set of changes in every version, for the
 * differential: base rates and factors redrawn (2 to 4 decimal places, so products and half
 * pennies are exercised), postcode areas moved between bands, the rounding mode drawn from all
 * five, and the limits the steps read (renewal cap and collar, Price Beater margin and
 * maximum, minimum premium) redrawn, the renewal price rule drawn from all three, and in about
 * a quarter of the variants a maximum quote amount low enough for the last guard to refuse
 * some quotes. Compiled through the public `compileTables`.
 *
 * @example
 * compileTables(tableVariant(7)).success; // true for most seeds
 */
export function tableVariant(seed: number): ParsedTables {
  const random = createRandom(seed);
  const data: ParsedTables = structuredClone<ParsedTables>(defaultTablesData);
  const decimal = (min: number, max: number, places: number) => (min + random.next() * (max - min)).toFixed(places);
  for (const version of data.versions) {
    (version.manifest as Record<string, unknown>)["roundingMode"] = random.pick(ROUNDING_MODES);
    const rows = (file: string) => (version.files[file as keyof typeof version.files]?.rows ?? []) as unknown as Row[];
    for (const row of rows("base-rates.csv")) for (const band of BANDS) if (row.values[band] !== undefined) row.values[band] = decimal(150, 3000, random.integer(0, 3));
    for (const row of rows("underwriting.csv")) row.values["factor"] = decimal(0.7, 1.4, random.integer(2, 4));
    for (const row of rows("ncd.csv")) row.values["factor"] = decimal(0.4, 1.8, random.integer(2, 4));
    for (const row of rows("payment.csv")) row.values["factor"] = decimal(0.9, 1.15, random.integer(2, 4));
    for (const row of rows("option-prices.csv")) {
      const value = Number(row.values["value"]);
      // Factor-priced options are near 1; amount-priced ones are pounds a year.
      row.values["value"] = value <= 2 ? decimal(0.6, 1.6, random.integer(2, 4)) : decimal(5, 400, random.integer(0, 2));
    }
    for (const row of rows("postcode-bands.csv")) if (random.chance(0.3)) row.values["band"] = random.pick(BANDS);
    const limit = (name: string, value: string) => {
      const row = rows("limits.csv").find((candidate) => candidate.values["name"] === name);
      if (row !== undefined) row.values["value"] = value;
    };
    limit("renewal_cap_percent", decimal(0, 40, random.integer(0, 2)));
    limit("renewal_collar_percent", `-${decimal(0, 30, random.integer(0, 2))}`);
    limit("price_beater_margin_percent", decimal(0, 15, random.integer(0, 2)));
    limit("price_beater_max_discount_percent", decimal(1, 40, random.integer(0, 2)));
    limit("minimum_annual_premium", decimal(20, 900, random.integer(0, 2)));
    // The renewal rules' repricings (the equivalent new-business price, the price before the
    // cap at it) and the last guard, which refuses a quote with an amount above the maximum.
    limit("renewal_price_rule", random.pick(["report", "warn", "cap_at_enbp"]));
    if (random.chance(0.25)) limit("maximum_quote_amount", decimal(400, 4000, random.integer(0, 2)));
  }
  return data;
}
