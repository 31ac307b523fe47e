import type { Decimal } from "../../../src/decimal/decimal.js";
import type { TablesVersion } from "../../../src/tables/types.js";
import type { RatingTables } from "../../../src/engine/types.js";

/**
 * Generates the default tariff as one GoRules JDM decision graph, from our rating tables:
 * decision tables for the postcode band, age band × postcode band base rate, underwriting,
 * each option, NCD, payment method and IPT; expression nodes for the arithmetic of
 * docs/rating-model.md section 4 in between. Every number in the graph is read from the tables.
 *
 * Scope (what the graph covers; the bench's equivalence gate proves it on the book):
 * every tables version (a first table picks it by `priceRequiredDate`; every versioned table
 * has a version column), band labels compared in upper case (as the engine matches a supplied
 * band in any case), New Business, MTC and Renewal, options by id with levels, Protected NCD by
 * `pncdInd`, NCD, commercial and experience adjustments, wellness, payment method,
 * psDiscount, monthsFree, freeOption, capping and collaring, Price Beater (first quote and
 * requote), minimum premium, rounding to pennies and IPT. Not covered: validation of any
 * kind, warnings, the worksheet, instalments. ZEN decimals round half away from zero, which
 * equals the tables' "half-up" for premiums; other rounding modes are refused.
 *
 * Input shape: see `toZenInput` (the request, with members flattened and their category's
 * options attached as `options.o<id>`).
 */

type JdmNode = { id: string; name: string; type: string; position: { x: number; y: number }; content?: unknown };
export interface JdmGraph {
  readonly contentType: "application/vnd.gorules.decision";
  readonly nodes: readonly JdmNode[];
  readonly edges: readonly { id: string; sourceId: string; targetId: string; type: "edge" }[];
}

/** A ZEN string literal. */
function text(value: string): string {
  return `'${value.replaceAll("\\", "\\\\").replaceAll("'", "\\'")}'`;
}

/** A ZEN number literal, exact (decimal string, never a float). */
function num(value: Decimal): string {
  return value.toFixed();
}

interface Column {
  readonly id: string;
  readonly name: string;
  readonly field?: string;
}
interface TableSpec {
  readonly inputs: readonly Column[];
  readonly outputs: readonly Column[];
  /** Cells by column id. */
  readonly rules: readonly Record<string, string>[];
  readonly loop: boolean;
}

const LOOP = { inputField: "members", outputPath: "members", executionMode: "loop" } as const;
const SINGLE = { inputField: null, outputPath: null, executionMode: "single" } as const;

function decisionTable(id: string, spec: TableSpec): JdmNode {
  return {
    id,
    name: id,
    type: "decisionTableNode",
    position: { x: 0, y: 0 },
    content: {
      hitPolicy: "first",
      inputs: spec.inputs,
      outputs: spec.outputs,
      rules: spec.rules.map((cells, index) => ({ _id: `${id}-${index + 1}`, ...cells })),
      passThrough: true,
      ...(spec.loop ? LOOP : SINGLE),
    },
  };
}

function expressions(id: string, pairs: readonly (readonly [string, string])[], loop: boolean, passThrough = true): JdmNode {
  return {
    id,
    name: id,
    type: "expressionNode",
    position: { x: 0, y: 0 },
    content: {
      expressions: pairs.map(([key, value], index) => ({ id: `${id}-${index + 1}`, key, value })),
      passThrough,
      ...(loop ? LOOP : SINGLE),
    },
  };
}

function incentiveParameter(type: string): string {
  return `trim(filter(policy.incentive ?? [], #.incentiveType == ${text(type)})[0].incentiveParameter ?? '')`;
}

/** The first column of every versioned table: the tables version chosen by the `version` node. */
const VERSION_COLUMN: Column = { id: "version", name: "Tables version", field: "$nodes.version.tablesVersion" };

/** Rows of every version, each led by its version cell. */
function versioned(tables: RatingTables, rowsOf: (version: TablesVersion) => Record<string, string>[]): Record<string, string>[] {
  return tables.versions.flatMap((version) => rowsOf(version).map((row) => ({ version: text(version.manifest.version), ...row })));
}

/**
 * The band by the engine's rule (`findPostcodeBand`): the whole outward code ("SW1A"), then,
 * for a sub-district, the district without its letter ("SW1"), then the area letters ("SW");
 * one column for each, worked out once per member by the `member` node. Rows are ordered
 * whole outward codes first, then districts, then areas, so that the first hit is the one the
 * engine finds first.
 */
