import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { copyDefaultTables } from "@pmi-rating/test-support";
import { defaultTables } from "../plans/defaultTables.js";
import { NOT_RECORDED, runGoldenCases } from "./runGoldenCases.js";

const request = {
  individualHealthCarePolicy: {
    quote: {
      productName: "HrSol",
      paymentType: "B",
      paymentFrequency: 12,
      priceRequiredDate: "2026-03-01",
      callingSystem: "GMS",
      memberCategory: [
        {
          id: 1,
          name: "Standard",
          familyUnit: [
            {
              member: [
                {
                  number: "1",
                  relationship: "self",
                  effectiveDate: "2026-03-01",
                  gender: "F",
                  age: 40,
                  postcode: "SW1A 1AA",
                  uwType: "FMU",
                  ncdLevel: 12,
                },
              ],
            },
          ],
        },
      ],
    },
  },
};

let directory: string;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), "golden-"));
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

async function writeCase(file: string, content: unknown): Promise<void> {
  await writeFile(join(directory, file), JSON.stringify(content, null, 2) + "\n", "utf8");
}

async function readCase(file: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(join(directory, file), "utf8")) as Record<string, unknown>;
}

describe("runGoldenCases", () => {
  it("prices a case that names its tables with those, relative to the case file, and fails only the case whose tables cannot be used", async () => {
    // The shipped tables with 2026.1's NCD factor for level 12 changed: another price than the runner's tables give.
    const folder = await copyDefaultTables();
    await folder.edit("2026.1/ncd.csv", (text) => text.replace(/^12,0\.\d+/m, "12,0.99"));
    await mkdir(join(directory, "own"));
    // Relative to the case file's folder, as a case in a repository names tables beside it.
    const tables = relative(join(directory, "own"), folder.directory);
    await writeFile(join(directory, "own", "named.json"), JSON.stringify({ description: "priced with its own tables", tables, request }));
    await writeCase("runner.json", { description: "priced with the runner's tables", request });
    await writeCase("broken.json", { description: "names a folder that is not tables", tables: "no-such-folder", request });
    const recorded = await runGoldenCases(directory, defaultTables, { update: true });
    const named = JSON.parse(await readFile(join(directory, "own", "named.json"), "utf8")) as { expected: { netPrice: number }; tables: string };
    const runner = await readCase("runner.json");
    expect(named.expected.netPrice).not.toBe((runner["expected"] as { netPrice: number }).netPrice);
    expect(Object.keys(named)).toEqual(["description", "tables", "request", "expected"]);
    expect(recorded.cases.find((report) => report.file === "broken.json")?.error).toMatch(/^its tables "no-such-folder" \(.*no-such-folder\) cannot be used: /);
    const again = await runGoldenCases(directory, defaultTables);
    expect(again.cases.map((report) => [report.file, report.passed])).toEqual([
      ["broken.json", false],
      ["own/named.json", true],
      ["runner.json", true],
    ]);
    await rm(folder.directory, { recursive: true, force: true });
  });

  it("records a new case with update, then passes it, keeping the other keys in order", async () => {
    await writeCase("single.json", { description: "one member", request, options: { explain: false } });

    const first = await runGoldenCases(directory, defaultTables, { update: true });
    expect(first.totals).toEqual({ cases: 1, passed: 0, failed: 1, updated: 1, tablesHashOnly: 0, staleWorkings: 0 });
    expect(first.cases[0]?.differences[0]?.field).toBe(NOT_RECORDED);

    const recorded = await readCase("single.json");
    expect(Object.keys(recorded)).toEqual(["description", "request", "expected", "options"]);
    expect(recorded["expected"]).toMatchObject({ productName: "HrSol", paymentFrequency: 12 });
    const text = await readFile(join(directory, "single.json"), "utf8");
    expect(text).toBe(JSON.stringify(recorded, null, 2) + "\n");

    const second = await runGoldenCases(directory, defaultTables);
    expect(second.totals).toEqual({ cases: 1, passed: 1, failed: 0, updated: 0, tablesHashOnly: 0, staleWorkings: 0 });
    expect(second.cases[0]).toEqual({
      file: "single.json",
      description: "one member",
      passed: true,
      tablesHashOnly: false,
      staleWorkings: [],
      differences: [],
      updated: false,
    });
  });

  it("reports a changed premium first, member by member, and leaves the file alone without update", async () => {
    await writeCase("single.json", { description: "one member", request });
    await runGoldenCases(directory, defaultTables, { update: true });
    const recorded = await readCase("single.json");
    const expected = recorded["expected"] as { netPrice: number; memberCategory: { familyUnit: { member: { netPrice: number }[] }[] }[] };
    const rightPrice = expected.netPrice;
    expected.netPrice = rightPrice + 1;
    const firstMember = expected.memberCategory[0]?.familyUnit[0]?.member[0];
    if (firstMember === undefined) throw new Error("the recorded quote has no member");
    firstMember.netPrice = rightPrice + 1;
    await writeCase("single.json", recorded);

    const report = await runGoldenCases(directory, defaultTables);
    const differences = report.cases[0]?.differences ?? [];
    expect(differences.slice(0, 2)).toEqual([
      { member: "policy", field: "netPrice", expected: rightPrice + 1, actual: rightPrice },
      { member: "/memberCategory/0/familyUnit/0/member/0", field: "netPrice", expected: rightPrice + 1, actual: rightPrice },
    ]);
    expect(report.totals.failed).toBe(1);
    expect(await readCase("single.json")).toEqual(recorded);

    const updated = await runGoldenCases(directory, defaultTables, { update: true });
    expect(updated.cases[0]?.updated).toBe(true);
    expect(updated.cases[0]?.differences).toEqual(differences);
    expect((await readCase("single.json"))["expected"]).toMatchObject({ netPrice: rightPrice });
  });

  it("compares the issues of a refused request, and uses the case's own registry", async () => {
    await writeCase("unregistered.json", {
      description: "caller not registered",
      request,
      expected: { issues: [] },
      options: { registry: ["WEB"] },
    });
    const report = await runGoldenCases(directory, defaultTables, { registry: ["GMS"] });
    const differences = report.cases[0]?.differences ?? [];
    expect(differences.map((difference) => difference.field)).toEqual(["issues/0"]);
    expect(differences[0]?.actual).toMatchObject({ code: "UNREGISTERED_CALLING_SYSTEM" });
  });

  it("applies the runner's registry to a case that brings none", async () => {
    await writeCase("registered.json", { description: "caller registered", request });
    const allowed = await runGoldenCases(directory, defaultTables, { registry: ["GMS"], update: true });
    expect((await readCase("registered.json"))["expected"]).toHaveProperty("netPrice");
    expect(allowed.cases[0]?.updated).toBe(true);
    const refused = await runGoldenCases(directory, defaultTables, { registry: ["WEB"] });
    expect(refused.cases[0]?.differences.find((difference) => difference.field === "issues")?.actual).toMatchObject([{ code: "UNREGISTERED_CALLING_SYSTEM" }]);
  });

  it("reports a file that is not a golden case as a failed case, runs the others, in file-name order", async () => {
    await writeFile(join(directory, "b-broken.json"), "{ not json", "utf8");
    await writeCase("c-no-request.json", { description: "no request" });
    await writeCase("a-fine.json", { description: "fine", request });
    await writeFile(join(directory, "notes.txt"), "not a case", "utf8");
    const report = await runGoldenCases(directory, defaultTables, { update: true });
    expect(report.cases.map((goldenCase) => goldenCase.file)).toEqual(["a-fine.json", "b-broken.json", "c-no-request.json"]);
    expect(report.cases[1]?.error).toMatch(/^not valid JSON/);
    expect(report.cases[2]?.error).toMatch(/"request"/);
    expect(report.totals).toEqual({ cases: 3, passed: 0, failed: 3, updated: 1, tablesHashOnly: 0, staleWorkings: 0 });
    expect(await readFile(join(directory, "b-broken.json"), "utf8")).toBe("{ not json");
  });

  it("pins the worksheet when the case asks for explain", async () => {
    await writeCase("explained.json", { description: "with worksheet", request, options: { explain: true } });
    await runGoldenCases(directory, defaultTables, { update: true });
    const expected = (await readCase("explained.json"))["expected"] as { worksheet?: unknown[] };
    expect(expected.worksheet?.length).toBeGreaterThan(0);
  });

  it("reports an engine exception on the case instead of stopping the run", async () => {
    await writeCase("a.json", { description: "first", request });
    await writeCase("b.json", { description: "second", request });
    const notTables = {} as unknown as typeof defaultTables;
    const report = await runGoldenCases(directory, notTables);
    expect(report.totals).toEqual({ cases: 2, passed: 0, failed: 2, updated: 0, tablesHashOnly: 0, staleWorkings: 0 });
    expect(report.cases[0]?.description).toBe("first");
    expect(report.cases[0]?.error).toMatch(/^the engine threw: TypeError/);
  });

  it("finds cases in sub-folders and runs only those matching --filter (path or description, any case)", async () => {
    await mkdir(join(directory, "renewal"));
    await writeCase("renewal/capped.json", { description: "Renewal capped", request });
    await writeCase("single.json", { description: "one member", request });
    await writeCase("couple.json", { description: "two members, RENEWAL of a couple", request });
    await writeFile(join(directory, "broken.json"), "{", "utf8");
    const all = await runGoldenCases(directory, defaultTables);
    expect(all.cases.map((goldenCase) => goldenCase.file)).toEqual(["broken.json", "couple.json", "renewal/capped.json", "single.json"]);
    const filtered = await runGoldenCases(directory, defaultTables, { filter: "renewal" });
    expect(filtered.filter).toBe("renewal");
    expect(filtered.cases.map((goldenCase) => goldenCase.file)).toEqual(["couple.json", "renewal/capped.json"]);
    expect((await runGoldenCases(directory, defaultTables, { filter: "broken" })).cases.map((goldenCase) => goldenCase.error !== undefined)).toEqual([true]);
    expect((await runGoldenCases(directory, defaultTables, { filter: "nothing matches" })).cases).toEqual([]);
  });

  it("reports a change of the tables hash alone once, not as so many unexplained failures", async () => {
    await writeCase("a.json", { description: "first", request });
    await writeCase("b.json", { description: "second", request });
    await runGoldenCases(directory, defaultTables, { update: true });
    for (const file of ["a.json", "b.json"]) {
      const recorded = await readCase(file);
      (recorded["expected"] as { tables: { hash: string } }).tables.hash = "0".repeat(64);
      await writeCase(file, recorded);
    }
    const report = await runGoldenCases(directory, defaultTables);
    expect(report.cases.map((goldenCase) => [goldenCase.passed, goldenCase.tablesHashOnly])).toEqual([
      [false, true],
      [false, true],
    ]);
    expect(report.tablesHashChanges).toEqual([{ expected: "0".repeat(64), actual: expect.stringMatching(/^[0-9a-f]{64}$/), cases: 2 }]);
    expect(report.totals).toMatchObject({ failed: 2, tablesHashOnly: 2 });
    const updated = await runGoldenCases(directory, defaultTables, { update: true });
    expect(updated.totals).toMatchObject({ updated: 2, tablesHashOnly: 2 });
    expect((await runGoldenCases(directory, defaultTables)).totals).toMatchObject({ passed: 2, tablesHashOnly: 0 });
  });

  it("flags hand workings an update made stale in the file and fails the case until they are worked again", async () => {
    await writeCase("worked.json", { description: "worked", request });
    await runGoldenCases(directory, defaultTables, { update: true });
    const recorded = await readCase("worked.json");
    const member = (recorded["expected"] as { memberCategory: { familyUnit: { member: { netPrice: number; grossPrice: number }[] }[] }[] }).memberCategory[0]!
      .familyUnit[0]!.member[0]!;
    const workingsFor = (net: number, gross: number) => [
      "Base rate …",
      `Rounded half-up to pennies: net ${net.toFixed(2)}`,
      `IPT … ; gross ${net.toFixed(2)} + ${(gross - net).toFixed(2)} = ${gross.toFixed(2)}`,
    ];
    // Workings that agreed with an older answer: the premium has since moved by 10.00.
    await writeCase("worked.json", {
      ...recorded,
      expected: { ...(recorded["expected"] as object), netPrice: 0 },
      workings: workingsFor(member.netPrice - 10, member.grossPrice - 10),
    });
    const update = await runGoldenCases(directory, defaultTables, { update: true });
    expect(update.cases[0]).toMatchObject({ updated: true, passed: false });
    expect(update.cases[0]?.staleWorkings).toHaveLength(2);
    expect(update.totals.staleWorkings).toBe(1);
    const flagged = await readCase("worked.json");
    expect(Object.keys(flagged)).toEqual(["description", "request", "expected", "workings", "workingsStale"]);
    expect(flagged["workingsStale"]).toEqual(update.cases[0]?.staleWorkings);
    expect((await runGoldenCases(directory, defaultTables)).cases[0]).toMatchObject({ passed: false, differences: [] });

    // Worked again: the next update removes the flag and the case passes.
    await writeCase("worked.json", { ...flagged, workings: workingsFor(member.netPrice, member.grossPrice) });
    const mended = await runGoldenCases(directory, defaultTables, { update: true });
    expect(mended.cases[0]).toMatchObject({ passed: true, updated: false, staleWorkings: [] });
    expect(Object.keys(await readCase("worked.json"))).toEqual(["description", "request", "expected", "workings"]);
  });

  it("rejects when the folder cannot be read", async () => {
    await expect(runGoldenCases(join(directory, "missing"), defaultTables)).rejects.toThrow(/ENOENT/);
  });
});
