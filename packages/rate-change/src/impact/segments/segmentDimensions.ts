/** The ways `impact --by` can cut a book, each read from the policy's own quote. */
export const SEGMENT_DIMENSIONS = ["age-band", "postcode-band", "transaction-type", "payment", "channel", "option"] as const;

/** One way of cutting a book into segments. */
export type SegmentDimension = (typeof SEGMENT_DIMENSIONS)[number];

/**
 * Reads `--by age-band,postcode-band` into the dimensions, in the order given (the order of the
 * report's columns), each once; an unknown name is a usage error naming the known ones.
 *
 * @example
 * parseSegmentDimensions("age-band, postcode-band"); // ["age-band", "postcode-band"]
 */
export function parseSegmentDimensions(text: string): SegmentDimension[] {
  const names = text
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
  const unknown = names.filter((name) => !(SEGMENT_DIMENSIONS as readonly string[]).includes(name));
  if (unknown.length > 0 || names.length === 0) {
    throw new RangeError(`${unknown.length > 0 ? `unknown segment ${unknown.join(", ")}` : "no segment named"}; choose any of ${SEGMENT_DIMENSIONS.join(", ")}.`);
  }
  return [...new Set(names)] as SegmentDimension[];
}
