/**
 * Same-process A/B of `validateQuoteRequest` on one-spelling variants of the seeded book: a
 * base commit's validator (from `git archive`) against this tree's, both bundled by esbuild,
 * on books of policies that are sound as generated and then spelt leniently in one way only
 * (lower-case choices, spaced choices, `male`/`female`, option values, postcodes, flags as
 * words, NCD levels as text, blanks and nulls, spaced dates, numbers for identifiers,
 * incentive types in another case), beside the sound book and the whole lenient book
 * (`lenientlySpelt`). It answers which spelling costs most over a sound request (each book ÷
 * the sound book, per side) and what a change gains on each (head ÷ base, per book).
 *
 * Many short rounds, alternating the two sides and which goes first, so that load on a shared
 * machine falls on both alike; CPU time (process.cpuUsage). The per-round ratio's median and
 * interquartile range show the spread.
 *
 *   npx tsx bench/validator/compareSpellings.ts [--base main] [--members 1] [--rounds 200] [--calls 500] [--books sound,lenient,...]
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { defaultTables } from "../../../src/plans/defaultTables.js";
import { bookOfPolicySize } from "../lib/benchBooks.js";
import { lenientlySpelt } from "../lib/lenientlySpelt.js";
import { parseBenchArgs } from "../lib/parseBenchArgs.js";

const { values } = parseBenchArgs(import.meta.url, {
  options: {
    base: { type: "string", default: "main" },
    members: { type: "string", default: "1" },
    rounds: { type: "string", default: "200" },
    calls: { type: "string", default: "500" },
    books: { type: "string", default: "" },
  },
});
const root = resolve(import.meta.dirname, "../../..");

interface Validator {
  readonly validateQuoteRequest: (request: unknown, options: { tables: unknown }) => { success: boolean };
  readonly defaultTables: unknown;
}

/** Bundles the validator and the default tables of a source tree into one ESM file and loads it. */
async function loadValidator(sourceRoot: string, outDir: string): Promise<Validator> {
  mkdirSync(outDir);
  const entry = join(outDir, "entry.ts");
  const exports = [
    `export { validateQuoteRequest } from "${sourceRoot}/src/validate/validateQuoteRequest.js";`,
    `export { defaultTables } from "${sourceRoot}/src/tables/default/index.js";`,
  ];
  writeFileSync(entry, `${exports.join("\n")}\n`);
  const outfile = join(outDir, "validator.mjs");
  await build({ entryPoints: [entry], bundle: true, format: "esm", platform: "neutral", target: "node20", outfile, logLevel: "error", mainFields: ["module", "main"] });
  return (await import(pathToFileURL(outfile).href)) as Validator;
}

type Json = Record<string, any>;

/** The request with one lenient spelling applied (`feature`), varied by `seed` as `lenientlySpelt` varies it. */
function spelt(request: unknown, seed: number, feature: string): unknown {
  if (feature === "lenient") return lenientlySpelt(request, seed);
  const copy = structuredClone(request) as { individualHealthCarePolicy: { quote: Json } };
  const quote = copy.individualHealthCarePolicy.quote;
  const categories: Json[] = quote["memberCategory"] ?? [];
  const members: Json[] = categories.flatMap((category) => (category["familyUnit"] ?? []).flatMap((unit: Json) => unit["member"] ?? []));
  const options: Json[] = categories.flatMap((category) => category["option"] ?? []);
  const pick = <V>(choices: readonly V[], salt: number): V => choices[(seed + salt) % choices.length] as V;
  switch (feature) {
    case "sound":
      break;
    case "choiceCase":
      if (typeof quote["paymentType"] === "string") quote["paymentType"] = quote["paymentType"].toLowerCase();
      if (typeof quote["transactionType"] === "string") quote["transactionType"] = quote["transactionType"].toLowerCase();
      quote["productName"] = "hrsol";
      for (const member of members) {
        member["relationship"] = String(member["relationship"]).toUpperCase();
        member["uwType"] = String(member["uwType"]).toLowerCase();
      }
      break;
    case "choiceSpaced":
      if (typeof quote["paymentType"] === "string") quote["paymentType"] = ` ${quote["paymentType"]} `;
      if (typeof quote["transactionType"] === "string") quote["transactionType"] = ` ${quote["transactionType"]}`;
      for (const member of members) member["relationship"] = ` ${member["relationship"]} `;
      break;
    case "gender":
      for (const member of members) member["gender"] = pick([member["gender"] === "M" ? "male" : "female", String(member["gender"]).toLowerCase()], 11);
      break;
    case "optionValue":
      for (const option of options)
        option["value"] = pick([String(option["value"]).toLowerCase(), String(option["value"]).toUpperCase(), /^y/i.test(String(option["value"]))], 9);
      break;
    case "postcode":
      for (const member of members) {
        if (typeof member["postcode"] === "string")
          member["postcode"] = pick([member["postcode"].toLowerCase().replace(" ", ""), ` ${member["postcode"].toLowerCase()} `], 13);
      }
      break;
    case "flags":
      quote["isRequote"] = pick(["N", "no", false, 0, "false"], 7);
      for (const member of members) {
        member["pncdInd"] = pick(["n", "No", 0, false, "N"], 14);
        member["isMemberNeeded"] = pick(["1", "Y", "yes", true, 1], 15);
      }
      break;
    case "ncdText":
      for (const member of members) member["ncdLevel"] = pick([String(member["ncdLevel"]), ` ${member["ncdLevel"]} `], 12);
      break;
    case "blanks":
      if (typeof quote["transactionType"] !== "string") quote["transactionType"] = pick(["", null, "  "], 2);
      quote["pmiPolicyType"] = pick(["", null], 5);
      quote["sourceCode"] = pick(["", null], 6);
      for (const member of members) member["wellnessDiscount"] ??= pick([null, ""], 16);
      break;
    case "dates":
      if (typeof quote["priceRequiredDate"] === "string") quote["priceRequiredDate"] = ` ${quote["priceRequiredDate"]}`;
      break;
    case "numbers":
      quote["sourceCode"] = 7;
      for (const member of members) if (typeof member["number"] === "string" && /^\d+$/.test(member["number"])) member["number"] = Number(member["number"]);
      for (const incentive of quote["incentive"] ?? [])
        if (/^\d+$/.test(String(incentive.incentiveParameter))) incentive.incentiveParameter = Number(incentive.incentiveParameter);
      break;
    case "incentiveCase":
      for (const incentive of quote["incentive"] ?? []) {
        if (typeof incentive.incentiveType === "string")
          incentive.incentiveType = pick([incentive.incentiveType.toLowerCase(), incentive.incentiveType.toUpperCase()], 8);
      }
      break;
    default:
      throw new RangeError(`No spelling ${feature}.`);
  }
  return copy;
}

