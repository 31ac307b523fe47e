import { GENDERS, type Gender } from "../../model/enums.js";
import { MAX_PROBLEMS_PER_FILE } from "../capTableProblems.js";
import type { TableProblem } from "../tableProblem.js";
import { tooManyProblems } from "../tooManyProblems.js";
import type { AgeBand } from "../types.js";

/** One band found overlapping another for one gender: the other band and the ages they share. */
interface Overlap {
  readonly other: AgeBand;
  readonly from: number;
  readonly to: number;
}

/**
 * The age bands of base-rates.csv that share an age with another band of the same gender, one
 * problem per band (naming the band it overlaps that reaches furthest, and the shared ages),
 * for both genders at once when a blank-gender band overlaps the same band for both. Sorted by
 * `from_age` and swept once per gender: O(n log n), where comparing every pair was quadratic
 * in time and in problems (4,000 identical rows made 8 million problems and overflowed the
 * stack). At most `MAX_PROBLEMS_PER_FILE` are listed, the rest counted.
 *
 * @example
 * findAgeBandOverlaps("2026.1/base-rates.csv", [band0to20, band18to99]);
 * // [{ row: 3, column: "from_age", code: "AGE_BAND_OVERLAP", message: "Ages 18-20 are in this band (18-99) and in row 2 (0-20): ..." }]
 */
export function findAgeBandOverlaps(file: string, bands: readonly AgeBand[]): TableProblem[] {
  const found: Record<Gender, Map<AgeBand, Overlap>> = { M: new Map(), F: new Map() };
  for (const gender of GENDERS) {
    // A reversed band (to_age below from_age) holds no age; it is reported as INVALID_RANGE instead.
    const ofGender = bands.filter((band) => (band.gender === undefined || band.gender === gender) && band.fromAge <= band.toAge);
    ofGender.sort((one, other) => one.fromAge - other.fromAge || one.source.row - other.source.row);
    let reachingFurthest: AgeBand | undefined;
    for (const band of ofGender) {
      if (reachingFurthest !== undefined && band.fromAge <= reachingFurthest.toAge) {
        found[gender].set(band, { other: reachingFurthest, from: band.fromAge, to: Math.min(band.toAge, reachingFurthest.toAge) });
      }
      if (reachingFurthest === undefined || band.toAge > reachingFurthest.toAge) reachingFurthest = band;
    }
  }
  const problems: TableProblem[] = [];
  let unlisted = 0;
  const report = (band: AgeBand, overlap: Overlap, who: string) => {
    if (problems.length >= MAX_PROBLEMS_PER_FILE) {
      unlisted += 1;
      return;
    }
    const { other, from, to } = overlap;
    problems.push({
      file,
      row: band.source.row,
      column: "from_age",
      code: "AGE_BAND_OVERLAP",
      message: `Ages ${from}-${to} are in this band (${band.fromAge}-${band.toAge}) and in row ${other.source.row} (${other.fromAge}-${other.toAge})${who}: each age must be in exactly one band.`,
    });
  };
  const overlapping = bands.filter((band) => found.M.has(band) || found.F.has(band));
  overlapping.sort((one, other) => one.source.row - other.source.row);
  for (const band of overlapping) {
    const M = found.M.get(band);
    const F = found.F.get(band);
    if (M !== undefined && F !== undefined && M.other === F.other && M.from === F.from && M.to === F.to) report(band, M, "");
    else {
      if (M !== undefined) report(band, M, " for gender M");
      if (F !== undefined) report(band, F, " for gender F");
    }
  }
  if (unlisted > 0) problems.push(tooManyProblems(file, unlisted));
  return problems;
}
