export { validateQuoteRequest, type ValidateOptions } from "./validateQuoteRequest.js";
export type { ValidationFailure, ValidationResult, ValidationSuccess } from "./ValidationResult.js";
export { QuoteRequestSchema } from "./QuoteRequestSchema.js";
