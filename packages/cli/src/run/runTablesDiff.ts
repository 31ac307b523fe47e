import { diffTablesVersions } from "@pmi-rating/rate-change";
import { colorsFor } from "../format/colors.js";
import { formatTablesDiffCsv } from "../format/formatTablesDiffCsv.js";
import { formatTablesDiffText } from "../format/formatTablesDiffText.js";
import { readVersionArgument, type VersionArgument } from "../tables/readVersionArgument.js";
import { signedVersionsOf, tablesSignOffNotice } from "../signOff/tablesSignOffNotice.js";

/** Options of `pmi-rating tables diff`. */
export interface TablesDiffOptions {
  readonly json?: boolean;
  readonly csv?: boolean;
  readonly tables?: string;
}

/** What `pmi-rating tables diff` does once its command line is parsed. */
export async function runTablesDiff(fromArgument: string, toArgument: string, options: TablesDiffOptions): Promise<void> {
  const from = await readVersionArgument(fromArgument, options.tables);
  const to = await readVersionArgument(toArgument, options.tables);
  const diff = diffTablesVersions(from, to);
  // Either side may be a draft or changed since approval: compared all the same, and said.
  process.stderr.write(
    tablesSignOffNotice(signedVersionsOf(from.tables, [from.version.directory]), where(from)) +
      tablesSignOffNotice(signedVersionsOf(to.tables, [to.version.directory]), where(to)),
  );
  if (options.json === true) process.stdout.write(`${JSON.stringify(diff, null, 2)}\n`);
  else if (options.csv === true) process.stdout.write(formatTablesDiffCsv(diff));
  else process.stdout.write(formatTablesDiffText(diff, colorsFor(process.stdout)));
}

/** The tables a version argument was read from, as a notice names them. */
function where(argument: VersionArgument): string {
  return argument.directory === undefined ? "the shipped tables" : JSON.stringify(argument.directory);
}
