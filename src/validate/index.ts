export { validateQuoteRequest, type ValidateOptions } from "./validateQuoteRequest.js";
export type { ValidationFailure, ValidationResult, ValidationSuccess } from "./ValidationResult.js";
export { ageOnDate } from "./ageOnDate.js";
export { normalizePostcode } from "./normalizePostcode.js";
export { isCalendarDate } from "./isCalendarDate.js";
export { REQUEST_LIMITS } from "./limits.js";
export { expectedNcdLevels, type ExpectedNcdLevels } from "./tables/expectedNcdLevels.js";
export { incentiveEligibility, type IncentiveApplicant, type IncentiveEligibility } from "./tables/incentiveEligibility.js";
