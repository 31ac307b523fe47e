import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { Decimal } from "../decimal/decimal.js";
import { INCENTIVE_TYPES } from "../model/enums.js";
import { findPostcodeBand } from "../factors/postcodeBand/findPostcodeBand.js";
import { computeContentHashes } from "../tables/hash/computeContentHashes.js";
import { loadTables } from "./loadTables.js";
import { sha256Hex } from "../tables/hash/sha256Hex.js";
import { readTablesFolder } from "../tables/readTablesFolder.js";
import { selectTablesVersion } from "../tables/selectTablesVersion.js";
import { TABLES_DIRECTORY } from "@pmi-rating/test-support";
import type { TablesVersion } from "../tables/types.js";
import { defaultTables } from "./defaultTables.js";
import { defaultTablesData } from "../tables/default/data.generated.js";
import { renderDefaultTablesModule } from "../tables/default/renderDefaultTablesModule.js";
import { compileTables } from "./compileTables.js";
import { renderTablesSnapshotModule } from "../tables/snapshot/renderTablesSnapshotModule.js";

/** The 124 UK postcode areas (121 in the UK, plus Guernsey, Jersey and the Isle of Man). */
const UK_POSTCODE_AREAS = (
  "AB AL B BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY E EC EH EN EX FK FY " +
  "G GL GU GY HA HD HG HP HR HS HU HX IG IM IP IV JE KA KT KW KY L LA LD LE LL LN LS LU M ME MK ML N NE NG NN NP NR " +
  "NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL SM SN SO SP SR SS ST SW SY TA TD TF TN TQ TR TS TW UB W WA " +
  "WC WD WF WN WR WS WV YO ZE"
).split(" ");

const [v2025, v2026, v2027] = defaultTables.versions as [TablesVersion, TablesVersion, TablesVersion];

describe("defaultTables: the shipped module is the tables/ folder", () => {
  it("has the same content hashes as loadTables('tables')", async () => {
    const loaded = await loadTables(TABLES_DIRECTORY);
    expect(defaultTables.hash).toBe(loaded.hash);
    expect(defaultTables.versions.map((version) => version.hash)).toEqual(loaded.versions.map((version) => version.hash));
  });

  it("data.generated.ts is up to date with the CSV files (run `npm run tables:compile` if not)", async () => {
    const { parsed, problems } = await readTablesFolder(TABLES_DIRECTORY);
    expect(problems).toEqual([]);
    const expected = renderDefaultTablesModule({ ...parsed, hashes: computeContentHashes(parsed, sha256Hex) });
    const actual = await readFile(fileURLToPath(new URL("../tables/default/data.generated.ts", import.meta.url)), "utf8");
    expect(actual === expected, "src/tables/default/data.generated.ts differs from tables/: run npm run tables:compile").toBe(true);
  });

  it("compiled.generated.ts is the snapshot of those tables compiled (run `npm run tables:compile` if not)", async () => {
    const compiled = compileTables(defaultTablesData);
    if (!compiled.success) throw new Error("the default tables do not compile");
    const actual = await readFile(fileURLToPath(new URL("../tables/default/compiled.generated.ts", import.meta.url)), "utf8");
    expect(actual === renderTablesSnapshotModule(compiled.tables), "src/tables/default/compiled.generated.ts differs from tables/: run npm run tables:compile").toBe(
      true,
    );
    // The data is the same; the plans hold compiled kernels (code), so each side has its own, one per version.
    const { plans: shippedPlans, ...shipped } = defaultTables;
    const { plans: compiledPlans, ...fresh } = compiled.tables;
    expect(shipped).toStrictEqual(fresh);
    expect(shippedPlans.map((plan) => plan.version)).toEqual(defaultTables.versions);
    expect(shippedPlans.map((plan) => plan.version)).toStrictEqual(compiledPlans.map((plan) => plan.version));
  });

  it("carries hashes that match its own content", () => {
    expect(computeContentHashes(defaultTablesData, sha256Hex)).toEqual(defaultTablesData.hashes);
  });

  it("ships every version approved, with the content hash it approved equal to its hash now", () => {
    for (const version of defaultTables.versions) {
      expect(version.manifest).toMatchObject({ status: "approved", approvedBy: expect.any(String), approvedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      expect(version.manifest.approvedHash).toBe(version.hash);
    }
    expect(defaultTables.versions.map((version) => version.manifest.approvedHash)).toEqual([
      "bf07e7bbb46df22f9e11d587917d6bcaca90bb6ee90daf22e9078c990f0329c7",
      "a9d3fbcf6a79b32a66ec95f143e7df238a12c622e0656585c7db73a4d052c0e2",
      "915b9e1bf60156209cfdcc49972d991197a76c8ef3a233e5f7c2e7a24fadcc06",
    ]);
  });

  it("is deeply frozen, Maps included", () => {
    expect(Object.isFrozen(defaultTables)).toBe(true);
    expect(Object.isFrozen(v2026.baseRates.byAge.M)).toBe(true);
    expect(Object.isFrozen(v2026.minimumPremium.value)).toBe(true);
    expect(() => (v2026.payment.factors as Map<string, unknown>).set("C:12", undefined)).toThrow(TypeError);
    expect(() => (v2026.options.byId as Map<number, unknown>).delete(352)).toThrow(TypeError);
    expect(v2026.payment.factors.get("B:1")?.value.toString()).toBe("0.97");
  });
});

/** Every module `pmi-rating/tables` loads, following relative imports from its entry. */
function modulesLoadedBy(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/^(?:import|export)\s(?!type\b)[^;]*?from\s+"([^"]+)"/gms)) {
      const specifier = match[1] as string;
      if (specifier.startsWith(".")) visit(resolve(dirname(file), specifier.replace(/\.js$/, ".ts")));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return { files, packages };
}

