import type { Instalments, MemberQuote, QuoteResponse, WorksheetLine } from "pmi-rating";
import type { Colors } from "./colors.js";
import { createTable } from "./createTable.js";
import { formatExactDecimal } from "./formatExactDecimal.js";
import { formatWarnings } from "./formatIssues.js";
import { worksheetSections } from "@pmi-rating/rate-change";

/**
 * The worksheet of a quote as an actuary reads it on a terminal: one table per member, step by
 * step (table row used, factor or amount, premium before and after), the policy-level steps,
 * the priced members, the policy totals and instalments, and the tables version and hash that
 * reproduce it. Long exact figures are cut to 6 decimals and marked "…"; `--format csv` keeps
 * every digit.
 *
 * @example
 * process.stdout.write(formatWorksheetText(quote(request, tables, { explain: true }), colors));
 */
export function formatWorksheetText(response: QuoteResponse, colors: Colors): string {
  const out: string[] = [];
  out.push(
    colors.bold(`Quote ${response.id ?? "(no id)"} — ${response.productName}, ${response.transactionType}`),
    `Price date ${response.priceRequiredDate}, tax date ${response.taxRequiredDate}, payment ${response.paymentType} × ${response.paymentFrequency} a year`,
    "",
  );

  for (const section of worksheetSections(response)) {
    out.push(colors.bold(section.pointer === undefined ? "Policy" : memberTitle(section.pointer, section.member)));
    out.push(stepsTable(section.lines, colors), "");
  }

  out.push(colors.bold("Members"));
  const members = createTable(["Member", "Relationship", "Age", "Band", "NCD", "C&C factor", "Net £", "IPT £", "Gross £"], colors, [
    "left",
    "left",
    "right",
    "left",
    "right",
    "right",
    "right",
    "right",
    "right",
  ]);
  response.memberCategory.forEach((category, categoryIndex) =>
    category.familyUnit.forEach((family, familyIndex) =>
      family.member.forEach((member, memberIndex) => {
        members.push([
          `${categoryIndex}/${familyIndex}/${memberIndex}${member.number === undefined ? "" : ` (no. ${member.number})`}`,
          member.isMemberNeeded ? member.relationship : `${member.relationship} (not needed)`,
          member.age,
          member.postcodeBand ?? "",
          member.ncdLevel,
          member.cncFactor ?? "",
          money(member.netPrice),
          money(member.ipt),
          money(member.grossPrice),
        ]);
      }),
    ),
  );
  out.push(members.toString(), "");

  out.push(colors.bold("Policy totals (annual)"));
  const totals = createTable(["", "Net £", "IPT £", "Gross £"], colors, ["left", "right", "right", "right"]);
  totals.push(["Policy", money(response.netPrice), money(response.ipt), money(response.grossPrice)]);
  out.push(totals.toString(), "");

  out.push(colors.bold(`Instalments (${response.instalments.numberOfInstalments} a year)`));
  out.push(instalmentsTable(response.instalments, colors), "");

  out.push(
    `Tables version ${response.tables.version} (effective ${response.tables.effectiveFrom}${response.tables.illustrative ? ", illustrative" : ""})`,
    `Tables hash    ${response.tables.hash}`,
  );
  if (response.warnings.length > 0) {
    out.push("", colors.bold(colors.yellow("Warnings")), formatWarnings(response.warnings, colors).trimEnd());
  }
  return `${out.join("\n")}\n`;
}

function memberTitle(pointer: string, member: MemberQuote | undefined): string {
  if (member === undefined) return `Member ${pointer}`;
  const number = member.number === undefined ? "" : ` ${member.number}`;
  return `Member${number} — ${member.relationship}, age ${member.age}${member.postcodeBand === undefined ? "" : `, band ${member.postcodeBand}`} (${pointer})`;
}

function stepsTable(lines: readonly WorksheetLine[], colors: Colors): string {
  const table = createTable(
    ["#", "Step", "What it did", "Table row", "Factor", "Amount", "Before", "After"],
    colors,
    ["right", "left", "left", "left", "right", "right", "right", "right"],
    [null, null, 52, 36, null, null, null, null],
  );
  lines.forEach((line, index) => {
    table.push([
      index + 1,
      line.step,
      line.description,
      tableRow(line),
      formatExactDecimal(line.factor),
      formatExactDecimal(line.amount),
      formatExactDecimal(line.before),
      formatExactDecimal(line.after),
    ]);
  });
  return table.toString();
}

/** "base-rates.csv:14 (age 30-34, band C)": where the figure came from. */
function tableRow(line: WorksheetLine): string {
  const where = line.table === undefined ? "" : `${line.table}${line.row === undefined ? "" : `:${line.row}`}`;
  if (line.key === undefined) return where;
  return where === "" ? line.key : `${where} (${line.key})`;
}

function instalmentsTable(instalments: Instalments, colors: Colors): string {
  const table = createTable(["", "First £", "Then £", "Payments"], colors, ["left", "right", "right", "right"]);
  const later = instalments.numberOfInstalments - 1;
  table.push(["Net", money(instalments.net.first), later > 0 ? money(instalments.net.regular) : "", `1 + ${later}`]);
  table.push(["Gross", money(instalments.gross.first), later > 0 ? money(instalments.gross.regular) : "", `1 + ${later}`]);
  return table.toString();
}

function money(amount: number): string {
  return amount.toFixed(2);
}
