import { addDays, differenceInYears, formatISO, parseISO, subDays, subYears } from "date-fns";
import fc from "fast-check";
import type { IncentiveType, PaymentType, UnderwritingType } from "pmi-rating";
import { SWITCH_UNDERWRITING_TYPES } from "pmi-rating";
import type { OptionDefinition, RatingTables, TablesVersion } from "pmi-rating";

/**
 * fast-check arbitraries of quotation requests drawn from a tables' own catalogue: every
 * option, level, payment method, postcode area, age and NCD level comes from the tables, so
 * the generated requests are valid on any tables, not only the default ones.
 */

/** A request as a caller sends it: plain JSON. */
export type JsonRequest = { individualHealthCarePolicy: { quote: Record<string, unknown> } };

/** One member before it is placed in a family unit. */
interface MemberDraft {
  readonly relationship: "self" | "partner" | "child";
  readonly member: Record<string, unknown>;
  readonly isSwitch: boolean;
}

const INWARD_LETTERS = "ABDEFGHJLNPQRSTUWXYZ".split("");
type Transaction = "New Business" | "Renewal" | "MTC";
/** Expected NCD level of switch business by claim-free years (docs/rating-model.md section 3.11). */
const SWITCH_NCD_BY_YEARS = [8, 9, 10, 10, 11, 12] as const;
const VIRGIN_NCD_LEVEL = 12;

const isoDate = (date: Date): string => formatISO(date, { representation: "date" });

/** A date inside the period in which `version` is the one in force (a year for the last one). */
function priceDateIn(tables: RatingTables, version: TablesVersion): fc.Arbitrary<string> {
  const index = tables.versions.indexOf(version);
  const from = parseISO(version.manifest.effectiveFrom);
  const next = tables.versions[index + 1];
  const lastDay = next === undefined ? addDays(from, 365) : subDays(parseISO(next.manifest.effectiveFrom), 1);
  const span = Math.max(0, Math.round((lastDay.getTime() - from.getTime()) / 86_400_000));
  return fc.integer({ min: 0, max: span }).map((offset) => isoDate(addDays(from, offset)));
}

/** A UK postcode whose outward code starts with one of the tables' prefixes, in a caller's spelling. */
function postcodeFrom(version: TablesVersion): fc.Arbitrary<string> {
  const prefixes = [...version.postcodeBands.prefixes.keys()].sort();
  return fc
    .record({
      prefix: fc.constantFrom(...prefixes),
      district: fc.integer({ min: 1, max: 9 }),
      sector: fc.integer({ min: 0, max: 9 }),
      letters: fc.tuple(fc.constantFrom(...INWARD_LETTERS), fc.constantFrom(...INWARD_LETTERS)),
      spelling: fc.constantFrom("standard", "lower", "compact"),
    })
    .map(({ prefix, district, sector, letters, spelling }) => {
      // An area ("SW") needs a district digit; a district ("SW1A", "M1") is a whole outward code.
      const outward = /\d/.test(prefix) ? prefix : `${prefix}${district}`;
      const standard = `${outward} ${sector}${letters.join("")}`;
      if (spelling === "lower") return standard.toLowerCase();
      if (spelling === "compact") return standard.replace(" ", "");
      return standard;
    });
}

/** A percentage inside a table's range, with at most two decimal places. */
function percentIn(min: string, max: string): fc.Arbitrary<number> {
  const low = Math.ceil(Number(min) * 100);
  const high = Math.floor(Number(max) * 100);
  return fc.integer({ min: low, max: high }).map((hundredths) => hundredths / 100);
}

