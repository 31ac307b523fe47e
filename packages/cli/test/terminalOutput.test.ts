import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuiltCli, ROOT, runBuiltCli } from "./builtCli.js";

// The built binary guards everything it prints at one place (guardTerminalOutput): a value
// from data that holds ESC, BEL or a C1 control is shown escaped, in text and JSON alike, by
// commands whose formatters do not escape it themselves.
// eslint-disable-next-line no-control-regex -- finding what a terminal would act on is the point
const ACTED_ON = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e]/;
const HOSTILE = "\u001b]0;owned\u0007\u009b2J";
let scratch: string;

beforeAll(async () => {
  await ensureBuiltCli();
  scratch = mkdtempSync(join(tmpdir(), "pmi-rating-terminal-"));
}, 180_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("what the binary prints from data", () => {
  it("escapes a golden case's description in the report, and in its JSON the same value", async () => {
    const cases = join(scratch, "golden");
    cpSync(join(ROOT, "test/golden/cases"), cases, { recursive: true, filter: (path) => !path.endsWith(".json") || path.endsWith("payment-card-annual.json") });
    const file = join(cases, "payment-card-annual.json");
    const golden = JSON.parse(readFileSync(file, "utf8")) as { description: string };
    writeFileSync(file, JSON.stringify({ ...golden, description: `card ${HOSTILE}` }, null, 2));
    const text = await runBuiltCli(["golden", cases]);
    expect(text.code).toBe(0);
    // The report escapes the description itself (one line, whatever it holds), before the output guard.
    expect(text.stdout).toContain("card \\x1b]0;owned\\x07\\x9b2J");
    expect(ACTED_ON.test(text.stdout)).toBe(false);
    const json = await runBuiltCli(["golden", cases, "--json"]);
    expect(ACTED_ON.test(json.stdout)).toBe(false);
    expect((JSON.parse(json.stdout) as { cases: { description: string }[] }).cases[0]?.description).toBe(`card ${HOSTILE}`);
  });

  it("escapes a tables folder's name in the tables summary, text and JSON", async () => {
    const folder = join(scratch, `tables${HOSTILE}`);
    cpSync(join(ROOT, "tables"), folder, { recursive: true });
    const text = await runBuiltCli(["tables", "check", folder]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain("tables\\u001b]0;owned\\u0007\\u009b2J");
    expect(ACTED_ON.test(text.stdout)).toBe(false);
    const json = await runBuiltCli(["tables", "check", folder, "--json"]);
    expect(ACTED_ON.test(json.stdout)).toBe(false);
    expect((JSON.parse(json.stdout) as { directory: string }).directory).toBe(folder);
  });
});
