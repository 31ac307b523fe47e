import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapeControlCharacters } from "./escapeControlCharacters.js";

// eslint-disable-next-line no-control-regex -- matching the control characters is the point
const DANGEROUS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe("escapeControlCharacters", () => {
  it("shows ESC, BEL, DEL, C1 and bidi overrides as escapes", () => {
    expect(escapeControlCharacters("Q-1\u001b]0;owned\u0007\u001b[2J")).toBe("Q-1\\x1b]0;owned\\x07\\x1b[2J");
    expect(escapeControlCharacters("a\u007fb\u009bc\u0000")).toBe("a\\x7fb\\x9bc\\x00");
    expect(escapeControlCharacters("\u202aa\u202eb\u2066c\u2069")).toBe("\\u202aa\\u202eb\\u2066c\\u2069");
    expect(escapeControlCharacters("line\nnext\tcell\r")).toBe("line\\x0anext\\x09cell\\x0d");
  });

  it("keeps line feeds and tabs when asked, never a carriage return", () => {
    expect(escapeControlCharacters('{\n\t"id": "a\u001b"\r\n}', { keepLineBreaks: true })).toBe('{\n\t"id": "a\\x1b"\\x0d\n}');
  });

  it("keeps every other character, Unicode included", () => {
    expect(escapeControlCharacters("Zoë Ångström 保険 😀 £1,234.50 \\x1b")).toBe("Zoë Ångström 保険 😀 £1,234.50 \\x1b");
  });

  it("leaves no character a terminal acts on, whatever the text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        expect(escapeControlCharacters(text)).not.toMatch(DANGEROUS);
        expect(escapeControlCharacters(text, { keepLineBreaks: true }).replace(/[\n\t]/g, "")).not.toMatch(DANGEROUS);
      }),
    );
  });
});