function postcodeBandTable(tables: RatingTables): JdmNode {
  const columns: Column[] = [
    VERSION_COLUMN,
    { id: "outward", name: "Outward code", field: "outward" },
    { id: "district", name: "District of a sub-district", field: "district" },
    { id: "area", name: "Area", field: "area" },
  ];
  const empty = { outward: "", district: "", area: "" };
  const rows = versioned(tables, (version) => {
    const keyed = [...version.postcodeBands.prefixes].map(([prefix, { band }]) => ({ prefix: prefix.toUpperCase(), band: text(band.toUpperCase()) }));
    const withDigit = keyed.filter(({ prefix }) => /\d/.test(prefix));
    const fallback = version.postcodeBands.defaultBand;
    return [
      ...withDigit.map(({ prefix, band }) => ({ ...empty, outward: text(prefix), band })),
      ...withDigit.filter(({ prefix }) => /^[A-Z]+\d$/.test(prefix)).map(({ prefix, band }) => ({ ...empty, district: text(prefix), band })),
      ...keyed.filter(({ prefix }) => !/\d/.test(prefix)).map(({ prefix, band }) => ({ ...empty, area: text(prefix), band })),
      ...(fallback === undefined ? [] : [{ ...empty, band: text(fallback.band.toUpperCase()) }]),
    ];
  });
  return decisionTable("postcodeBand", { inputs: columns, outputs: [{ id: "band", name: "Derived band", field: "derivedBand" }], rules: rows, loop: true });
}

function baseRateTable(tables: RatingTables): JdmNode {
  const rules = versioned(tables, (version) =>
    version.baseRates.bands.flatMap((ageBand) =>
      [...ageBand.rates].map(([band, rate]) => ({
        age: `[${ageBand.fromAge}..${ageBand.toAge}]`,
        gender: ageBand.gender === undefined ? "" : text(ageBand.gender),
        band: text(band.toUpperCase()),
        rate: num(rate),
      })),
    ),
  );
  return decisionTable("baseRate", {
    inputs: [
      VERSION_COLUMN,
      { id: "age", name: "Age", field: "age" },
      { id: "gender", name: "Gender", field: "gender" },
      { id: "band", name: "Postcode band", field: "band" },
    ],
    outputs: [{ id: "rate", name: "Base rate", field: "baseRate" }],
    rules,
    loop: true,
  });
}

/**
 * One table per option id: waived by freeOption → neutral; taken at a level → its factor or
 * amount; Protected NCD also for a member whose pncdInd is Y; otherwise neutral.
 */
function optionTable(tables: RatingTables, optionId: number): JdmNode {
  const key = `options.o${optionId}`;
  const rules = versioned(tables, (version) => {
    const option = version.options.byId.get(optionId);
    if (option === undefined) return [];
    const neutral = option.pricing === "amount" ? "0" : "1";
    const waived = `$nodes.policy.freeOption == ${text(String(option.id))} or $nodes.policy.freeOption == ${text(option.name.toLowerCase())}`;
    const single = option.levels.get("");
    return [
      { taken: "", level: "", condition: waived, value: neutral },
      ...[...option.levels].map(([level, { value }]) => ({ taken: "true", level: option.hasLevels ? text(level) : "", condition: "", value: num(value) })),
      // A member whose pncdInd is Y is rated as if the category took Protected NCD.
      ...(option.id === version.options.protectedNcdOptionId && single !== undefined ? [{ taken: "", level: "", condition: "pncd", value: num(single.value) }] : []),
      { taken: "", level: "", condition: "", value: neutral },
    ];
  });
  return decisionTable(`option${optionId}`, {
    inputs: [
      VERSION_COLUMN,
      { id: "taken", name: `Option ${optionId} taken`, field: `lower(trim(${key}.value ?? '')) in ['yes', 'y']` },
      { id: "level", name: `Option ${optionId} level`, field: `trim(${key}.level ?? '')` },
      { id: "condition", name: "Condition" },
    ],
    outputs: [{ id: "value", name: `Option ${optionId}`, field: `option${optionId}` }],
    rules,
    loop: true,
  });
}

function keyedTable(id: string, input: Column, output: Column, rules: Record<string, string>[], loop: boolean): JdmNode {
  return decisionTable(id, { inputs: [VERSION_COLUMN, input], outputs: [output], rules, loop });
}

/**
 * Returns the JDM graph of the tariff, every tables version in one graph (see the module
 * comment).
 *
 * @example
 * const decision = new ZenEngine().createDecision(generateTariffGraph(defaultTables));
 */
