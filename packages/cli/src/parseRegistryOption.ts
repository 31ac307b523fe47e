/**
 * The registry of consuming systems from `--registry a,b`: names split on commas, trimmed,
 * blanks dropped.
 *
 * @example
 * parseRegistryOption("WEB, BROKER-PORTAL,"); // ["WEB", "BROKER-PORTAL"]
 */
export function parseRegistryOption(value: string): string[] {
  return value
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
}