const FEATURES = [
  "sound",
  "lenient",
  "choiceCase",
  "choiceSpaced",
  "gender",
  "optionValue",
  "postcode",
  "flags",
  "ncdText",
  "blanks",
  "dates",
  "numbers",
  "incentiveCase",
];
const features = values.books === "" ? FEATURES : values.books.split(",");
if (!features.includes("sound")) features.unshift("sound");

const work = mkdtempSync(join(tmpdir(), "compare-spellings-"));
const baseRoot = join(work, "base");
mkdirSync(baseRoot);
execFileSync("sh", ["-c", `git -C ${root} archive ${values.base} src | tar -x -C ${baseRoot}`]);
symlinkSync(join(root, "node_modules"), join(baseRoot, "node_modules"));
const base = await loadValidator(baseRoot, join(work, "a"));
const head = await loadValidator(root, join(work, "b"));

const sound = bookOfPolicySize(Number(values.members), 200, defaultTables);
// Parsed from JSON text, as a service receives them.
const books = new Map(features.map((feature) => [feature, sound.map((request, index) => JSON.parse(JSON.stringify(spelt(request, index, feature))) as unknown)]));
for (const [feature, book] of books) {
  for (const request of book) {
    // Every variant must stay sound for both, or the comparison is of different work.
    if (!base.validateQuoteRequest(request, { tables: base.defaultTables }).success || !head.validateQuoteRequest(request, { tables: head.defaultTables }).success) {
      throw new Error(`a ${feature} request is refused: ${JSON.stringify(head.validateQuoteRequest(request, { tables: head.defaultTables }))}`);
    }
  }
}

const calls = Number(values.calls);
/** CPU microseconds per call of one validator over `requests`. */
function round(validator: Validator, requests: readonly unknown[]): number {
  const tables = validator.defaultTables;
  const start = process.cpuUsage();
  for (let call = 0; call < calls; call++) validator.validateQuoteRequest(requests[call % requests.length], { tables });
  const used = process.cpuUsage(start);
  return (used.user + used.system) / calls;
}

const timings = new Map(features.map((feature) => [feature, { base: [] as number[], head: [] as number[] }]));
const loadBefore = loadavg()[0] ?? 0;
const rounds = Number(values.rounds);
for (let index = 0; index <= rounds; index++) {
  features.forEach((feature, position) => {
    const book = books.get(feature) ?? [];
    const timing = timings.get(feature) ?? { base: [], head: [] };
    for (const side of (index + position) % 2 === 0 ? (["base", "head"] as const) : (["head", "base"] as const)) {
      const micros = round(side === "base" ? base : head, book);
      // Round 0 warms both up and is not counted.
      if (index > 0) timing[side].push(micros);
    }
  });
}
rmSync(work, { recursive: true, force: true });

const sorted = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b);
const quantile = (numbers: readonly number[], q: number) => sorted(numbers)[Math.floor(q * (numbers.length - 1))] ?? NaN;
const median = (numbers: readonly number[]) => quantile(numbers, 0.5);
const soundTiming = timings.get("sound") ?? { base: [], head: [] };
console.log(
  `validateQuoteRequest, ${values.members} member(s): base ${values.base} against this tree, ${rounds} rounds of ${calls} calls, node ${process.version}, load average ${loadBefore.toFixed(1)} to ${(loadavg()[0] ?? 0).toFixed(1)}`,
);
console.log("| Book | Base (CPU µs/call, median) | This tree | This tree ÷ base, median of rounds (interquartile) | Base ÷ its sound | This tree ÷ its sound |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const [feature, timing] of timings) {
  const ratios = timing.head.map((micros, index) => micros / (timing.base[index] ?? NaN));
  console.log(
    `| ${feature} | ${median(timing.base).toFixed(2)} | ${median(timing.head).toFixed(2)} | ${median(ratios).toFixed(3)} (${quantile(ratios, 0.25).toFixed(3)} to ${quantile(ratios, 0.75).toFixed(3)}) | ${(median(timing.base) / median(soundTiming.base)).toFixed(3)} | ${(median(timing.head) / median(soundTiming.head)).toFixed(3)} |`,
  );
}