export function generateTariffGraph(tables: RatingTables): JdmGraph {
  for (const version of tables.versions) {
    if (version.manifest.roundingMode !== "half-up") {
      throw new Error(`The ZEN graph rounds half away from zero; tables ${version.manifest.version} round ${version.manifest.roundingMode}, which it does not cover.`);
    }
  }
  const optionIds = [...new Set(tables.versions.flatMap((version) => [...version.options.byId.keys()]))].sort((a, b) => a - b);
  const pricingOf = (id: number) => tables.versions.map((version) => version.options.byId.get(id)?.pricing).find((pricing) => pricing !== undefined);
  const factorOptions = optionIds.filter((id) => pricingOf(id) === "factor").map((id) => `option${id}`);
  const amountOptions = optionIds.filter((id) => pricingOf(id) === "amount").map((id) => `option${id}`);

  const nodes: JdmNode[] = [
    { id: "request", name: "request", type: "inputNode", position: { x: 0, y: 0 } },
    decisionTable("version", {
      inputs: [{ id: "date", name: "priceRequiredDate", field: "date(policy.priceRequiredDate)" }],
      outputs: [
        { id: "label", name: "Tables version", field: "tablesVersion" },
        { id: "cap", name: "Renewal cap %", field: "capPercent" },
        { id: "collar", name: "Renewal collar %", field: "collarPercent" },
        { id: "minimum", name: "Minimum premium", field: "minimumPremium" },
        { id: "margin", name: "Price Beater margin %", field: "priceBeaterMargin" },
        { id: "maximum", name: "Price Beater maximum %", field: "priceBeaterMaximum" },
      ],
      rules: [...tables.versions].reverse().map((version) => ({
        date: `>= date(${text(version.manifest.effectiveFrom)})`,
        label: text(version.manifest.version),
        cap: num(version.renewal.capPercent),
        collar: num(version.renewal.collarPercent),
        minimum: num(version.minimumPremium.value),
        margin: num(version.incentives.bounds.priceBeaterMarginPercent),
        maximum: num(version.incentives.bounds.priceBeaterMaxDiscountPercent),
      })),
      loop: false,
    }),
    expressions(
      "policy",
      [
        ["transaction", "lower(trim(policy.transactionType ?? ''))"],
        ["isNewBusiness", "$.transaction == '' or $.transaction == 'new business'"],
        ["isRenewal", "$.transaction == 'renewal'"],
        ["taxDate", "trim(policy.taxRequiredDate ?? '') == '' ? policy.priceRequiredDate : trim(policy.taxRequiredDate)"],
        ["psDiscount", `number(${incentiveParameter("psDiscount")} == '' ? '0' : ${incentiveParameter("psDiscount")})`],
        ["monthsFree", `number(${incentiveParameter("monthsFree")} == '' ? '0' : ${incentiveParameter("monthsFree")})`],
        ["freeOption", `lower(${incentiveParameter("freeOption")})`],
        ["priceBeater", incentiveParameter("Price Beater")],
        ["paymentType", "upper(trim(policy.paymentType ?? ''))"],
        // Dates by slicing the ISO string: ZEN's d() parses a date per call, several times slower.
        ["priceDay", "number(policy.priceRequiredDate[5:6]) * 100 + number(policy.priceRequiredDate[8:9])"],
        ["priceYear", "number(policy.priceRequiredDate[0:3])"],
      ],
      false,
    ),
    keyedTable(
      "payment",
      { id: "method", name: "Payment type:frequency", field: "paymentType + ':' + string(policy.paymentFrequency)" },
      { id: "factor", name: "Payment factor", field: "paymentFactor" },
      versioned(tables, (version) => [...version.payment.factors].map(([key, factor]) => ({ method: text(key), factor: num(factor.value) }))),
      false,
    ),
    decisionTable("ipt", {
      inputs: [{ id: "date", name: "Tax date", field: "date(taxDate)" }],
      outputs: [{ id: "rate", name: "IPT rate %", field: "iptPercent" }],
      rules: [...tables.ipt.rates].reverse().map((rate) => ({ date: `>= date(${text(rate.effectiveFrom)})`, rate: num(rate.ratePercent) })),
      loop: false,
    }),
    expressions(
      "policyFactor",
      [
        [
          "policyFactor",
          "(1 + (policy.commercialAdjustment ?? 0) / 100) * (1 + (policy.experienceAdjustment ?? 0) / 100) * paymentFactor * (1 - psDiscount / 100) * ((12 - monthsFree) / 12)",
        ],
      ],
      false,
    ),
    expressions(
      "member",
      [
        ["needed", "not (upper(trim(string(isMemberNeeded ?? '1'))) in ['0', 'N'])"],
        // Age last birthday: a 29 February birthday is reached on 1 March in common years.
        [
          "age",
          "age != null and string(age) != '' ? number(age) : $nodes.policyFactor.priceYear - number(dateOfBirth[0:3]) - ($nodes.policyFactor.priceDay < number(dateOfBirth[5:6]) * 100 + number(dateOfBirth[8:9]) ? 1 : 0)",
        ],
        // Outward code and area letters without regular expressions (ZEN compiles one per call).
        ["compactPostcode", "upper(trim(postcode ?? ''))"],
        ["outward", "contains($.compactPostcode, ' ') ? split($.compactPostcode, ' ')[0] : $.compactPostcode[0:len($.compactPostcode) - 4]"],
        ["area", "len($.outward) > 1 and not ($.outward[1:1] in ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']) ? $.outward[0:1] : $.outward[0:0]"],
        // A sub-district ("SW1A": letters, one digit, a letter) also matches its district ("SW1").
        [
          "district",
          "len($.outward) >= 3 and not ($.outward[len($.outward) - 1:len($.outward) - 1] in ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']) and $.outward[len($.outward) - 2:len($.outward) - 2] in ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] and not ($.outward[len($.outward) - 3:len($.outward) - 3] in ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']) ? $.outward[0:len($.outward) - 2] : null",
        ],
        ["gender", "upper(trim(gender ?? ''))"],
        ["uwType", "upper(trim(uwType ?? ''))"],
        ["ncdLevel", "number(ncdLevel)"],
        ["pncd", "upper(trim(pncdInd ?? '')) == 'Y'"],
        [
          "givenBand",
          "$nodes.policyFactor.isNewBusiness or upper(trim(isPostbandCallRequired ?? '')) == 'Y' or trim(postcodeBand ?? '') == '' ? null : upper(trim(postcodeBand))",
        ],
      ],
      true,
    ),
    postcodeBandTable(tables),
    expressions("band", [["band", "givenBand ?? derivedBand"]], true),
    baseRateTable(tables),
    keyedTable(
      "underwriting",
      { id: "type", name: "Underwriting type", field: "uwType" },
      { id: "factor", name: "Underwriting factor", field: "uwFactor" },
      versioned(tables, (version) => [...version.underwriting].map(([type, factor]) => ({ type: text(type), factor: num(factor.value) }))),
      true,
    ),
    ...optionIds.map((id) => optionTable(tables, id)),
    keyedTable(
      "ncd",
      { id: "level", name: "NCD level", field: "ncdLevel" },
      { id: "factor", name: "NCD factor", field: "ncdFactor" },
      versioned(tables, (version) => [...version.ncd.factors].map(([level, factor]) => ({ level: String(level), factor: num(factor.value) }))),
      true,
    ),
    expressions(
      "premium",
      [
        [
          "unclamped",
          `(baseRate * uwFactor${factorOptions.map((name) => ` * ${name}`).join("")}${amountOptions.map((name) => ` + ${name}`).join("")}) * ncdFactor * $nodes.policyFactor.policyFactor * (1 - (wellnessDiscount ?? 0) / 100)`,
        ],
        [
          "premium",
          "not needed ? 0 : $nodes.policyFactor.isRenewal and previousnetPremium != null ? min([max([$.unclamped, previousnetPremium * (1 + $nodes.policyFactor.collarPercent / 100)]), previousnetPremium * (1 + $nodes.policyFactor.capPercent / 100)]) : not $nodes.policyFactor.isNewBusiness and cncFactor != null ? $.unclamped * cncFactor : $.unclamped",
        ],
      ],
      true,
    ),
    expressions(
      "priceBeater",
      [
        ["total", "sum(map(filter(members, #.needed), #.premium))"],
        ["target", "(policy.competitorPrice ?? 0) * (1 - priceBeaterMargin / 100) / (1 + iptPercent / 100)"],
        // The discount percentage is kept to 2 places, rounded down, as the engine does.
        ["percent", "$.total == 0 ? 0 : floor(min([max([(1 - $.target / $.total) * 100, 0]), priceBeaterMaximum]) * 100) / 100"],
        ["keep", "priceBeater == '' ? 1 : policy.isRequote == true ? 1 - number(priceBeater) / 100 : lower(priceBeater) in ['yes', 'y', '1'] ? 1 - $.percent / 100 : 1"],
      ],
      false,
    ),
    expressions(
      "net",
      [
        ["netPrice", "needed ? round(max([premium * $nodes.priceBeater.keep, $nodes.priceBeater.minimumPremium]), 2) : 0"],
        ["ipt", "round($.netPrice * $nodes.priceBeater.iptPercent / 100, 2)"],
      ],
      true,
    ),
    expressions(
      "result",
      [
        ["netPrice", "sum(map(members, #.netPrice))"],
        ["memberNetPrices", "map(members, #.netPrice)"],
        ["memberIpt", "map(members, #.ipt)"],
      ],
      false,
      false,
    ),
    { id: "response", name: "response", type: "outputNode", position: { x: 0, y: 0 } },
  ];
  nodes.forEach((node, index) => {
    node.position = { x: 250 * index, y: 100 };
  });
  const edges = nodes.slice(1).map((node, index) => ({ id: `edge-${index + 1}`, sourceId: nodes[index]?.id ?? "", targetId: node.id, type: "edge" as const }));
  return { contentType: "application/vnd.gorules.decision", nodes, edges };
}
