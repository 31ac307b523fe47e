export { streamOfChunks } from "./http/streamOfChunks.js";
export { invalidQuoteRequest, validQuoteRequest, type JsonRequest } from "./properties/arbitraries.js";
export { membersOfQuote } from "./properties/responses.js";
export { POINTERS, buildMember, buildQuote, buildRequest } from "./request/buildValidRequest.js";
export { issuesOf } from "./request/issuesOf.js";
export { mutatedQuoteRequest } from "./request/mutatedQuoteRequest.js";
export { codesOf, readerOf } from "./request/readerOf.js";
export { expectNoPriceGiven } from "./store/expectNoPriceGiven.js";
export { exampleRequestText, sampleRecord } from "./store/sampleRecord.js";
export {
  POSTGRES_SKIP_REASON,
  STORE_BACKENDS,
  TEST_DATABASE_URL,
  describeOnStoreBackends,
  freshPgliteLocation,
  freshPostgresLocation,
  type StoreBackend,
} from "./store/testStoreLocations.js";
export { TABLES_DIRECTORY, copyDefaultTables } from "./tables/copyDefaultTables.js";
export { csv } from "./tables/csv.js";
export { sampleQuoteResponse } from "./sampleQuoteResponse.js";
export { skippedBecause } from "./skippedBecause.js";
