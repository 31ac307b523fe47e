import type { JsonValue } from "./types.js";

// The hand workings end each priced member with "Rounded <mode> to pennies: net N" and an IPT
// line "…; gross N + T = G" (test/golden/README.md). These are the figures checked.
const NET_LINE = /Rounded [a-z-]+ to pennies: net (-?\d+\.\d\d)$/;
const GROSS_LINE = /; gross -?\d+\.\d\d \+ -?\d+\.\d\d = (-?\d+\.\d\d)$/;

interface ExpectedMember {
  readonly netPrice?: unknown;
  readonly grossPrice?: unknown;
  readonly isMemberNeeded?: unknown;
}

function pricedMembers(expected: JsonValue | undefined): ExpectedMember[] {
  if (expected === null || typeof expected !== "object" || Array.isArray(expected)) return [];
  const categories = (expected as { memberCategory?: unknown }).memberCategory;
  if (!Array.isArray(categories)) return [];
  return (categories as { familyUnit?: unknown }[])
    .flatMap((category) => (Array.isArray(category?.familyUnit) ? (category.familyUnit as { member?: unknown }[]) : []))
    .flatMap((unit) => (Array.isArray(unit?.member) ? (unit.member as ExpectedMember[]) : []))
    .filter((member) => member?.isMemberNeeded === true);
}

function figuresOf(workings: readonly string[], pattern: RegExp): string[] {
  return workings.flatMap((line) => {
    const match = pattern.exec(line);
    return match?.[1] === undefined ? [] : [match[1]];
  });
}

function asPennies(value: unknown): string {
  return typeof value === "number" ? value.toFixed(2) : "(none)";
}

/**
 * Compares a case's hand workings with its `expected` answer: each priced member's net and
 * gross premium, in order, must be the figures the workings end at. Returns one sentence per
 * disagreement (none when they agree, or when the case has no workings), so that a premium
 * moved by `--update` never leaves arithmetic in the file that no longer holds.
 *
 * @example
 * findStaleWorkings(["…", "Rounded half-up to pennies: net 1000.00", "…; gross 1000.00 + 120.00 = 1120.00"], expected);
 * // [] when expected's one member has netPrice 1000 and grossPrice 1120
 */
export function findStaleWorkings(workings: readonly string[] | undefined, expected: JsonValue | undefined): string[] {
  if (workings === undefined || workings.length === 0) return [];
  const members = pricedMembers(expected);
  const stale: string[] = [];
  const compare = (what: "net" | "gross", worked: readonly string[], field: "netPrice" | "grossPrice") => {
    const count = Math.max(worked.length, members.length);
    for (let index = 0; index < count; index += 1) {
      const expectedFigure = index < members.length ? asPennies(members[index]?.[field]) : "(no such member)";
      const workedFigure = worked[index] ?? "(not worked)";
      if (expectedFigure !== workedFigure) {
        stale.push(`Priced member ${index + 1}: the workings end at ${what} ${workedFigure}, expected holds ${expectedFigure}; work the premium again from the tables.`);
      }
    }
  };
  compare("net", figuresOf(workings, NET_LINE), "netPrice");
  compare("gross", figuresOf(workings, GROSS_LINE), "grossPrice");
  return stale;
}
