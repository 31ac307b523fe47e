/**
 * The style sequences the command line writes itself (picocolors' bold, red, green, yellow,
 * cyan and their ends): kept. They set colour and weight only; none moves the cursor, clears
 * the screen, hides text or sets the window title.
 */
const OWN_STYLE = "\\u001b\\[(?:1|22|31|32|33|36|39)m";

/**
 * What a terminal may act on rather than show, except the line feed and the tab that lay out
 * every output: the other C0 controls, DEL, C1 (U+0080–U+009F), the line and paragraph
 * separators, and the bidirectional embeddings, overrides and isolates.
 */
const ACTED_ON = "[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069]";

const OWN_STYLE_OR_ACTED_ON = new RegExp(`${OWN_STYLE}|${ACTED_ON}`, "g");
const ACTED_ON_ALL = new RegExp(ACTED_ON, "g");

/**
 * Output made safe for a terminal at the one place it is written: each character a terminal
 * would act on becomes its `\uXXXX` escape, the command line's own colours and layout stay.
 * The escape is JSON's own, and JSON text can hold such characters only inside strings
 * (`JSON.stringify` escapes the C0 controls), so a JSON output stays valid and means the same
 * value; in text, `\u001b` shows where an ESC was.
 *
 * @example
 * escapeTerminalOutput("Q-1\u001b]0;owned\u0007\n"); // "Q-1\\u001b]0;owned\\u0007\n"
 * escapeTerminalOutput(JSON.stringify({ id: "a\u009b" })); // '{"id":"a\\u009b"}'
 */
export function escapeTerminalOutput(text: string, options: { readonly keepOwnStyles?: boolean } = {}): string {
  return text.replace(options.keepOwnStyles === false ? ACTED_ON_ALL : OWN_STYLE_OR_ACTED_ON, (match) =>
    match.length > 1 ? match : `\\u${match.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/**
 * Routes every write to `stream` through `escapeTerminalOutput`, so that no command, present
 * or future, can print data a terminal would act on (issue 39: stored ids cleared the screen
 * and set the window title). The binary installs it on standard output before any command
 * runs. Bytes are decoded as UTF-8 across writes, so a character split between two chunks is
 * escaped whole.
 *
 * @example
 * guardTerminalOutput(process.stdout, { keepOwnStyles: colorsFor(process.stdout).isColorSupported });
 *
 * With `keepOwnStyles` false (colours off: not a terminal, NO_COLOR) no escape sequence at all
 * reaches the stream, so data cannot pass for the program's own colours either.
 */
export function guardTerminalOutput(stream: NodeJS.WriteStream, options: { readonly keepOwnStyles?: boolean } = {}): void {
  const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const decoder = new TextDecoder("utf-8");
  stream.write = (chunk: unknown, ...rest: unknown[]): boolean => {
    const [first, ...others] = rest;
    const encoding = typeof first === "string" ? first : undefined;
    let text: string;
    if (typeof chunk === "string") text = encoding === undefined || /^utf-?8$/i.test(encoding) ? chunk : Buffer.from(chunk, encoding as BufferEncoding).toString("utf8");
    else if (chunk instanceof Uint8Array) text = decoder.decode(chunk, { stream: true });
    else return write(chunk, ...rest);
    // The text is written as UTF-8 whatever encoding came with the chunk (it is decoded above).
    const safe = escapeTerminalOutput(text, options);
    return encoding === undefined ? write(safe, ...rest) : write(safe, "utf8", ...others);
  };
}
