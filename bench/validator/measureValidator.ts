/**
 * `npm run bench:validator`: validateQuoteRequest of this tree against the same function at a
 * base commit (default: where this branch left main; VALIDATOR_BENCH_BASE=<commit> to choose),
 * in one process, in alternating short rounds (the best round of each side counts), on the same requests: sound
 * policies of 1, 2 and 4 members, and the same policies broken in two places (a
 * paymentFrequency of 2 and a wrong NCD level), with the default tables of each commit.
 * Prints a table of calls per second and the ratio now ÷ before. Bounded: about 25 s.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Bench } from "tinybench";
import { defaultTables } from "../../src/tables/default/index.js";
import { validateQuoteRequest } from "../../src/validate/validateQuoteRequest.js";
import { bookOfPolicySize } from "../lib/benchBooks.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
const base = git("rev-parse", process.env["VALIDATOR_BENCH_BASE"] ?? git("merge-base", "HEAD", "main"));

/** The base commit's src/, unpacked once under bench/.cache (git-ignored), so that it imports this tree's node_modules. */
function unpackBase(): string {
  const folder = `${root}bench/.cache/validator-before/${base}`;
  if (!existsSync(`${folder}/src`)) {
    mkdirSync(folder, { recursive: true });
    execFileSync("sh", ["-c", `git archive ${base} src | tar -x -C "${folder}"`], { cwd: root });
  }
  return folder;
}

type Validate = (input: unknown, options?: { tables?: unknown }) => { success: boolean };
const before = unpackBase();
const { validateQuoteRequest: validateBefore } = (await import(pathToFileURL(`${before}/src/validate/validateQuoteRequest.ts`).href)) as { validateQuoteRequest: Validate };
const { defaultTables: tablesBefore } = (await import(pathToFileURL(`${before}/src/tables/default/index.ts`).href)) as { defaultTables: unknown };

const POLICIES = 200;
/** Time of one round of one side; six rounds a side, alternating. */
const ROUND_MS = Number(process.env["VALIDATOR_BENCH_ROUND_MS"] ?? 250);
const ROUNDS = 6;

/** The same policy with a paymentFrequency of 2 and a New Business NCD level that is not the expected one. */
function broken(request: unknown): unknown {
  const copy = structuredClone(request) as { individualHealthCarePolicy: { quote: Record<string, any> } };
  copy.individualHealthCarePolicy.quote["paymentFrequency"] = 2;
  copy.individualHealthCarePolicy.quote["memberCategory"][0].familyUnit[0].member[0].ncdLevel = 3;
  return copy;
}

interface Row {
  readonly requests: string;
  readonly beforePerSecond: number;
  readonly nowPerSecond: number;
}

const rows: Row[] = [];
for (const members of [1, 2, 4]) {
  const sound = bookOfPolicySize(members, POLICIES, defaultTables) as unknown[];
  for (const [label, requests] of [
    [`${members} member(s), sound`, sound],
    [`${members} member(s), 2 problems`, sound.map(broken)],
  ] as const) {
    for (const request of requests.slice(0, 5)) {
      // Both must judge alike, or the comparison is of different work.
      if (validateBefore(request, { tables: tablesBefore }).success !== validateQuoteRequest(request, { tables: defaultTables }).success) {
        throw new Error(`before and now disagree on a ${label} request`);
      }
    }
    let next = 0;
    const bench = new Bench({ time: ROUND_MS, warmupTime: 100, warmup: true });
    // Short rounds, alternating, and the best round of each side: on a machine shared with
    // other work a slow spell then falls on both sides, and the best round is the least disturbed.
    for (let round = 1; round <= ROUNDS; round++) {
      bench.add(`before ${round}`, () => validateBefore(requests[next++ % POLICIES], { tables: tablesBefore }));
      bench.add(`now ${round}`, () => validateQuoteRequest(requests[next++ % POLICIES], { tables: defaultTables }));
    }
    await bench.run();
    const best = (side: string) =>
      Math.max(...bench.tasks.filter((task) => task.name.startsWith(side)).map((task) => (task.result?.state === "completed" ? 1000 / task.result.period : 0)));
    rows.push({ requests: label, beforePerSecond: best("before"), nowPerSecond: best("now") });
  }
}

const format = (value: number) => Math.round(value).toLocaleString("en-GB");
console.log(`validateQuoteRequest with the default tables: base ${base.slice(0, 10)} (before) against this tree (now), node ${process.version}`);
console.log("| Requests | Before (calls/s) | Now (calls/s) | Now ÷ before |");
console.log("|---|---:|---:|---:|");
for (const row of rows) console.log(`| ${row.requests} | ${format(row.beforePerSecond)} | ${format(row.nowPerSecond)} | ${(row.nowPerSecond / row.beforePerSecond).toFixed(2)} |`);
