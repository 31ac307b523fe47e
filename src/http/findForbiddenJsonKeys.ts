import { toJsonPointer } from "../model/toJsonPointer.js";

/** A value met while walking the body, linked to its parent so that paths are built only when needed. */
interface Visit {
  readonly value: unknown;
  readonly key: string | number | undefined;
  readonly parent: Visit | undefined;
}

function pathOf(visit: Visit, ...more: string[]): (string | number)[] {
  const segments: (string | number)[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) segments.push(at.key);
  return [...segments.reverse(), ...more];
}

/**
 * JSON pointers of the keys that could poison an object's prototype if the parsed request
 * were ever merged into another object: every `__proto__` key, and every `prototype` key of
 * an object found under a `constructor` key. `JSON.parse` keeps them as plain own properties,
 * so they are harmless until some code copies them; the adapter refuses them at the door.
 *
 * @example
 * findForbiddenJsonKeys(JSON.parse('{"a":{"__proto__":{"x":1}}}')); // ["/a/__proto__"]
 * findForbiddenJsonKeys({ constructor: { prototype: {} } }); // ["/constructor/prototype"]
 */
export function findForbiddenJsonKeys(value: unknown): string[] {
  const pointers: string[] = [];
  // An explicit stack instead of recursion: a deeply nested body must not overflow the stack.
  const pending: Visit[] = [{ value, key: undefined, parent: undefined }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const current = visit.value;
    if (Array.isArray(current)) {
      current.forEach((item: unknown, index) => pending.push({ value: item, key: index, parent: visit }));
    } else if (current !== null && typeof current === "object") {
      for (const key of Object.keys(current)) {
        const child: unknown = (current as Record<string, unknown>)[key];
        if (key === "__proto__") pointers.push(toJsonPointer(pathOf(visit, key)));
        else if (key === "constructor" && child !== null && typeof child === "object" && Object.hasOwn(child, "prototype")) {
          pointers.push(toJsonPointer(pathOf(visit, key, "prototype")));
        }
        pending.push({ value: child, key, parent: visit });
      }
    }
  }
  return pointers.sort();
}
