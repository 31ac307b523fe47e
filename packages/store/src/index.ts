export { openPostgresClient } from "./openPostgresClient.js";
export type { SqlClient, SqlRow } from "./sqlClient.js";
export { openQuoteStore, type QuoteStoreLocation } from "./openQuoteStore.js";
export { QuoteStoreHeldError, storeLockPath, type StoreLockHolder } from "./holdStoreLock.js";
export type { ChangedTablesVersion, QuoteListFilter, QuoteOutcome, QuoteRecord, QuoteStore, StoredTables } from "./quoteRecord.js";
export { readQuoteStoreConfig, type QuoteStoreConfig, type QuoteStoreConfigResult } from "./readQuoteStoreConfig.js";
export { recordOfExchange, type AnsweredQuoteRequest } from "./recordOfExchange.js";
export { replayQuotes, type ChangedOnDisk, type ReplayOptions, type ReplayReport, type UnreproducedQuote } from "./replayQuotes.js";
export { saveServedTables } from "./saveServedTables.js";
export type { TablesByHash } from "./createTablesByHash.js";
export {
  QuoteStoreConfigError,
  QuoteStoreOpenError,
  startServiceQuoteRecords,
  type ServiceQuoteRecords,
  type ServiceQuoteRecordsOptions,
  type StartQuoteRecords,
} from "./startServiceQuoteRecords.js";
export type { QuoteRecords, QuoteRecordsLog, QuoteRecordsOptions } from "./startQuoteRecords.js";
export { withQuoteRecordsOpenApi } from "./withQuoteRecordsOpenApi.js";
export { MIGRATION_LOCK } from "./applyMigrations.js";
export { createQuotationRecorder, type QuotationRecorderOptions, type QuoteRecorder } from "./createQuotationRecorder.js";
export { QuotationNotRecordableError, unrecordableProblemOf, type SetAsideRecord } from "./unwritableRecords.js";
export { DEFAULT_MOST_RECORD_BYTES } from "./readQuoteStoreConfig.js";
export { createStoredIdempotencyKeys, DEFAULT_ABANDONED_AFTER_MS, type StoredIdempotencyKeysOptions } from "./createStoredIdempotencyKeys.js";
export type { IdempotencyKeyTable, StoredKeyClaim, StoredKeyState } from "./idempotencyKeyTable.js";
export { ErasureSelectionError, setAsideQuotesToErase } from "./createQuoteErasure.js";
export { erasureSelectionProblems, type ErasureReport, type ErasureSelection } from "./erasureSelection.js";
export { setAsidePathOf } from "./setAsideRecords.js";
