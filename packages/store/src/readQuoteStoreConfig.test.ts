import { describe, expect, it } from "vitest";
import { readQuoteStoreConfig } from "./readQuoteStoreConfig.js";

function problemsOf(env: Record<string, string>): readonly string[] {
  const result = readQuoteStoreConfig(env, { defaultEnabled: true });
  return result.ok ? [] : result.problems;
}

describe("readQuoteStoreConfig's ranges", () => {
  it.each([
    ["PMI_QUOTE_PURGE_INTERVAL_MINUTES", "40000", "from 1 to 10080"],
    ["PMI_QUOTE_PURGE_INTERVAL_MINUTES", "0", "from 1 to 10080"],
    ["PMI_QUOTE_PURGE_INTERVAL_MINUTES", "99999999999999999999", "from 1 to 10080"],
    ["PMI_QUOTE_RETENTION_DAYS", "100000000", "from 1 to 36500"],
    ["PMI_QUOTE_RECORD_MAX_BYTES", "1000", "from 65536 to 16777216"],
    ["PMI_QUOTE_RECORD_MAX_BYTES", "1e6", "from 65536 to 16777216"],
  ])("refuses %s=%s, naming the variable, the value and the range", (name, value, range) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(name);
    expect(problems[0]).toContain(`"${value}"`);
    expect(problems[0]).toContain(range);
  });

  it("takes the bounds themselves, and has documented defaults", () => {
    const result = readQuoteStoreConfig(
      { PMI_QUOTE_PURGE_INTERVAL_MINUTES: "10080", PMI_QUOTE_RETENTION_DAYS: "1", PMI_QUOTE_RECORD_MAX_BYTES: "65536" },
      { defaultEnabled: true },
    );
    expect(result).toMatchObject({ ok: true, config: { purgeIntervalMinutes: 10080, retentionDays: 1, mostRecordBytes: 65536 } });
    expect(readQuoteStoreConfig({}, { defaultEnabled: true })).toMatchObject({
      ok: true,
      config: { purgeIntervalMinutes: 60, retentionDays: 2190, mostRecordBytes: 1048576 },
    });
  });
});
