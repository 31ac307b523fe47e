import type { WorksheetLine } from "../model/response.js";
import type { QuoteState } from "./types.js";

/** A worksheet line for one member, before the step and the member are filled in. */
export type MemberLine = Omit<WorksheetLine, "member" | "step">;

/**
 * Adds a member's worksheet line for `step`, stamped with the step and the member's pointer,
 * when the worksheet is wanted. Kernels call it with the values they have just computed, so
 * the line and the price come from the same code. (The default steps' lines, in
 * `src/steps/lines`, are built whole, member and step first, and pushed onto `quote.worksheet`
 * as they are: stamping copies the line, a tenth of explain's cost when every step did it.)
 *
 * @example
 * explainLine(quote, member.member.pointer, "wellness", { description: "...", before: "100", after: "95" });
 */
export function explainLine(quote: QuoteState, memberPointer: string, step: string, line: MemberLine): void {
  quote.worksheet?.push({ member: memberPointer, step, ...line });
}
