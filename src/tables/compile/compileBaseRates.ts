import type { Decimal } from "../../decimal/decimal.js";
import { GENDERS, type Gender } from "../../model/enums.js";
import type { ParsedCsv } from "../parsedTables.js";
import type { TableProblem } from "../tableProblem.js";
import type { AgeBand, AgeLimits, BaseRateTable } from "../types.js";
import { fileName } from "./fileName.js";
import { findAgeBandOverlaps } from "./findAgeBandOverlaps.js";
import { baseRateCell, integerCell, optionalOneOfCell } from "./fields.js";
import { validateRows } from "./validateRows.js";

/** Columns of base-rates.csv that are not postcode bands; every other column is a band. */
export const BASE_RATE_KEY_COLUMNS = ["from_age", "to_age", "gender"] as const;

export interface CompiledBaseRates {
  /** Band labels: the band columns, in file order. */
  readonly bands: readonly string[];
  readonly table: BaseRateTable;
}

/**
 * Reads base-rates.csv: one row per age band (`from_age`, `to_age`, an optional `gender`
 * column, blank for both genders), one column per postcode band holding the annual base rate.
 * Every rate is a number above 0; every age from the minimum to the maximum rated age is
 * covered exactly once for each gender (overlaps and gaps are named), and no band reaches
 * outside those ages. Pre-indexes the band of every age by gender for the hot path.
 *
 * @example
 * compileBaseRates("2026.1/base-rates.csv", csv, ages, problems)?.table.byAge.M[42]?.rates.get("C");
 */
export function compileBaseRates(file: string, csv: ParsedCsv | undefined, ages: AgeLimits | undefined, problems: TableProblem[]): CompiledBaseRates | undefined {
  const bands = (csv?.header ?? []).filter((column) => !(BASE_RATE_KEY_COLUMNS as readonly string[]).includes(column));
  if (csv !== undefined && bands.length === 0) {
    problems.push({
      file,
      row: 1,
      code: "MISSING_COLUMN",
      message: "The header has no postcode band column: add one column per band (e.g. A, B, C) after from_age, to_age.",
    });
  }
  const rateShape: Record<string, typeof baseRateCell> = {};
  for (const band of bands) rateShape[band] = baseRateCell;
  const validated = validateRows(file, csv, { from_age: integerCell(), to_age: integerCell(), gender: optionalOneOfCell(GENDERS, "gender"), ...rateShape }, ["gender"]);
  problems.push(...validated.problems);
  const before = problems.length;

  const rows = validated.rows.map(({ row, data }) => {
    const rates = new Map<string, Decimal>();
    for (const band of bands) rates.set(band, (data as Record<string, unknown>)[band] as Decimal);
    const band: AgeBand = {
      fromAge: data.from_age,
      toAge: data.to_age,
      ...(data.gender === undefined ? {} : { gender: data.gender }),
      rates,
      source: { file: fileName(file), row },
    };
    return band;
  });
  for (const band of rows) {
    const row = band.source.row;
    if (band.toAge < band.fromAge) {
      problems.push({ file, row, column: "to_age", code: "INVALID_RANGE", message: `to_age ${band.toAge} is below from_age ${band.fromAge}.` });
    } else if (ages !== undefined && (band.fromAge < ages.minimumAge || band.toAge > ages.maximumAge)) {
      problems.push({
        file,
        row,
        column: band.fromAge < ages.minimumAge ? "from_age" : "to_age",
        code: "AGE_OUTSIDE_LIMITS",
        message: `The band ${band.fromAge}-${band.toAge} reaches outside the rated ages ${ages.minimumAge}-${ages.maximumAge} (minimum_age, maximum_age in limits.csv).`,
      });
    }
  }
  problems.push(...findAgeBandOverlaps(file, rows));
  if (!validated.complete || problems.length > before || ages === undefined || bands.length === 0) return undefined;

  const byAge = { M: indexByAge(rows, "M", ages), F: indexByAge(rows, "F", ages) };
  const gaps = findGaps(file, byAge, ages);
  problems.push(...gaps);
  if (gaps.length > 0) return undefined;
  return { bands, table: { bands: rows, byAge } };
}

function appliesTo(band: AgeBand, gender: Gender): boolean {
  return band.gender === undefined || band.gender === gender;
}

function indexByAge(rows: readonly AgeBand[], gender: Gender, ages: AgeLimits): (AgeBand | undefined)[] {
  const index: (AgeBand | undefined)[] = new Array<AgeBand | undefined>(ages.maximumAge + 1).fill(undefined);
  for (const band of rows) {
    if (!appliesTo(band, gender)) continue;
    for (let age = band.fromAge; age <= band.toAge; age += 1) index[age] = band;
  }
  return index;
}

function findGaps(file: string, byAge: Record<Gender, readonly (AgeBand | undefined)[]>, ages: AgeLimits): TableProblem[] {
  const runs = (gender: Gender) => {
    const found: string[] = [];
    let start: number | undefined;
    for (let age = ages.minimumAge; age <= ages.maximumAge + 1; age += 1) {
      const uncovered = age <= ages.maximumAge && byAge[gender][age] === undefined;
      if (uncovered && start === undefined) start = age;
      if (!uncovered && start !== undefined) {
        found.push(start === age - 1 ? `${start}` : `${start}-${age - 1}`);
        start = undefined;
      }
    }
    return found;
  };
  const male = runs("M");
  const female = runs("F");
  const problems: TableProblem[] = [];
  const report = (run: string, who: string) =>
    problems.push({
      file,
      column: "from_age",
      code: "AGE_BAND_GAP",
      message: `Age${run.includes("-") ? "s" : ""} ${run} ${run.includes("-") ? "are" : "is"} in no band${who}: every age from minimum_age to maximum_age needs a rate.`,
    });
  for (const run of male) report(run, female.includes(run) ? "" : " for gender M");
  for (const run of female) if (!male.includes(run)) report(run, " for gender F");
  return problems;
}
