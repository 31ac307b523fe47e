import pc from "picocolors";

/** The colour functions the formatters use; plain text when colours are off. */
export type Colors = ReturnType<typeof pc.createColors>;

/**
 * Colours for a stream: on only when picocolors finds colour support (a terminal, and neither
 * NO_COLOR nor a dumb terminal; FORCE_COLOR turns them on) and the stream is a terminal.
 *
 * @example
 * const colors = colorsFor(process.stdout);
 * colors.red("failed");
 */
export function colorsFor(stream: { isTTY?: boolean }): Colors {
  const forced = process.env.FORCE_COLOR !== undefined && process.env.FORCE_COLOR !== "0";
  return pc.createColors(pc.isColorSupported && (forced || stream.isTTY === true));
}

/** Colours off: for tests and files. */
export const plainColors: Colors = pc.createColors(false);