/** The age and, sometimes, a matching date of birth (never a 29 February, whose rule is pinned elsewhere). */
function ageFields(priceRequiredDate: string, minAge: number, maxAge: number): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .record({
      age: fc.integer({ min: minAge, max: maxAge }),
      daysBeforeBirthday: fc.integer({ min: 0, max: 360 }),
      form: fc.constantFrom("age", "dateOfBirth", "both"),
    })
    .map(({ age, daysBeforeBirthday, form }) => {
      const priceDate = parseISO(priceRequiredDate);
      const birth = subDays(subYears(priceDate, age), daysBeforeBirthday);
      const dateOfBirth = isoDate(birth);
      const usable = !dateOfBirth.endsWith("-02-29") && differenceInYears(priceDate, birth) === age;
      if (form === "age" || !usable) return { age };
      if (form === "dateOfBirth") return { dateOfBirth };
      return { age, dateOfBirth };
    });
}

interface PolicyShape {
  readonly version: TablesVersion;
  readonly priceRequiredDate: string;
  readonly transactionType: Transaction;
  readonly paymentType: PaymentType;
  readonly paymentFrequency: number;
  readonly agent: string | undefined;
}

function memberDraft(shape: PolicyShape, relationship: MemberDraft["relationship"]): fc.Arbitrary<MemberDraft> {
  const { version, transactionType, priceRequiredDate } = shape;
  const adult = relationship !== "child";
  const oldest = transactionType === "New Business" ? version.ages.maximumEntryAgeNewBusiness : version.ages.maximumAge;
  const minAge = adult ? Math.max(18, version.ages.minimumAge) : version.ages.minimumAge;
  const maxAge = adult ? oldest : Math.min(17, oldest);
  const uwTypes = [...version.underwriting.keys()] as UnderwritingType[];
  const ncdLevels = [...version.ncd.factors.keys()].sort((left, right) => left - right);
  const limits = version.limits.wellnessDiscount;
  return fc
    .record({
      age: ageFields(priceRequiredDate, minAge, maxAge),
      gender: fc.constantFrom("M", "F", "f"),
      postcode: postcodeFrom(version),
      uwType: fc.constantFrom(...uwTypes),
      anyNcdLevel: fc.constantFrom(...ncdLevels),
      yearsClaimFree: fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined }),
      pncdInd: fc.option(fc.constantFrom("Y", "N", "n"), { nil: undefined }),
      wellnessDiscount: fc.option(percentIn(limits.min.toString(), limits.max.toString()), { nil: undefined }),
      previousnetPremium: fc.option(
        fc.integer({ min: 20_000, max: 600_000 }).map((pence) => pence / 100),
        { nil: undefined },
      ),
      cncFactor: fc.option(
        fc.integer({ min: 80, max: 125 }).map((hundredths) => hundredths / 100),
        { nil: undefined },
      ),
      suppliedBand: fc.option(fc.constantFrom(...version.postcodeBands.bands), { nil: undefined }),
      notNeeded: fc.integer({ min: 0, max: 9 }).map((draw) => draw === 0),
    })
    .map((draw) => {
      const isSwitch = SWITCH_UNDERWRITING_TYPES.includes(draw.uwType);
      const member: Record<string, unknown> = {
        relationship,
        effectiveDate: priceRequiredDate,
        gender: draw.gender,
        ...draw.age,
        postcode: draw.postcode,
        uwType: draw.uwType,
        ncdLevel: draw.anyNcdLevel,
      };
      if (transactionType === "New Business" && isSwitch && draw.yearsClaimFree !== undefined) {
        member["memberYearsClaimFree"] = draw.yearsClaimFree;
      }
      if (draw.pncdInd !== undefined) member["pncdInd"] = draw.pncdInd;
      if (draw.wellnessDiscount !== undefined) member["wellnessDiscount"] = draw.wellnessDiscount;
      if (transactionType === "Renewal" && draw.previousnetPremium !== undefined) {
        member["previousnetPremium"] = draw.previousnetPremium;
      } else if (transactionType !== "New Business" && draw.cncFactor !== undefined) {
        member["cncFactor"] = draw.cncFactor;
      }
      if (transactionType !== "New Business" && draw.suppliedBand !== undefined) member["postcodeBand"] = draw.suppliedBand;
      if (relationship !== "self" && draw.notNeeded) member["isMemberNeeded"] = "0";
      return { relationship, member, isSwitch };
    });
}

