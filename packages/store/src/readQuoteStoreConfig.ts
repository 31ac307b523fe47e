import { join } from "node:path";

/** Where and how the service keeps its quote records, read from the environment (docs/records.md). */
export type QuoteStoreConfig =
  | { readonly enabled: false }
  | {
      readonly enabled: true;
      /** PostgreSQL connection string (DATABASE_URL); absent: PGlite in `pgliteDir`. */
      readonly databaseUrl?: string;
      /** Folder of the embedded database (PMI_DATA_DIR/quotes). */
      readonly pgliteDir: string;
      /** Records older than this many days are deleted (PMI_QUOTE_RETENTION_DAYS). */
      readonly retentionDays: number;
      /** How often the service deletes them (PMI_QUOTE_PURGE_INTERVAL_MINUTES). */
      readonly purgeIntervalMinutes: number;
      /**
       * With the database unreachable: `refuse` answers 503 and prices nothing it cannot record;
       * `journal` writes the record to a local journal (flushed to disk) and answers, the journal
       * being copied to the database when it is back (PMI_QUOTE_STORE_UNAVAILABLE).
       */
      readonly whenUnavailable: "refuse" | "journal";
      /** Folder of the local journal (PMI_QUOTE_JOURNAL_DIR, default PMI_DATA_DIR/journal). */
      readonly journalDir: string;
      /** The most one record may weigh in bytes of its texts: a quotation whose record weighs more is answered 413 (PMI_QUOTE_RECORD_MAX_BYTES). */
      readonly mostRecordBytes: number;
    };

/** What `readQuoteStoreConfig` read: the configuration, or every problem with the environment. */
export type QuoteStoreConfigResult = { readonly ok: true; readonly config: QuoteStoreConfig } | { readonly ok: false; readonly problems: readonly string[] };

/** Six years: the time limit of a complaint to the Financial Ombudsman and of a claim in contract. */
export const DEFAULT_RETENTION_DAYS = 2190;

/** The least and the most a numeric setting may be, both included. */
export interface NumberRange {
  readonly least: number;
  readonly most: number;
}

/** `PMI_QUOTE_RETENTION_DAYS`: a day to a hundred years. */
export const RETENTION_DAYS_RANGE: NumberRange = Object.freeze({ least: 1, most: 36_500 });

/** How often the service deletes expired records, in minutes, when `PMI_QUOTE_PURGE_INTERVAL_MINUTES` is unset. */
export const DEFAULT_PURGE_INTERVAL_MINUTES = 60;

/** `PMI_QUOTE_PURGE_INTERVAL_MINUTES`: a minute to a week (a timer holds at most 2^31 - 1 ms, about 24.8 days). */
export const PURGE_INTERVAL_MINUTES_RANGE: NumberRange = Object.freeze({ least: 1, most: 10_080 });

/**
 * The most one record may weigh, in bytes of its texts (UTF-8): request, response, warnings, the
 * caller's id, headers and calling system, when `PMI_QUOTE_RECORD_MAX_BYTES` is unset. A
 * quotation of four members with its worksheet is a few tens of kB; 1 MiB leaves room for the
 * largest body the service takes (256 KiB) with its answer.
 */
export const DEFAULT_MOST_RECORD_BYTES = 1024 * 1024;

/** `PMI_QUOTE_RECORD_MAX_BYTES`: 64 KiB to 16 MiB. */
export const MOST_RECORD_BYTES_RANGE: NumberRange = Object.freeze({ least: 64 * 1024, most: 16 * 1024 * 1024 });

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === "" ? undefined : trimmed;
}

/**
 * Reads the quote store's configuration, every problem at once. `PMI_QUOTE_STORE` is `on` or
 * `off`; unset, `defaultEnabled` decides (on for `pmi-rating serve`, off for a service started
 * from code that did not ask for it).
 *
 * @example
 * readQuoteStoreConfig({ DATABASE_URL: "postgres://db/rating" }, { defaultEnabled: true });
 * // { ok: true, config: { enabled: true, databaseUrl: "postgres://db/rating", pgliteDir: "data/quotes", retentionDays: 2190, ... } }
 */
export function readQuoteStoreConfig(env: Readonly<Record<string, string | undefined>>, options: { readonly defaultEnabled: boolean }): QuoteStoreConfigResult {
  const problems: string[] = [];
  const switchText = present(env.PMI_QUOTE_STORE)?.toLowerCase();
  if (switchText !== undefined && switchText !== "on" && switchText !== "off") problems.push(`PMI_QUOTE_STORE must be on or off, not "${switchText}".`);
  const wholeNumber = (name: string, fallback: number, range: NumberRange): number => {
    const text = present(env[name]);
    if (text === undefined) return fallback;
    const value = /^\d{1,15}$/.test(text) ? Number(text) : Number.NaN;
    if (!(value >= range.least && value <= range.most)) {
      problems.push(`${name} must be a whole number from ${range.least} to ${range.most}, not "${text}".`);
      return fallback;
    }
    return value;
  };
  const retentionDays = wholeNumber("PMI_QUOTE_RETENTION_DAYS", DEFAULT_RETENTION_DAYS, RETENTION_DAYS_RANGE);
  const purgeIntervalMinutes = wholeNumber("PMI_QUOTE_PURGE_INTERVAL_MINUTES", DEFAULT_PURGE_INTERVAL_MINUTES, PURGE_INTERVAL_MINUTES_RANGE);
  const mostRecordBytes = wholeNumber("PMI_QUOTE_RECORD_MAX_BYTES", DEFAULT_MOST_RECORD_BYTES, MOST_RECORD_BYTES_RANGE);
  const whenUnavailable = present(env.PMI_QUOTE_STORE_UNAVAILABLE)?.toLowerCase() ?? "refuse";
  if (whenUnavailable !== "refuse" && whenUnavailable !== "journal") {
    problems.push(`PMI_QUOTE_STORE_UNAVAILABLE must be refuse (answer 503) or journal (keep pricing and catch up), not "${whenUnavailable}".`);
  }
  const databaseUrl = present(env.DATABASE_URL);
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl))
    problems.push("DATABASE_URL must be a PostgreSQL connection string, postgres://user@host:port/database.");
  if (problems.length > 0) return { ok: false, problems };
  const enabled = switchText === undefined ? options.defaultEnabled : switchText === "on";
  if (!enabled) return { ok: true, config: { enabled: false } };
  const dataDir = present(env.PMI_DATA_DIR) ?? "data";
  return {
    ok: true,
    config: {
      enabled: true,
      ...(databaseUrl === undefined ? {} : { databaseUrl }),
      pgliteDir: join(dataDir, "quotes"),
      retentionDays,
      purgeIntervalMinutes,
      whenUnavailable: whenUnavailable === "journal" ? "journal" : "refuse",
      journalDir: present(env.PMI_QUOTE_JOURNAL_DIR) ?? join(dataDir, "journal"),
      mostRecordBytes,
    },
  };
}
