import { parseTree, type Node } from "jsonc-parser";

/** Where a JSON pointer lands in a JSON text: character offsets, end exclusive. */
export interface TextRange {
  readonly start: number;
  readonly end: number;
  /** False when the pointer names something absent (a missing field): the range is then its nearest present parent's key. */
  readonly exact: boolean;
}

/**
 * The characters of a JSON text that a JSON pointer (RFC 6901) names, so the page can
 * highlight the field a problem is about: the whole `"key": value` of an object member, the
 * element of an array. When the pointer names a field that is absent (a required field
 * missing), the range is the key of its nearest present parent, so the reader still sees
 * where to add it. `undefined` when the text is not JSON at all.
 *
 * @example
 * pointerRange('{"a":{"b":1}}', "/a/b"); // { start: 6, end: 11, exact: true }  ('"b":1')
 */
export function pointerRange(text: string, pointer: string): TextRange | undefined {
  const root = parseTree(text);
  if (root === undefined) return undefined;
  const segments =
    pointer === ""
      ? []
      : pointer
          .slice(1)
          .split("/")
          .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"));
  let node: Node = root;
  for (const segment of segments) {
    const child = childOf(node, segment);
    if (child === undefined) return rangeOfKey(node, false);
    node = child;
  }
  const property = node.parent?.type === "property" ? node.parent : undefined;
  const target = property ?? node;
  return { start: target.offset, end: target.offset + target.length, exact: true };
}

function childOf(node: Node, segment: string): Node | undefined {
  if (node.type === "object") {
    const property = node.children?.find((candidate) => candidate.children?.[0]?.value === segment);
    return property?.children?.[1];
  }
  if (node.type === "array" && /^(0|[1-9]\d*)$/.test(segment)) return node.children?.[Number(segment)];
  return undefined;
}

/** The key of the property holding `node` (or the node's first character when it is the root or an array element). */
function rangeOfKey(node: Node, exact: boolean): TextRange {
  const key = node.parent?.type === "property" ? node.parent.children?.[0] : undefined;
  if (key !== undefined) return { start: key.offset, end: key.offset + key.length, exact };
  return { start: node.offset, end: node.offset + 1, exact };
}