/**
 * The NCD level New Business expects (docs/rating-model.md section 3.11), raised by an NCD Uplift of
 * `uplift` levels; the arbitrary sets it so that every New Business request is consistent.
 */
function expectedNewBusinessNcd(version: TablesVersion, draft: MemberDraft, uplift: number): number | undefined {
  const years = draft.member["memberYearsClaimFree"] as number | undefined;
  if (draft.isSwitch && years === undefined) return undefined;
  const base = draft.isSwitch ? (SWITCH_NCD_BY_YEARS[Math.min(years ?? 0, SWITCH_NCD_BY_YEARS.length - 1)] ?? VIRGIN_NCD_LEVEL) : VIRGIN_NCD_LEVEL;
  return Math.min(version.ncd.highestLevel, base + uplift);
}

/** Options of one category: each catalogue option maybe present, levels from the tables. */
function categoryOptions(version: TablesVersion): fc.Arbitrary<Record<string, unknown>[]> {
  const catalogue = [...version.options.byId.values()].sort((left, right) => left.id - right.id);
  return fc
    .tuple(
      ...catalogue.map((definition) =>
        fc.option(
          fc.record({
            value: fc.constantFrom("Yes", "No", "yes"),
            level: fc.constantFrom(...[...definition.levels.keys()]),
            naming: fc.constantFrom("both", "id", "name"),
          }),
          { nil: undefined, freq: 2 },
        ),
      ),
    )
    .map((draws) =>
      draws.flatMap((draw, index) => {
        const definition = catalogue[index] as OptionDefinition;
        if (draw === undefined) return [];
        return [
          {
            ...(draw.naming === "name" ? {} : { id: definition.id }),
            ...(draw.naming === "id" ? {} : { name: definition.name }),
            value: draw.value,
            ...(definition.hasLevels ? { optionTypeName: draw.level } : {}),
          },
        ];
      }),
    );
}

/** Incentive types the agent may use with this payment method. */
function eligibleTypes(version: TablesVersion, shape: PolicyShape): IncentiveType[] {
  const agent = shape.agent;
  const types = version.incentives.eligibility
    .filter((rule) => rule.agent === "*" || rule.agent === agent)
    .filter((rule) => rule.paymentType === undefined || rule.paymentType === shape.paymentType)
    .filter((rule) => rule.paymentFrequency === undefined || rule.paymentFrequency === shape.paymentFrequency)
    .map((rule) => rule.incentiveType);
  return [...new Set(types)].sort();
}

function combinable(version: TablesVersion, chosen: readonly IncentiveType[]): boolean {
  return !version.incentives.exclusivePairs.some(([left, right]) => chosen.includes(left) && chosen.includes(right));
}

interface IncentiveDraw {
  readonly types: readonly IncentiveType[];
  readonly psDiscount: number;
  readonly monthsFree: number;
  readonly ncdUplift: number;
  readonly requote: boolean;
  readonly requotePercent: number;
  readonly competitorFactor: number;
  readonly freeOptionIndex: number;
}

function incentiveDraw(version: TablesVersion, shape: PolicyShape): fc.Arbitrary<IncentiveDraw> {
  const bounds = version.incentives.bounds;
  const eligible = eligibleTypes(version, shape);
  return fc.record({
    types: fc.subarray(eligible, { maxLength: 3 }).filter((types) => combinable(version, types)),
    psDiscount: percentIn(bounds.psDiscountMinPercent.toString(), bounds.psDiscountMaxPercent.toString()),
    monthsFree: fc.integer({ min: 1, max: Math.max(1, bounds.monthsFreeMaxMonths) }),
    ncdUplift: fc.integer({ min: 1, max: Math.max(1, bounds.ncdUpliftMaxLevels) }),
    requote: fc.boolean(),
    requotePercent: percentIn("0", bounds.priceBeaterMaxDiscountPercent.toString()),
    competitorFactor: fc.integer({ min: 20, max: 150 }),
    freeOptionIndex: fc.nat(),
  });
}

