import type { Issue } from "../../model/issue.js";

/**
 * The answer of a table check that found nothing, shared and frozen: most checks of most
 * requests find nothing, and a new empty list from each of them was garbage on every request.
 * A check makes its own list on its first problem.
 */
export const NO_ISSUES: readonly Issue[] = Object.freeze([]);
