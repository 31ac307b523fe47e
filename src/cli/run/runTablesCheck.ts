import { summarizeTables } from "../../tables/summarizeTables.js";
import { colorsFor } from "../format/colors.js";
import { formatTablesSummary } from "../format/formatTablesSummary.js";
import { loadTablesOption } from "../loadTablesOption.js";

/** What `pmi-rating tables` does once its command line is parsed. */
export async function runTablesCheck(directory: string): Promise<void> {
  const loaded = await loadTablesOption(directory, null);
  process.stdout.write(formatTablesSummary(directory, summarizeTables(loaded), colorsFor(process.stdout)));
}