describe("pmi-rating/tables runs without Node", () => {
  it("loads no Node built-in, no csv-parse (which needs Node's Buffer) and no zod (three quarters of a browser bundle)", () => {
    const { files, packages } = modulesLoadedBy(fileURLToPath(new URL("./defaultTables.ts", import.meta.url)));
    expect(files.size).toBeGreaterThan(10);
    // Not one package: the decimal is the library's own (src/decimal.ts).
    expect([...packages].sort()).toEqual([]);
  });
});

describe("defaultTables: content (illustrative, plausible for UK PMI)", () => {
  it("holds 2025.1, 2026.1 and 2027.1 from 1 January of their years, all labelled illustrative", () => {
    expect(defaultTables.versions.map((version) => [version.manifest.version, version.manifest.effectiveFrom, version.manifest.illustrative])).toEqual([
      ["2025.1", "2025-01-01", true],
      ["2026.1", "2026-01-01", true],
      ["2027.1", "2027-01-01", true],
    ]);
    expect(selectTablesVersion(defaultTables, "2024-12-31")).toBeUndefined();
    expect(selectTablesVersion(defaultTables, "2025-01-01")?.manifest.version).toBe("2025.1");
    expect(selectTablesVersion(defaultTables, "2025-12-31")?.manifest.version).toBe("2025.1");
    expect(selectTablesVersion(defaultTables, "2026-01-01")?.manifest.version).toBe("2026.1");
    expect(selectTablesVersion(defaultTables, "2026-12-31")?.manifest.version).toBe("2026.1");
    expect(selectTablesVersion(defaultTables, "2027-01-01")?.manifest.version).toBe("2027.1");
  });

  it("rates every age 0 to 99 for both genders, New Business up to 79", () => {
    for (const version of defaultTables.versions) {
      expect(version.ages).toMatchObject({ minimumAge: 0, maximumAge: 99, maximumEntryAgeNewBusiness: 79 });
      for (let age = 0; age <= 99; age += 1) {
        expect(version.baseRates.byAge.M[age]).toBeDefined();
        expect(version.baseRates.byAge.F[age]).toBe(version.baseRates.byAge.M[age]);
      }
    }
  });

  it("never charges an older member less, in any postcode band", () => {
    for (const version of defaultTables.versions) {
      for (const band of version.postcodeBands.bands) {
        for (let age = 1; age <= 99; age += 1) {
          const younger = version.baseRates.byAge.M[age - 1]?.rates.get(band) as Decimal;
          const older = version.baseRates.byAge.M[age]?.rates.get(band) as Decimal;
          expect(older.gte(younger), `${version.manifest.version} band ${band} age ${age}`).toBe(true);
        }
      }
    }
  });

  it("charges more from band A to band F at every age", () => {
    for (const ageBand of v2026.baseRates.bands) {
      const rates = v2026.postcodeBands.bands.map((band) => ageBand.rates.get(band) as Decimal);
      rates.slice(1).forEach((rate, index) => expect(rate.gt(rates[index] as Decimal)).toBe(true));
    }
  });

  it("bands every UK postcode area, central London in the highest band, BX and BF not rated", () => {
    for (const version of defaultTables.versions) {
      for (const area of UK_POSTCODE_AREAS) expect(version.postcodeBands.prefixes.has(area), area).toBe(true);
      expect(version.postcodeBands.defaultBand).toBeUndefined();
      const band = (postcode: string) => findPostcodeBand(version.postcodeBands, postcode)?.band;
      for (const postcode of ["EC1A 1BB", "WC2N 5DU", "W1A 1AA", "SW1A 2AA", "SW1P 3BU"]) expect(band(postcode), postcode).toBe("F");
      for (const postcode of ["W10 5AA", "SW19 5AE", "E14 5AB"]) expect(band(postcode), postcode).toBe("E");
      expect(band("BX1 1LT")).toBeUndefined();
      expect(band("BF1 4AA")).toBeUndefined();
    }
    expect(UK_POSTCODE_AREAS).toHaveLength(124);
  });

  it("holds the interface's eight options; a higher excess or a lower limit never costs more", () => {
    const options = [...v2026.options.byId.values()].map((option) => [option.id, option.name, option.pricing]);
    expect(options).toEqual([
      [352, "Excess", "factor"],
      [376, "ReducedOutpatientLimit", "factor"],
      [359, "SixWeekOption", "factor"],
      [372, "SelectedBenefitReductionLimit", "factor"],
      [356, "GPReferredServices", "factor"],
      [349, "ProtectedNCD", "factor"],
      [365, "DentalandOptical", "amount"],
      [369, "Psychiatric", "factor"],
    ]);
    expect(v2026.options.protectedNcdOptionId).toBe(349);
    const levels = (id: number) => [...(v2026.options.byId.get(id)?.levels ?? [])].map(([level, { value }]) => [new Decimal(level), value] as const);
    expect(levels(352).map(([level]) => level.toNumber())).toEqual([0, 100, 200, 500, 1000, 3000, 5000]);
    expect(levels(376).map(([level]) => level.toNumber())).toEqual([0, 500, 1000]);
    for (const id of [352, 376, 372]) {
      const sorted = levels(id).sort(([a], [b]) => a.cmp(b));
      const factors = sorted.map(([, factor]) => factor);
      // Excess: a higher level is cheaper; limits: a higher level is dearer.
      factors.slice(1).forEach((factor, index) => expect(id === 352 ? factor.lte(factors[index] as Decimal) : factor.gte(factors[index] as Decimal)).toBe(true));
    }
    expect(v2026.options.byName.get("excess")?.levels.get("0")?.value.eq(1)).toBe(true);
  });

  it("gives a factor for every NCD level 0-12, the highest level the cheapest", () => {
    expect([v2026.ncd.lowestLevel, v2026.ncd.highestLevel]).toEqual([0, 12]);
    for (let level = 1; level <= 12; level += 1) {
      expect(v2026.ncd.factors.get(level)?.value.lt(v2026.ncd.factors.get(level - 1)?.value as Decimal)).toBe(true);
    }
  });

  it("makes annual direct debit the cheapest payment method", () => {
    const cheapest = [...v2026.payment.factors].sort(([, a], [, b]) => a.value.cmp(b.value))[0]?.[0];
    expect(cheapest).toBe("B:1");
  });

  it("makes every incentive type eligible for some agent, and declares exclusive pairs", () => {
    const eligible = new Set(v2026.incentives.eligibility.map((rule) => rule.incentiveType));
    expect([...eligible].sort()).toEqual([...INCENTIVE_TYPES].sort());
    expect(v2026.incentives.eligibility.some((rule) => rule.agent === "*")).toBe(true);
    expect(v2026.incentives.exclusivePairs).toContainEqual(["Price Beater", "psDiscount"]);
  });

  it("holds the real UK IPT history", () => {
    expect(defaultTables.ipt.rates.map((rate) => [rate.effectiveFrom, rate.ratePercent.toString()])).toEqual([
      ["1994-10-01", "2.5"],
      ["1997-04-01", "4"],
      ["1999-07-01", "5"],
      ["2011-01-04", "6"],
      ["2015-11-01", "9.5"],
      ["2016-10-01", "10"],
      ["2017-06-01", "12"],
    ]);
  });

  it("makes 2025.1 and 2027.1 the 2026.1 tables with base rates 5 % lower and 6 % higher, to the penny", () => {
    v2026.baseRates.bands.forEach((ageBand, index) => {
      for (const [band, rate] of ageBand.rates) {
        expect(v2025.baseRates.bands[index]?.rates.get(band)?.toFixed(2)).toBe(rate.times("0.95").round(2, Decimal.roundHalfUp).toFixed(2));
        expect(v2027.baseRates.bands[index]?.rates.get(band)?.toFixed(2)).toBe(rate.times("1.06").round(2, Decimal.roundHalfUp).toFixed(2));
      }
    });
    const [files2025, files2026, files2027] = defaultTablesData.versions.map((version) => version.files);
    const { "base-rates.csv": _rates2025, ...rest2025 } = files2025 ?? {};
    const { "base-rates.csv": _rates2026, ...rest2026 } = files2026 ?? {};
    const { "base-rates.csv": _rates2027, ...rest2027 } = files2027 ?? {};
    expect(rest2025).toEqual(rest2026);
    expect(rest2027).toEqual(rest2026);
  });
});
