/**
 * `npm run bench:validator`: validateQuoteRequest of this tree against the same function at a
 * base commit (default: where this branch left main; VALIDATOR_BENCH_BASE=<commit> to choose),
 * in one process, on the same requests with the default tables of each commit: sound policies
 * of 1, 2 and 4 members as the seeded book spells them, the same policies spelt leniently and
 * varied (lenientlySpelt: other cases, flags as words, levels as text, blanks and nulls), and
 * the policies broken in two places (a paymentFrequency of 2 and a wrong NCD level).
 *
 * Figures are CPU microseconds per call (process.cpuUsage), in alternating short rounds, the
 * best round of each side: on a machine shared with other work, wall-clock time measures the
 * other work too, CPU time much less. Prints a table and the ratio now ÷ before (below 1 is
 * faster now). Bounded: about 30 s.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { loadavg } from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import { defaultTables } from "../../../src/plans/defaultTables.js";
import { validateQuoteRequest } from "../../../src/validate/validateQuoteRequest.js";
import { bookOfPolicySize } from "../lib/benchBooks.js";
import { lenientlySpelt } from "../lib/lenientlySpelt.js";

const root = fileURLToPath(new URL("../../../", import.meta.url));
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
const { validateQuoteRequest: validateBefore } = (await import(pathToFileURL(`${before}/src/validate/validateQuoteRequest.ts`).href)) as {
  validateQuoteRequest: Validate;
};
const { defaultTables: tablesBefore } = (await import(pathToFileURL(`${before}/src/tables/default/index.ts`).href)) as { defaultTables: unknown };

const POLICIES = 200;
const CALLS_PER_ROUND = Number(process.env["VALIDATOR_BENCH_CALLS"] ?? 4_000);
const ROUNDS = 8;

/** The same policy with a paymentFrequency of 2 and a New Business NCD level that is not the expected one. */
function broken(request: unknown): unknown {
  const copy = structuredClone(request) as { individualHealthCarePolicy: { quote: Record<string, any> } };
  copy.individualHealthCarePolicy.quote["paymentFrequency"] = 2;
  copy.individualHealthCarePolicy.quote["memberCategory"][0].familyUnit[0].member[0].ncdLevel = 3;
  return copy;
}

/** CPU microseconds per call of `validate` over `requests`, one round. */
function round(validate: (request: unknown) => unknown, requests: readonly unknown[]): number {
  const start = process.cpuUsage();
  for (let call = 0; call < CALLS_PER_ROUND; call++) validate(requests[call % requests.length]);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / CALLS_PER_ROUND;
}

interface Row {
  readonly requests: string;
  readonly beforeMicros: number;
  readonly nowMicros: number;
}

const rows: Row[] = [];
const loadBefore = loadavg()[0] ?? 0;
for (const members of [1, 2, 4]) {
  const sound = bookOfPolicySize(members, POLICIES, defaultTables) as unknown[];
  const lenient = sound.map((request, index) => lenientlySpelt(request, index));
  for (const [label, requests] of [
    [`${members} member(s), sound`, sound],
    [`${members} member(s), sound, lenient spellings`, lenient],
    [`${members} member(s), 2 problems`, sound.map(broken)],
  ] as const) {
    for (const request of requests) {
      // Both must judge alike, or the comparison is of different work.
      if (validateBefore(request, { tables: tablesBefore }).success !== validateQuoteRequest(request, { tables: defaultTables }).success) {
        throw new Error(`before and now disagree on a ${label} request: ${JSON.stringify(validateQuoteRequest(request, { tables: defaultTables }))}`);
      }
    }
    const nowValidate = (request: unknown) => validateQuoteRequest(request, { tables: defaultTables });
    const beforeValidate = (request: unknown) => validateBefore(request, { tables: tablesBefore });
    round(beforeValidate, requests);
    round(nowValidate, requests);
    let beforeMicros = Infinity;
    let nowMicros = Infinity;
    for (let index = 0; index < ROUNDS; index++) {
      beforeMicros = Math.min(beforeMicros, round(beforeValidate, requests));
      nowMicros = Math.min(nowMicros, round(nowValidate, requests));
    }
    rows.push({ requests: label, beforeMicros, nowMicros });
  }
}

const loadAfter = loadavg()[0] ?? 0;
console.log(
  `validateQuoteRequest with the default tables: base ${base.slice(0, 10)} (before) against this tree (now), node ${process.version}, load average ${loadBefore.toFixed(1)} to ${loadAfter.toFixed(1)}`,
);
console.log("| Requests | Before (CPU µs/call) | Now (CPU µs/call) | Now ÷ before |");
console.log("|---|---:|---:|---:|");
for (const row of rows)
  console.log(`| ${row.requests} | ${row.beforeMicros.toFixed(2)} | ${row.nowMicros.toFixed(2)} | ${(row.nowMicros / row.beforeMicros).toFixed(2)} |`);