/** Narrows what `validQuoteRequest` generates, for properties that need it. */
export interface ValidRequestOptions {
  /** Only New Business, Renewal or MTC; absent: 70 % New Business, 20 % Renewal, 10 % MTC. */
  readonly transactionType?: Transaction;
  /** Leave out Price Beater on a first quote (its discount depends on the policy's total). */
  readonly withoutFirstQuotePriceBeater?: boolean;
}

/**
 * A valid quotation request for `tables`: one to five members (one self, at most one
 * partner, children) in one or two categories and one to three family units, ages within
 * the rated and entry ages (sometimes as a date of birth), postcodes of every area of the
 * tables in callers' spellings, options and levels of the catalogue, payment methods of the
 * payment table, NCD levels consistent with the New Business rules, incentives the agent is
 * eligible for with parameters within their bounds, and a share of renewals (capped and
 * collared against a previous premium, or with a cncFactor) and MTCs.
 */
export function validQuoteRequest(tables: RatingTables, options: ValidRequestOptions = {}): fc.Arbitrary<JsonRequest> {
  const transaction: fc.Arbitrary<Transaction> =
    options.transactionType === undefined
      ? fc.integer({ min: 0, max: 9 }).map((draw) => (draw < 7 ? "New Business" : draw < 9 ? "Renewal" : "MTC"))
      : fc.constant(options.transactionType);
  const agents = [...new Set(tables.versions.flatMap((version) => version.incentives.eligibility.map((rule) => rule.agent)))].filter((agent) => agent !== "*").sort();

  const shapeArbitrary: fc.Arbitrary<PolicyShape> = fc
    .constantFrom(...tables.versions)
    .chain((version) => {
      const methods = [...version.payment.factors.keys()].sort();
      return fc.record({
        version: fc.constant(version),
        priceRequiredDate: priceDateIn(tables, version),
        transactionType: transaction,
        method: fc.constantFrom(...methods),
        agent: agents.length === 0 ? fc.constant(undefined) : fc.option(fc.constantFrom(...agents), { nil: undefined }),
      });
    })
    .map(({ method, ...rest }) => {
      const [paymentType, frequency] = method.split(":");
      return { ...rest, paymentType: paymentType as PaymentType, paymentFrequency: Number(frequency) };
    });

  return shapeArbitrary
    .chain((shape) => {
      const { version } = shape;
      const limits = version.limits;
      return fc
        .record({
          partner: fc.boolean(),
          children: fc.integer({ min: 0, max: 3 }),
          familyUnits: fc.integer({ min: 1, max: 3 }),
          twoCategories: fc.boolean(),
          firstOptions: categoryOptions(version),
          secondOptions: categoryOptions(version),
          commercialAdjustment: fc.option(percentIn(limits.commercialAdjustment.min.toString(), limits.commercialAdjustment.max.toString()), { nil: undefined }),
          experienceAdjustment: fc.option(percentIn(limits.experienceAdjustment.min.toString(), limits.experienceAdjustment.max.toString()), { nil: undefined }),
          incentives: incentiveDraw(version, shape),
          sendCounts: fc.boolean(),
          taxDateOffset: fc.option(fc.integer({ min: -30, max: 30 }), { nil: undefined }),
        })
        .chain((policy) => {
          const relationships: MemberDraft["relationship"][] = [
            "self",
            ...(policy.partner ? (["partner"] as const) : []),
            ...Array.from({ length: policy.children }, () => "child" as const),
          ];
          return fc.tuple(...relationships.map((relationship) => memberDraft(shape, relationship))).map((members) => assemble(shape, policy, members));
        });
    })
    .filter((request) => !(options.withoutFirstQuotePriceBeater === true && hasFirstQuotePriceBeater(request)));
}

