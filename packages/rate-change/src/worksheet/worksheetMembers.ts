import type { MemberQuote, QuoteResponse, WorksheetLine } from "pmi-rating";

/** The worksheet lines of one member (or of the policy), with the member's priced result. */
export interface WorksheetSection {
  /** JSON pointer of the member in the request; undefined for the policy's own lines. */
  readonly pointer: string | undefined;
  /** The member in the response, when the pointer names one. */
  readonly member: MemberQuote | undefined;
  readonly lines: readonly WorksheetLine[];
}

const MEMBER_POINTER = /memberCategory\/(\d+)\/familyUnit\/(\d+)\/member\/(\d+)$/;

/**
 * Splits a worksheet into one section per member, in the order members first appear, then
 * the policy-level lines (those without `member`), so that each can be printed as a table.
 *
 * @example
 * worksheetSections(response).map((section) => section.pointer);
 * // ["/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/0", undefined]
 */
export function worksheetSections(response: QuoteResponse): WorksheetSection[] {
  const byPointer = new Map<string | undefined, WorksheetLine[]>();
  for (const line of response.worksheet ?? []) {
    const lines = byPointer.get(line.member) ?? [];
    lines.push(line);
    byPointer.set(line.member, lines);
  }
  const sections: WorksheetSection[] = [];
  for (const [pointer, lines] of byPointer) {
    if (pointer !== undefined) sections.push({ pointer, member: memberAt(response, pointer), lines });
  }
  const policyLines = byPointer.get(undefined);
  if (policyLines !== undefined) sections.push({ pointer: undefined, member: undefined, lines: policyLines });
  return sections;
}

/** The response's member that a request pointer names, by its category, family and member indexes. */
export function memberAt(response: QuoteResponse, pointer: string): MemberQuote | undefined {
  const match = MEMBER_POINTER.exec(pointer);
  if (match === null) return undefined;
  const [, category, family, member] = match;
  return response.memberCategory[Number(category)]?.familyUnit[Number(family)]?.member[Number(member)];
}
