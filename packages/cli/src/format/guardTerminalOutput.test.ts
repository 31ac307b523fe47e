import { PassThrough } from "node:stream";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import pc from "picocolors";
import { escapeTerminalOutput, guardTerminalOutput } from "./guardTerminalOutput.js";

// eslint-disable-next-line no-control-regex -- finding what a terminal would act on is the point
const ACTED_ON = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe("escapeTerminalOutput", () => {
  it.each([
    ["ESC ] (window title) and BEL", "Q-1\u001b]0;owned\u0007", "Q-1\\u001b]0;owned\\u0007"],
    ["a C1 CSI that clears the screen", "a\u009b2Jb", "a\\u009b2Jb"],
    ["ESC [ 2 J", "\u001b[2J", "\\u001b[2J"],
    ["a carriage return that would overwrite the line", "paid\rrefused", "paid\\u000drefused"],
    ["a bidirectional override", "abc\u202edef", "abc\\u202edef"],
  ])("escapes %s", (_name, text, shown) => {
    expect(escapeTerminalOutput(text)).toBe(shown);
  });

  it("keeps line feeds, tabs and the command line's own colours", () => {
    const colors = pc.createColors(true);
    const line = `${colors.bold("Premium")}\t${colors.red("✖")} ${colors.green("✔")} ${colors.yellow("!")} ${colors.cyan("i")}\n`;
    expect(escapeTerminalOutput(line)).toBe(line);
  });

  it("leaves nothing a terminal acts on but its own colours, and keeps every JSON output the same value", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        // eslint-disable-next-line no-control-regex -- the command line's own colour codes are the point
        const shown = escapeTerminalOutput(text).replace(/\u001b\[(?:1|22|31|32|33|36|39)m/g, "");
        expect(ACTED_ON.test(shown)).toBe(false);
        const json = JSON.stringify({ value: text, list: [text] }, null, 2);
        expect(JSON.parse(escapeTerminalOutput(json))).toEqual(JSON.parse(json));
      }),
    );
  });
});

describe("escapeTerminalOutput with colours off", () => {
  it("lets no escape sequence through, not even one shaped like the command line's own colours", () => {
    const forged = "x\u001b[32m✔ pass\u001b[39m";
    expect(escapeTerminalOutput(forged, { keepOwnStyles: false })).toBe("x\\u001b[32m✔ pass\\u001b[39m");
    expect(escapeTerminalOutput(forged)).toBe(forged);
  });
});

describe("guardTerminalOutput", () => {
  it("escapes every write to the stream, strings and bytes, a character split across two writes included", async () => {
    const stream = new PassThrough() as unknown as NodeJS.WriteStream;
    guardTerminalOutput(stream);
    const bytes = Buffer.from("a\u009bb", "utf8"); // U+009B is two bytes in UTF-8
    stream.write("x\u001b[2J ");
    stream.write(bytes.subarray(0, 2));
    stream.write(bytes.subarray(2));
    stream.write("\u0007", "utf8", () => {});
    stream.end();
    const chunks: Buffer[] = [];
    for await (const chunk of stream as unknown as AsyncIterable<Buffer>) chunks.push(chunk);
    expect(Buffer.concat(chunks).toString("utf8")).toBe("x\\u001b[2J a\\u009bb\\u0007");
  });
});
