import { Command, Option } from "commander";
import { SEGMENT_DIMENSIONS, type SegmentDimension } from "@pmi-rating/rate-change";

/** `pmi-rating tables check <dir>`: validates a tables folder. */
export function tablesCommand(): Command {
  const tables = new Command("tables").description("Work with rating tables folders").addHelpText(
    "after",
    `
Example:
  $ pmi-rating tables check ./tables`,
  );
  tables
    .command("check")
    .description("Load and validate a tables folder; print its summary, or every problem with file, row and column")
    .argument("<dir>", "tables folder (ipt.csv and one folder per version)")
    .option("--json", "print the summary (or every problem, or the error) as one JSON document")
    .addHelpText(
      "after",
      `
A valid folder prints its hash and, per version, the effective date, hash, ages, age bands,
postcode bands, options and levels, NCD levels, payment methods, incentives and minimum
premium (as a quote charges it, rounded with the version's own rounding mode), then the IPT
history. A broken folder prints every problem, one a line, as file:row column "name" [CODE]
message. With --json: {"directory", "valid": true, "summary"} or {"directory", "valid": false,
"problems": [{file, row, column, code, message}]}.

Exit codes: 0 valid; 1 missing folder or any problem; 2 usage.

Examples:
  $ pmi-rating tables check ./tables
  $ pmi-rating tables check ./tables --json > tables-check.json`,
    )
    .action(async (directory: string, options: { json?: boolean }) => {
      // Loaded on use, so that --help and the other commands start without it.
      const { runTablesCheck } = await import("../run/runTablesCheck.js");
      await runTablesCheck(directory, options);
    });
  tables
    .command("diff")
    .description("List, table by table, every added, removed and changed row and cell between two tables versions, with the percent change of every number")
    .argument("<from>", "the earlier version: a version folder (tables/2026.1) or a version label of --tables")
    .argument("<to>", "the later version, likewise")
    .option("--tables <dir>", "tables folder of version labels (default: the tables shipped with pmi-rating)")
    .option("--json", "the diff as one JSON document")
    .option("--csv", "one CSV line per added or removed row and changed cell")
    .addHelpText(
      "after",
      `
Rows are paired by their key columns (an age band by from_age and to_age, a postcode band by
its prefix, an option price by option_id and level, ...); every other column that differs is a
changed cell, with its value before and after and, for a number, the percent change to two
places. The manifest is compared key by key. Values are compared as written (0.60 and 0.6
differ, as the content hash does).

Exit codes: 0 diff printed (whether or not the versions differ); 1 a version or folder cannot
be read; 2 usage.

Examples:
  $ pmi-rating tables diff 2026.1 2027.1
  $ pmi-rating tables diff tables/2027.1 proposed/2027.1 --csv > changes.csv`,
    )
    .action(async (from: string, to: string, options: { json?: boolean; csv?: boolean; tables?: string }) => {
      const { runTablesDiff } = await import("../run/runTablesDiff.js");
      await runTablesDiff(from, to, options);
    });
  tables
    .command("solve")
    .description(
      "Find the uniform change to one table (or one per segment) that gives a target change in book premium, pricing the book with the real engine, and write the adjusted version",
    )
    .requiredOption("--book <file>", "NDJSON book, one quotation request a line")
    .requiredOption("--from <version>", "the version to adjust: a version folder (tables/2027.1) or a version label of --tables")
    .requiredOption("--target <percent>", "the change in book premium wanted, e.g. +4.5%")
    .requiredOption("-o, --out <dir>", "tables folder to write, with the adjusted version as a draft")
    .option("--scale <table>", "what one multiplier scales: base-rates, or table:ncd, table:payment, table:underwriting, table:option-prices", "base-rates")
    .addOption(
      new Option(
        "--segment <dimension>",
        "one multiplier per segment, each segment's premium on target: age-band or postcode-band (base-rates), payment (table:payment), option (table:option-prices)",
      ).choices(SEGMENT_DIMENSIONS),
    )
    .addOption(new Option("--basis <premium>", "premium the change is measured on").choices(["gross", "net"]).default("gross"))
    .option("--tables <dir>", "tables folder of a version label (default: the tables shipped with pmi-rating)")
    .option("--as <version>", "write the adjusted version as a new version with this label, beside the one it came from")
    .option("--effective-from <date>", "with --as (required by it): the new version's effectiveFrom (YYYY-MM-DD), a day no other version takes")
    .addHelpText(
      "after",
      `
The book is priced with the version as it is, then with its table multiplied by one factor,
searched for (secant steps kept inside a bracket) until the change in book premium, measured
exactly as impact measures it, is the target within 0.005 %. Every trial prices the whole book,
so minimum premiums, the renewal cap and collar and rounding to pennies count. Scaled values
are rounded to pennies (rates) or six places (factors). The written version is a draft: its
sign-off is removed until pmi-rating tables approve. With --as the new version is written
beside the one it came from, so it needs its own --effective-from: a label or a day another
version already takes is refused (exit 2) before anything is priced or written, and so is
--effective-from without --as. Solving from a draft, or from a version changed since its
approval, is allowed (it is an analysis) and said on standard error.

With --segment, each segment of the table gets its own multiplier and each segment's book
premium moves by the target: age-band scales a row of base rates (the policies whose
policyholder is in the band, as impact --by age-band places them), postcode-band a column of
base rates (the policyholder's band), payment a row of table:payment (the policy's payment
method), option one option's rows of table:option-prices (the policies taking it: a policy
taking two options is in both). A policy can depend on several segments' cells (a couple in
two age bands), so the segments are solved in rounds until every one is on target together.
A segment without a policy in the book keeps its values. Any other pairing is a usage error.

Exit codes: 0 solved; 1 the book or tables cannot be read, or no multiplier reaches the target
(the closest is written); 2 usage.

Examples:
  $ pmi-rating tables solve --book book.ndjson --from 2026.1 --target +4.5% --out proposed --as 2027.2 --effective-from 2027-03-01
  $ pmi-rating tables solve --book book.ndjson --from tables/2027.1 --target -1% --scale table:ncd --out proposed
  $ pmi-rating tables solve --book book.ndjson --from 2026.1 --target +4.5% --segment age-band --out proposed`,
    )
    .action(
      async (options: {
        book: string;
        from: string;
        target: string;
        scale: string;
        segment?: SegmentDimension;
        basis: "gross" | "net";
        out: string;
        tables?: string;
        as?: string;
        effectiveFrom?: string;
      }) => {
        const { runTablesSolve } = await import("../run/runTablesSolve.js");
        await runTablesSolve(options);
      },
    );
  tables
    .command("export")
    .description("Write one tables version as an Excel workbook: the manifest on the first sheet, one sheet per table, the IPT history last")
    .argument("<version>", "a version folder (tables/2026.1) or a version label of --tables")
    .requiredOption("--xlsx <file>", "the workbook to write (.xlsx)")
    .option("--tables <dir>", "tables folder of a version label (default: the tables shipped with pmi-rating)")
    .addHelpText(
      "after",
      `
Numbers are spreadsheet numbers formatted with their own decimal places (1.60 shows as 1.60);
other values (postcode prefixes, dates) are text. Edit the workbook, then read it back with
pmi-rating tables import: the CSV files are written exactly as the tools write them, so an
unedited workbook gives back the same files, byte for byte, and the same content hash.

Examples:
  $ pmi-rating tables export 2027.1 --xlsx 2027.1.xlsx
  $ pmi-rating tables export proposed/2027.1 --xlsx proposed.xlsx`,
    )
    .action(async (version: string, options: { xlsx: string; tables?: string }) => {
      const { runTablesExport } = await import("../run/runTablesXlsx.js");
      await runTablesExport(version, options);
    });
  tables
    .command("import")
    .description("Read a workbook written by tables export (and edited) back into a tables folder of CSV files, checked as tables check does")
    .argument("<file>", "the workbook (.xlsx)")
    .requiredOption("-o, --out <dir>", "tables folder to write: ipt.csv and the version's folder")
    .addHelpText(
      "after",
      `
Every problem is listed with its sheet, row and column (a date or formula where a value is
expected, a missing sheet, and every check of tables check).

Exit codes: 0 written and valid; 1 the workbook cannot be read or has problems (each listed;
the files read are still written); 2 usage.

Example:
  $ pmi-rating tables import 2027.1.xlsx --out proposed`,
    )
    .action(async (file: string, options: { out: string }) => {
      const { runTablesImport } = await import("../run/runTablesXlsx.js");
      await runTablesImport(file, options);
    });
  tables
    .command("approve")
    .description("Sign off a tables version: write status approved, who, when and the content hash approved into its manifest")
    .argument("<version>", "a version folder (tables/2027.1), or a version label in --tables")
    .requiredOption("--by <name>", "who approves the version")
    .option("--at <date>", "the date of the sign-off, YYYY-MM-DD (default: today)")
    .option("--tables <dir>", "tables folder holding the version when <version> is a label (required then: the shipped tables are not changed in place)")
    .addHelpText(
      "after",
      `
The whole folder is checked first: tables with any problem are not approved. The content hash
written (approvedHash) leaves the sign-off keys out, so it is the version's hash as every quote
reports it; change any file afterwards and tables check fails with APPROVAL_OUTDATED until the
version is approved again. Only versions approved as they are price live quotes (serve, quote);
a draft, or a version changed after approval, prices in analysis (impact, tables solve, the
workbench) or with --allow-unapproved-tables.

Exit codes: 0 approved; 1 a problem in the tables (each listed) or no such version; 2 usage
(a version label without --tables).

Examples:
  $ pmi-rating tables approve tables/2027.1 --by "A. Actuary"
  $ pmi-rating tables approve 2027.1 --tables ./proposed --by "A. Actuary" --at 2026-10-01`,
    )
    .action(async (version: string, options: { by: string; at?: string; tables?: string }) => {
      const { runTablesApprove } = await import("../run/runTablesApprove.js");
      await runTablesApprove(version, options);
    });
  return tables;
}
