import { describe, expect, it } from "vitest";
import { readRateLimits } from "./readRateLimits.js";

describe("readRateLimits", () => {
  it("is on by default: 100 refused tokens per address, 600 problems of refused quotations per client, 10 failed secrets per client id, 20 per address, in 60 s; each 429 held 1 s, 256 at most", () => {
    expect(readRateLimits({})).toEqual({
      ok: true,
      limits: {
        failedAuthentication: { failures: 100, perSeconds: 60 },
        refusedQuotations: { failures: 600, perSeconds: 60 },
        token: { failuresPerClient: { failures: 10, perSeconds: 60 }, failuresPerAddress: { failures: 20, perSeconds: 60 } },
        tarpit: { delayMs: 1000, maxHeld: 256 },
      },
    });
  });

  it("reads <failures>/<seconds> and off", () => {
    expect(
      readRateLimits({
        PMI_RATE_LIMIT_BAD_TOKENS: "off",
        PMI_RATE_LIMIT_REFUSED_QUOTES: "5/30",
        PMI_RATE_LIMIT_TOKEN_CLIENT: " 3/10 ",
        PMI_RATE_LIMIT_TOKEN_ADDRESS: "OFF",
        PMI_RATE_LIMIT_DELAY_MS: " 0 ",
        PMI_RATE_LIMIT_MAX_HELD: "32",
      }),
    ).toEqual({
      ok: true,
      limits: {
        failedAuthentication: false,
        refusedQuotations: { failures: 5, perSeconds: 30 },
        token: { failuresPerClient: { failures: 3, perSeconds: 10 }, failuresPerAddress: false },
        tarpit: { delayMs: 0, maxHeld: 32 },
      },
    });
  });

  it("refuses anything else, naming the variable", () => {
    expect(readRateLimits({ PMI_RATE_LIMIT_BAD_TOKENS: "100", PMI_RATE_LIMIT_TOKEN_CLIENT: "0/60" })).toEqual({
      ok: false,
      problems: [
        'PMI_RATE_LIMIT_BAD_TOKENS must be <failures>/<seconds> with failures from 1 to 1000000 and seconds from 1 to 86400 (e.g. 100/60), or off; not "100".',
        'PMI_RATE_LIMIT_TOKEN_CLIENT must be <failures>/<seconds> with failures from 1 to 1000000 and seconds from 1 to 86400 (e.g. 100/60), or off; not "0/60".',
      ],
    });
  });

  it("refuses a delay or a cap of held answers that is not a whole number in range", () => {
    expect(readRateLimits({ PMI_RATE_LIMIT_DELAY_MS: "1s", PMI_RATE_LIMIT_MAX_HELD: "-1" })).toEqual({
      ok: false,
      problems: [
        'PMI_RATE_LIMIT_DELAY_MS must be a whole number from 0 to 60000; not "1s".',
        'PMI_RATE_LIMIT_MAX_HELD must be a whole number from 0 to 100000; not "-1".',
      ],
    });
    expect(readRateLimits({ PMI_RATE_LIMIT_DELAY_MS: "60001" })).toMatchObject({ ok: false, problems: [expect.stringMatching(/^PMI_RATE_LIMIT_DELAY_MS/)] });
  });

  it("refuses a limit whose failures or window are out of range (a window beyond a day, or more than a million failures), naming the variable, the value and the range", () => {
    const result = readRateLimits({ PMI_RATE_LIMIT_BAD_TOKENS: "100/999999999", PMI_RATE_LIMIT_REFUSED_QUOTES: "999999999/60" });
    expect(result).toEqual({
      ok: false,
      problems: [
        'PMI_RATE_LIMIT_BAD_TOKENS must be <failures>/<seconds> with failures from 1 to 1000000 and seconds from 1 to 86400 (e.g. 100/60), or off; not "100/999999999".',
        'PMI_RATE_LIMIT_REFUSED_QUOTES must be <failures>/<seconds> with failures from 1 to 1000000 and seconds from 1 to 86400 (e.g. 100/60), or off; not "999999999/60".',
      ],
    });
    expect(readRateLimits({ PMI_RATE_LIMIT_BAD_TOKENS: "1000000/86400" })).toMatchObject({
      ok: true,
      limits: { failedAuthentication: { failures: 1000000, perSeconds: 86400 } },
    });
  });
});
