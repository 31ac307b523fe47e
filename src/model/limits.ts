/**
 * Size limits of a request (the interface states none). An individual policy covers a
 * household, so these are far above any real request; they keep a hostile or broken
 * request (a 100,000-element list) from costing time, and a longer list is reported as
 * TOO_MANY_ITEMS without its items being examined.
 */
export const REQUEST_LIMITS = {
  memberCategory: 20,
  option: 50,
  familyUnit: 50,
  member: 50,
  /** Members in the whole policy, over every category and family unit. */
  membersInPolicy: 100,
  incentive: 20,
  /** previousIncentive and memberTaxDetail are not examined item by item; the limit still bounds them. */
  ignoredList: 1000,
  /**
   * Problems listed in one answer: past this many, the rest are counted in one last problem
   * TOO_MANY_PROBLEMS ("and N more"), so that a request broken everywhere cannot make the
   * answer (or the work of writing it) grow without bound.
   */
  problems: 100,
  /**
   * How deeply a body's JSON may nest (objects and arrays): a request nests 8 levels to its
   * members' fields, so 32 leaves room for any list an integrator adds, while a value nested
   * thousands deep, which a stored record could not be written back out of, is refused.
   */
  jsonDepth: 32,
} as const;