function hasFirstQuotePriceBeater(request: JsonRequest): boolean {
  const quote = request.individualHealthCarePolicy.quote;
  const incentives = (quote["incentive"] ?? []) as { incentiveType: string }[];
  return quote["isRequote"] !== true && incentives.some((incentive) => incentive.incentiveType === "Price Beater");
}

interface PolicyDraw {
  readonly familyUnits: number;
  readonly twoCategories: boolean;
  readonly firstOptions: Record<string, unknown>[];
  readonly secondOptions: Record<string, unknown>[];
  readonly commercialAdjustment: number | undefined;
  readonly experienceAdjustment: number | undefined;
  readonly incentives: IncentiveDraw;
  readonly sendCounts: boolean;
  readonly taxDateOffset: number | undefined;
}

function assemble(shape: PolicyShape, policy: PolicyDraw, drafts: readonly MemberDraft[]): JsonRequest {
  const { version } = shape;
  const draw = policy.incentives;
  // SwitchDec needs a switch-business member that is priced (isMemberNeeded not 0).
  const hasSwitchMember = drafts.some((draft) => draft.isSwitch && draft.member["isMemberNeeded"] === undefined);
  const types = draw.types.filter((type) => type !== "SwitchDec" || hasSwitchMember);
  const uplift = types.includes("NCD Uplift") ? draw.ncdUplift : 0;

  const members = drafts.map((draft) => {
    if (shape.transactionType !== "New Business") return draft.member;
    const level = expectedNewBusinessNcd(version, draft, uplift);
    if (level !== undefined) return { ...draft.member, ncdLevel: level };
    // Switch business without claim-free years: any level from 8 to 12, raised by the uplift.
    const sent = Math.min(12, Math.max(8, draft.member["ncdLevel"] as number));
    return { ...draft.member, ncdLevel: Math.min(version.ncd.highestLevel, sent + uplift) };
  });

  // Family units hold consecutive members; the second category, when asked, takes the last unit.
  const unitCount = Math.min(policy.familyUnits, members.length);
  const units = Array.from({ length: unitCount }, (_, unit) => ({
    number: String(unit + 1),
    member: members.filter((_, index) => Math.min(index, unitCount - 1) === unit),
  }));
  const categories =
    policy.twoCategories && units.length > 1
      ? [
          { id: 1, name: "Main", option: policy.firstOptions, familyUnit: units.slice(0, -1) },
          { id: 2, name: "Second", option: policy.secondOptions, familyUnit: units.slice(-1) },
        ]
      : [{ id: 1, name: "Main", option: policy.firstOptions, familyUnit: units }];

  // freeOption waives an add-on (an option without levels) that a category takes (Yes);
  // without one it is left out.
  const takenNames = [
    ...new Set(
      categories.flatMap((category) =>
        category.option
          .filter((option) => String(option["value"]).toLowerCase() === "yes")
          .map((option) => version.options.byId.get(option["id"] as number) ?? version.options.byName.get(String(option["name"]).toLowerCase()))
          .filter((definition) => definition !== undefined && !definition.hasLevels)
          .map((definition) => definition?.name ?? ""),
      ),
    ),
  ].filter((name) => name !== "");
  const waived = takenNames[draw.freeOptionIndex % Math.max(1, takenNames.length)];
  const incentive = types.flatMap((type, index) => {
    const item = (incentiveParameter: string) => [{ id: index + 1, incentiveType: type, incentiveParameter }];
    switch (type) {
      case "psDiscount":
        return item(String(draw.psDiscount));
      case "monthsFree":
        return item(String(draw.monthsFree));
      case "NCD Uplift":
        return item(String(draw.ncdUplift));
      case "Price Beater":
        return item(draw.requote ? String(draw.requotePercent) : "Yes");
      case "freeOption":
        return waived === undefined ? [] : item(waived);
      case "gift":
        return item("1");
      case "SwitchDec":
        return item("Y");
    }
  });
  const priceBeater = types.includes("Price Beater");

  const quote: Record<string, unknown> = {
    id: "property-test",
    productName: "HrSol",
    transactionType: shape.transactionType,
    paymentType: shape.paymentType,
    paymentFrequency: shape.paymentFrequency,
    priceRequiredDate: shape.priceRequiredDate,
    callingSystem: "GMS",
    memberCategory: categories,
    ...(incentive.length === 0 ? {} : { incentive }),
    ...(shape.agent === undefined ? {} : { fsaNumber: shape.agent }),
    ...(policy.commercialAdjustment === undefined ? {} : { commercialAdjustment: policy.commercialAdjustment }),
    ...(policy.experienceAdjustment === undefined ? {} : { experienceAdjustment: policy.experienceAdjustment }),
    ...(policy.sendCounts ? { noOfPeople: members.length, groupSize: units.length } : {}),
    ...(priceBeater ? { competitorPrice: 100 * draw.competitorFactor * members.length } : {}),
    ...(priceBeater && draw.requote ? { isRequote: true } : {}),
    ...(policy.taxDateOffset === undefined ? {} : { taxRequiredDate: isoDate(addDays(parseISO(shape.priceRequiredDate), policy.taxDateOffset)) }),
  };
  return { individualHealthCarePolicy: { quote } };
}

