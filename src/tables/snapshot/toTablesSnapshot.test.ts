import { describe, expect, it } from "vitest";
import { Decimal } from "../../decimal/decimal.js";
import { compileTables } from "../../plans/compileTables.js";
import { defaultTablesData } from "../default/data.generated.js";
import type { TablesData } from "../types.js";
import type { RatingTables } from "../../engine/types.js";
import { fromTablesSnapshot } from "./fromTablesSnapshot.js";
import { toTablesSnapshot } from "./toTablesSnapshot.js";

/** The compiled default tables as data: their plans hold code, compiled again from the rebuilt tables. */
function compiledDefaults(): TablesData {
  const result = compileTables(defaultTablesData);
  if (!result.success) throw new Error("the default tables do not compile");
  const { plans: _plans, ...data } = result.tables;
  return data;
}

describe("toTablesSnapshot and fromTablesSnapshot", () => {
  it("give back the compiled tables through JSON text: decimals, Maps, undefined members, frozen", () => {
    const tables = compiledDefaults();
    const rebuilt = fromTablesSnapshot(JSON.parse(JSON.stringify(toTablesSnapshot(tables))));
    expect(rebuilt).toStrictEqual(tables);
    const version = rebuilt.versions[1];
    expect(version?.ncd.factors.get(0)?.value).toBeInstanceOf(Decimal);
    expect(Object.isFrozen(version?.baseRates.byAge.F)).toBe(true);
    expect(() => (version?.payment.factors as Map<string, unknown>).set("B:1", undefined)).toThrow(TypeError);
  });

  it("keeps an object shared by several parts of the tables one object", () => {
    const rebuilt = fromTablesSnapshot(JSON.parse(JSON.stringify(toTablesSnapshot(compiledDefaults()))));
    const options = rebuilt.versions[1]?.options;
    const definition = [...(options?.byId.values() ?? [])][0];
    expect(definition).toBeDefined();
    expect(options?.byName.get(definition?.name.toLowerCase() ?? "")).toBe(definition);
    const band = rebuilt.versions[1]?.baseRates.bands[0];
    expect(rebuilt.versions[1]?.baseRates.byAge.M.includes(band)).toBe(true);
  });

  it("writes a table equal in two versions once, and rebuilds it as one object", () => {
    const tables = compiledDefaults();
    const [first, second] = tables.versions;
    expect(first?.ncd).not.toBe(second?.ncd);
    expect(first?.ncd).toStrictEqual(second?.ncd);
    const rebuilt = fromTablesSnapshot(JSON.parse(JSON.stringify(toTablesSnapshot(tables))));
    expect(rebuilt.versions[0]?.ncd).toBe(rebuilt.versions[1]?.ncd);
    expect(rebuilt.versions[0]?.baseRates).not.toBe(rebuilt.versions[1]?.baseRates);
    expect(rebuilt).toStrictEqual(tables);
  });

  it("keeps the exact text of every decimal, zero and exponents included", () => {
    const values = { a: new Decimal("-0"), b: new Decimal("1e-30"), c: new Decimal("123456789012345678901234567890.5") };
    const rebuilt = fromTablesSnapshot(JSON.parse(JSON.stringify(toTablesSnapshot(values as unknown as RatingTables)))) as unknown as typeof values;
    expect(rebuilt.a.eq(0)).toBe(true);
    expect(rebuilt.a).toStrictEqual(new Decimal(0));
    expect(rebuilt.b.eq(values.b)).toBe(true);
    expect(rebuilt.c.toFixed()).toBe("123456789012345678901234567890.5");
  });

  it("refuses what JSON would silently change", () => {
    expect(() => toTablesSnapshot({ when: new Date(0) } as unknown as RatingTables)).toThrow(TypeError);
    expect(() => toTablesSnapshot({ rate: Number.NaN } as unknown as RatingTables)).toThrow(TypeError);
  });
});
