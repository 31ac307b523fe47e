import type { GoldenDifference, JsonValue } from "./types.js";

/** Marks a value missing on one side (a key absent, an array shorter). */
const ABSENT: unique symbol = Symbol("absent");
type Side = JsonValue | typeof ABSENT;

/** The premiums an actuary looks at first, in the order they are reported. */
const PREMIUM_FIELDS = ["netPrice", "grossPrice", "ipt"] as const;

/** `field` of a difference that concerns a whole member (added or removed). */
export const WHOLE_MEMBER = "(whole member)";

interface RawDifference {
  readonly segments: readonly string[];
  readonly expected: Side;
  readonly actual: Side;
}

/**
 * Returns every difference between a golden file's `expected` and the engine's answer (both
 * plain JSON: a `quoteResponse`, or `{ issues }` for a refused request), premiums first: the
 * policy's `netPrice`, `grossPrice` and `ipt`, then each member's, then every other changed
 * path in document order. An empty list means the two are exactly equal.
 *
 * @example
 * diffQuote({ netPrice: 100, grossPrice: 112, ipt: 12 }, { netPrice: 101, grossPrice: 113.12, ipt: 12.12 });
 * // [{ member: "policy", field: "netPrice", expected: 100, actual: 101 },
 * //  { member: "policy", field: "grossPrice", expected: 112, actual: 113.12 },
 * //  { member: "policy", field: "ipt", expected: 12, actual: 12.12 }]
 */
export function diffQuote(expected: JsonValue, actual: JsonValue): GoldenDifference[] {
  const raw: RawDifference[] = [];
  if (isRefusal(expected) !== isRefusal(actual)) {
    // A quote where issues were expected, or the reverse: the issues and the premiums say it
    // all; listing every field of the quote as "absent" would bury them.
    collect(issuesOf(expected), issuesOf(actual), ["issues"], raw);
    for (const field of PREMIUM_FIELDS) {
      collect(memberOf(expected, field), memberOf(actual, field), [field], raw);
    }
  } else {
    collect(expected, actual, [], raw);
  }
  return orderPremiumsFirst(raw.map(toDifference));
}

function isRefusal(value: JsonValue): boolean {
  return isObject(value) && "issues" in value && !("netPrice" in value);
}

function issuesOf(value: JsonValue): Side {
  return isRefusal(value) ? memberOf(value, "issues") : ABSENT;
}

function memberOf(value: JsonValue, key: string): Side {
  if (!isObject(value) || !Object.hasOwn(value, key)) return ABSENT;
  return value[key] ?? ABSENT;
}

function isObject(value: Side): value is { readonly [key: string]: JsonValue } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Walks both values in step and records each leaf (or missing subtree) that differs. */
function collect(expected: Side, actual: Side, segments: readonly string[], out: RawDifference[]): void {
  if (isObject(expected) && isObject(actual)) {
    const keys = [...Object.keys(expected), ...Object.keys(actual).filter((key) => !Object.hasOwn(expected, key))];
    for (const key of keys) collect(memberOf(expected, key), memberOf(actual, key), [...segments, key], out);
    return;
  }
  if (Array.isArray(expected) && Array.isArray(actual)) {
    const length = Math.max(expected.length, actual.length);
    for (let index = 0; index < length; index += 1) {
      const left: Side = index < expected.length ? (expected[index] as JsonValue) : ABSENT;
      const right: Side = index < actual.length ? (actual[index] as JsonValue) : ABSENT;
      collect(left, right, [...segments, String(index)], out);
    }
    return;
  }
  if (!sameJson(expected, actual)) out.push({ segments, expected, actual });
}

function sameJson(left: Side, right: Side): boolean {
  if (left === ABSENT || right === ABSENT) return left === right;
  return JSON.stringify(left) === JSON.stringify(right);
}

/** Length of the path of a member inside a quoteResponse: memberCategory/i/familyUnit/j/member/k. */
const MEMBER_PATH_LENGTH = 6;

function memberPathOf(segments: readonly string[]): readonly string[] | undefined {
  const [category, , familyUnit, , member] = segments;
  if (segments.length < MEMBER_PATH_LENGTH) return undefined;
  if (category !== "memberCategory" || familyUnit !== "familyUnit" || member !== "member") return undefined;
  return segments.slice(0, MEMBER_PATH_LENGTH);
}

function pointerOf(segments: readonly string[]): string {
  return segments.map((segment) => "/" + segment.replace(/~/g, "~0").replace(/\//g, "~1")).join("");
}

function fieldOf(segments: readonly string[]): string {
  return segments.map((segment) => segment.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");
}

function toDifference(raw: RawDifference): GoldenDifference {
  const memberPath = memberPathOf(raw.segments);
  const member = memberPath === undefined ? "policy" : pointerOf(memberPath);
  const below = memberPath === undefined ? raw.segments : raw.segments.slice(MEMBER_PATH_LENGTH);
  const field = memberPath !== undefined && below.length === 0 ? WHOLE_MEMBER : fieldOf(below);
  return {
    member,
    field,
    ...(raw.expected === ABSENT ? {} : { expected: raw.expected }),
    ...(raw.actual === ABSENT ? {} : { actual: raw.actual }),
  };
}

function premiumRank(field: string): number {
  return (PREMIUM_FIELDS as readonly string[]).indexOf(field);
}

/**
 * Stable reorder: policy premiums, then members' premiums (members in order of first
 * appearance, a whole missing member after its premiums), then everything else as found.
 */
function orderPremiumsFirst(differences: GoldenDifference[]): GoldenDifference[] {
  const memberOrder = new Map<string, number>();
  for (const difference of differences) {
    if (difference.member !== "policy" && !memberOrder.has(difference.member)) {
      memberOrder.set(difference.member, memberOrder.size);
    }
  }
  const sortKey = (difference: GoldenDifference): readonly number[] => {
    const rank = premiumRank(difference.field);
    if (difference.member === "policy") return rank >= 0 ? [0, 0, rank] : [2, 0, 0];
    const memberIndex = memberOrder.get(difference.member) ?? 0;
    if (rank >= 0) return [1, memberIndex, rank];
    if (difference.field === WHOLE_MEMBER) return [1, memberIndex, PREMIUM_FIELDS.length];
    return [2, 0, 0];
  };
  return differences
    .map((difference, index) => ({ difference, index, key: sortKey(difference) }))
    .sort((left, right) => compareKeys(left.key, right.key) || left.index - right.index)
    .map(({ difference }) => difference);
}

function compareKeys(left: readonly number[], right: readonly number[]): number {
  for (let index = 0; index < left.length; index += 1) {
    const delta = (left[index] ?? 0) - (right[index] ?? 0);
    if (delta !== 0) return delta;
  }
  return 0;
}
