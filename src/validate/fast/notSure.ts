/**
 * What the fast path throws when it cannot be sure a request is sound: a constant (no stack
 * is captured), caught by `validateSoundRequest`, which then leaves the request to the full
 * validator.
 */
export const NOT_SURE: unique symbol = Symbol("not sure the request is sound");

/**
 * Gives up the fast path: the full validator will read the request and say what is wrong.
 *
 * @example
 * if (selves !== 1) notSure();
 */
export function notSure(): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- a constant sentinel, caught by validateSoundRequest and never seen by a caller: an Error would capture a stack on every give-up.
  throw NOT_SURE;
}
