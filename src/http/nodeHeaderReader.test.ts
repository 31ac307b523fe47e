import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nodeHeaderReader } from "./nodeHeaderReader.js";

/** The definition: a `Headers` built by appending every header but HTTP/2 pseudo-headers (toNodeListener's standard path), or undefined when it refuses one. */
function headersOf(rawHeaders: readonly string[]): Headers | undefined {
  try {
    const headers = new Headers();
    for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
      if (rawHeaders[index]!.startsWith(":")) continue;
      headers.append(rawHeaders[index]!, rawHeaders[index + 1]!);
    }
    return headers;
  } catch {
    return undefined;
  }
}

const names = fc.oneof(
  { arbitrary: fc.constantFrom("Correlation-ID", "correlation-id", "CORRELATION-ID", "Requesting-System", "Authorization", "Content-Type", "Content-Length", "X-A", "x-a", ":path"), weight: 4 },
  { arbitrary: fc.stringMatching(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]{1,12}$/), weight: 2 },
  { arbitrary: fc.string({ minLength: 0, maxLength: 6 }), weight: 1 },
);
const values = fc.oneof(
  { arbitrary: fc.stringMatching(/^[ -~]{0,20}$/), weight: 4 },
  { arbitrary: fc.constantFrom("", " ", " a ", "\ta\t", "a\r", "\na", "a\0b", "x, y", "ü", "€", "\u00ff", "a\u0100"), weight: 2 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 8 }), weight: 1 },
);
const lookedUp = ["correlation-id", "Correlation-ID", "requesting-system", "authorization", "content-type", "content-length", "x-a", "X-A", ":path", "absent"];

describe("nodeHeaderReader", () => {
  it("reads every header exactly as a Headers built from the same raw headers, and declines exactly when Headers refuses one", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(names, values), { maxLength: 8 }), (pairs) => {
        const raw = pairs.flat();
        const reader = nodeHeaderReader(raw);
        const headers = headersOf(raw);
        expect(reader === undefined).toBe(headers === undefined);
        if (reader === undefined || headers === undefined) return;
        for (const name of [...lookedUp, ...pairs.map(([sent]) => sent)]) {
          let expected: string | null;
          try {
            expected = headers.get(name);
          } catch {
            expected = null; // a name Headers cannot even look up is not a header of the request
          }
          expect(reader.get(name)).toBe(expected);
        }
      }),
      { numRuns: 20_000 },
    );
  });

  it("joins a repeated header and strips outer whitespace, as Headers does", () => {
    expect(nodeHeaderReader(["X-A", " 1 ", "x-a", "2"])?.get("x-a")).toBe("1, 2");
    expect(nodeHeaderReader(["Bad Name", "1"])).toBeUndefined();
  });
});
