/**
 * A setter that writes a field only when it has a value, so that drafts never hold
 * `undefined` (the project compiles with `exactOptionalPropertyTypes`).
 *
 * @example
 * const set = setterOf(member);
 * set("age", readInteger(reader, "age")); // absent or invalid: member.age stays unset
 */
export function setterOf<T extends object>(target: T): <K extends keyof T>(key: K, value: T[K] | undefined) => void {
  return (key, value) => {
    if (value !== undefined) target[key] = value;
  };
}