/** A way to break a valid request, and what it breaks (shown when a property fails). */
interface Mutation {
  readonly name: string;
  readonly apply: (quote: Record<string, unknown>, member: Record<string, unknown>, category: Record<string, unknown>) => void;
}

const REQUIRED_POLICY_FIELDS = ["productName", "paymentType", "paymentFrequency", "priceRequiredDate", "callingSystem", "memberCategory"];
const REQUIRED_MEMBER_FIELDS = ["relationship", "effectiveDate", "gender", "postcode", "uwType", "ncdLevel"];
const BROKEN_DATES = ["2025-02-30", "2025-13-01", "01/02/2025", "tomorrow", "2025-2-3", "", " "];
const WRONG_TYPES: readonly (readonly ["policy" | "member" | "category", string, unknown])[] = [
  ["policy", "paymentFrequency", "monthly"],
  ["policy", "paymentType", 7],
  ["policy", "memberCategory", {}],
  ["policy", "priceRequiredDate", 20250101],
  ["policy", "commercialAdjustment", "ten"],
  ["policy", "incentive", "none"],
  ["policy", "isRequote", "perhaps"],
  ["member", "age", "forty"],
  ["member", "ncdLevel", "twelve"],
  ["member", "gender", ["M"]],
  ["member", "postcode", 12345],
  ["member", "wellnessDiscount", { percent: 5 }],
  ["category", "familyUnit", "everyone"],
  ["category", "option", 5],
];
const UNKNOWN_VALUES: readonly (readonly ["policy" | "member", string, unknown])[] = [
  ["policy", "productName", "OtherProduct"],
  ["policy", "transactionType", "Cancellation"],
  ["policy", "paymentType", "Z"],
  ["policy", "paymentFrequency", 2],
  ["policy", "commercialAdjustment", 1000],
  ["member", "uwType", "XYZ"],
  ["member", "relationship", "cousin"],
  ["member", "gender", "X"],
  ["member", "postcode", "NOT A POSTCODE"],
  ["member", "age", 150],
  ["member", "ncdLevel", 99],
  ["member", "wellnessDiscount", 101],
];

function membersOf(quote: Record<string, unknown>): Record<string, unknown>[] {
  const categories = quote["memberCategory"] as { familyUnit: { member: Record<string, unknown>[] }[] }[];
  return categories.flatMap((category) => category.familyUnit.flatMap((unit) => unit.member));
}

