/**
 * The tables as read from their files and before any validation: every CSV as its header and
 * rows of trimmed strings, every manifest as the JSON value it holds. This is the input of
 * `compileTables` (pure) and the content of the shipped default-tables module; reading it from
 * a folder is `readTablesFolder` (Node).
 */

/** The CSV files every tables version holds, besides `manifest.json`. */
export const VERSION_CSV_FILES = [
  "limits.csv",
  "base-rates.csv",
  "postcode-bands.csv",
  "underwriting.csv",
  "options.csv",
  "option-prices.csv",
  "ncd.csv",
  "payment.csv",
  "incentive-eligibility.csv",
  "incentive-exclusive-pairs.csv",
] as const;
/**
 * A rating factor's own table in a version folder: `factor-<name>.csv` (lower-case letters,
 * digits and hyphens). The tables read it as a CSV (header and rows of text), hash it with the
 * version and keep it for the factor (`TablesVersion.factorTables`); its rows' meaning and
 * checks are the factor's (src/factors/<name>/).
 */
export const FACTOR_TABLE_FILE_PATTERN = /^factor-[a-z0-9]+(?:-[a-z0-9]+)*\.csv$/;

/** The name of one of the CSV files every version folder holds. */
export type VersionCsvFile = (typeof VERSION_CSV_FILES)[number];

/** File name of a version's manifest. */
export const MANIFEST_FILE = "manifest.json";
/** The IPT history, at the top of the tables folder, shared by every version. */
export const IPT_FILE = "ipt.csv";
/** Postcode areas outside UK IPT and their territory, at the top of the tables folder (optional, with `premium-tax.csv`). */
export const TAX_TERRITORIES_FILE = "tax-territories.csv";
/** Each tax territory's premium-tax history, at the top of the tables folder (optional, with `tax-territories.csv`). */
export const PREMIUM_TAX_FILE = "premium-tax.csv";

/** One non-blank CSV record, its values keyed by header name. */
export interface ParsedRow {
  /** Spreadsheet row: the header is row 1, so the first data row is row 2. */
  readonly row: number;
  readonly values: Readonly<Record<string, string>>;
}

/** One CSV file as read: its header and its rows, each with its spreadsheet row number. */
export interface ParsedCsv {
  /** Header names in file order (blank header cells are dropped). */
  readonly header: readonly string[];
  readonly rows: readonly ParsedRow[];
}

/** One version folder as read: its manifest and CSV files. */
export interface ParsedVersion {
  /** Folder name, which must equal the manifest's `version`. */
  readonly directory: string;
  /** The parsed `manifest.json`; absent when the file is missing or unreadable. */
  readonly manifest?: unknown;
  /** Absent entries are missing (or unreadable) files. */
  readonly files: Readonly<Partial<Record<VersionCsvFile, ParsedCsv>>>;
  /** The rating factors' own tables (`factor-<name>.csv`) by file name; absent when the version has none. */
  readonly factorFiles?: Readonly<Record<string, ParsedCsv>>;
}

/** sha-256 (hex) of the canonical content: overall and per version directory. */
export interface ContentHashes {
  readonly overall: string;
  readonly byVersion: Readonly<Record<string, string>>;
}

/** Tables as read from files, before checking: the IPT history and one entry per version, with content hashes. */
export interface ParsedTables {
  readonly versions: readonly ParsedVersion[];
  /** Absent when `ipt.csv` is missing or unreadable. */
  readonly ipt?: ParsedCsv;
  /** Absent when `tax-territories.csv` is not in the folder: every postcode is then in the UK for IPT. */
  readonly taxTerritories?: ParsedCsv;
  /** Absent when `premium-tax.csv` is not in the folder. */
  readonly premiumTax?: ParsedCsv;
  readonly hashes: ContentHashes;
}

/** Parsed tables before their hashes are worked out. */
export type UnhashedParsedTables = Omit<ParsedTables, "hashes">;
