/**
 * What of an unexpected error may be logged: its class and where it was thrown. The message is
 * left out because it can quote the data being processed (a date of birth, a postcode).
 *
 * @example
 * errorLogFields(new TypeError("Cannot read 1980-01-01")); // { error: "TypeError", frames: ["at ..."] }
 */
export function errorLogFields(error: unknown): { readonly error: string; readonly frames: readonly string[] } {
  if (!(error instanceof Error)) return { error: typeof error, frames: [] };
  const frames = (error.stack ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith("at "))
    .slice(0, 10);
  return { error: error.name, frames };
}