const mutations: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constantFrom(...REQUIRED_POLICY_FIELDS).map((field) => ({
    name: `delete policy ${field}`,
    apply: (quote: Record<string, unknown>) => void delete quote[field],
  })),
  fc.constantFrom(...REQUIRED_MEMBER_FIELDS).map((field) => ({
    name: `delete member ${field}`,
    apply: (_quote: Record<string, unknown>, member: Record<string, unknown>) => void delete member[field],
  })),
  fc.constant({
    name: "delete the member's age and date of birth",
    apply: (_quote: Record<string, unknown>, member: Record<string, unknown>) => {
      delete member["age"];
      delete member["dateOfBirth"];
    },
  }),
  fc
    .tuple(fc.constantFrom("priceRequiredDate", "taxRequiredDate", "effectiveDate", "dateOfBirth"), fc.constantFrom(...BROKEN_DATES))
    .filter(([field, broken]) => !(broken.trim() === "" && field === "taxRequiredDate"))
    .map(([field, broken]) => ({
      name: `break ${field} as ${JSON.stringify(broken)}`,
      apply: (quote: Record<string, unknown>, member: Record<string, unknown>) => {
        if (field === "effectiveDate" || field === "dateOfBirth") {
          member[field] = broken;
          // A blank date of birth is absent, which is fine when the age is sent: remove it too.
          if (broken.trim() === "" && field === "dateOfBirth") delete member["age"];
        } else quote[field] = broken;
      },
    })),
  fc.constantFrom(...WRONG_TYPES).map(([where, field, value]) => ({
    name: `${where} ${field} of the wrong type: ${JSON.stringify(value)}`,
    apply: (quote: Record<string, unknown>, member: Record<string, unknown>, category: Record<string, unknown>) => {
      const target = where === "policy" ? quote : where === "member" ? member : category;
      target[field] = value;
    },
  })),
  fc.constantFrom(...UNKNOWN_VALUES).map(([where, field, value]) => ({
    name: `${where} ${field} set to ${JSON.stringify(value)}`,
    apply: (quote: Record<string, unknown>, member: Record<string, unknown>) => {
      (where === "policy" ? quote : member)[field] = value;
    },
  })),
  fc.constant({
    name: "an option the catalogue does not have",
    apply: (_quote: Record<string, unknown>, _member: Record<string, unknown>, category: Record<string, unknown>) => {
      category["option"] = [...((category["option"] ?? []) as unknown[]), { id: 9999, name: "Teleportation", value: "Yes" }];
    },
  }),
  fc.constant({
    name: "an incentive type that does not exist",
    apply: (quote: Record<string, unknown>) => {
      quote["incentive"] = [...((quote["incentive"] ?? []) as unknown[]), { incentiveType: "cashback", incentiveParameter: "50" }];
    },
  }),
  fc.constant({
    name: "every member made a partner",
    apply: (quote: Record<string, unknown>) => {
      for (const member of membersOf(quote)) member["relationship"] = "partner";
    },
  }),
  fc.constant({
    name: "no family unit in the category",
    apply: (_quote: Record<string, unknown>, _member: Record<string, unknown>, category: Record<string, unknown>) => {
      category["familyUnit"] = [];
    },
  }),
  fc.constant({
    name: "noOfPeople that does not count the members",
    apply: (quote: Record<string, unknown>) => {
      quote["noOfPeople"] = membersOf(quote).length + 1;
    },
  }),
);

/** A valid request broken in one way, with the name of what was broken. */
export function invalidQuoteRequest(tables: RatingTables): fc.Arbitrary<{ readonly mutation: string; readonly request: unknown }> {
  return fc.tuple(validQuoteRequest(tables), mutations, fc.nat(), fc.nat()).map(([valid, mutation, memberDraw, categoryDraw]) => {
    const request = structuredClone(valid);
    const quote = request.individualHealthCarePolicy.quote;
    const categories = quote["memberCategory"] as Record<string, unknown>[];
    const category = categories[categoryDraw % categories.length] as Record<string, unknown>;
    // A member sent with isMemberNeeded 0 is not priced, so its table-dependent fields are not checked.
    const members = membersOf(quote).filter((candidate) => candidate["isMemberNeeded"] === undefined);
    const member = members[memberDraw % members.length] as Record<string, unknown>;
    mutation.apply(quote, member, category);
    return { mutation: mutation.name, request };
  });
}
