import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { askYesOrNo } from "./askYesOrNo.js";

async function answered(text: string | undefined): Promise<{ yes: boolean; asked: string }> {
  const input = new PassThrough();
  const output = new PassThrough();
  let asked = "";
  output.on("data", (chunk: Buffer) => (asked += chunk.toString()));
  const yes = askYesOrNo("Delete 3 quotes? [y/N] ", input, output);
  if (text === undefined) input.end();
  else input.write(text);
  return { yes: await yes, asked };
}

describe("askYesOrNo", () => {
  it("is yes only for y or yes, and asks on the output", async () => {
    expect(await answered("y\n")).toEqual({ yes: true, asked: "Delete 3 quotes? [y/N] " });
    expect((await answered("YES\n")).yes).toBe(true);
    for (const no of ["\n", "n\n", "no\n", "yess\n", "sure\n"]) expect((await answered(no)).yes).toBe(false);
  });

  it("is no when the input ends without an answer", async () => {
    expect((await answered(undefined)).yes).toBe(false);
  });
});
