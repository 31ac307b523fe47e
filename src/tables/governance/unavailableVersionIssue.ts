import type { Issue } from "../../model/issue.js";
import { selectTablesVersion } from "../selectTablesVersion.js";
import type { TablesData } from "../types.js";

/** Who may use which tables version: the quote date, and whether drafts may price. */
export interface VersionUseOptions {
  /** The date the quotation is made, YYYY-MM-DD; absent: `availableFrom` is not checked. */
  readonly quoteDate?: string;
  /** Price with a draft version (the workbench, `impact`, `--allow-draft`); default false. */
  readonly allowDraft?: boolean;
}

/**
 * Why the version in force on a price date may not price this quotation, or `undefined` when it
 * may: a draft when drafts are not asked for, or a version whose `availableFrom` is after the
 * quote date. The quotation is refused (`TABLES_NOT_EFFECTIVE` at `/priceRequiredDate`) rather
 * than priced with an earlier version, which would be a wrong price for that date.
 *
 * @example
 * unavailableVersionIssue(tables, "2027-02-01", { quoteDate: "2026-10-01" });
 * // { path: "/priceRequiredDate", code: "TABLES_NOT_EFFECTIVE", message: "Version 2027.1 … from 2026-11-15 …" }
 */
export function unavailableVersionIssue(tables: TablesData, priceDate: string, options: VersionUseOptions): Issue | undefined {
  const version = selectTablesVersion(tables, priceDate);
  if (version === undefined) return undefined;
  const { manifest } = version;
  if (manifest.status === "draft" && options.allowDraft !== true) {
    return {
      path: "/priceRequiredDate",
      code: "TABLES_NOT_EFFECTIVE",
      message: `Version ${manifest.version}, in force on ${priceDate}, is a draft: it prices only once approved (or where drafts are asked for).`,
    };
  }
  if (manifest.availableFrom !== undefined && options.quoteDate !== undefined && options.quoteDate < manifest.availableFrom) {
    return {
      path: "/priceRequiredDate",
      code: "TABLES_NOT_EFFECTIVE",
      message: `Version ${manifest.version}, in force on ${priceDate}, may be quoted only from ${manifest.availableFrom}; the quote date is ${options.quoteDate}.`,
    };
  }
  return undefined;
}
