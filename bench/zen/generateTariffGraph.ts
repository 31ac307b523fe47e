import type { Decimal } from "../../src/decimal.js";
import type { OptionDefinition, RatingTables, TablesVersion } from "../../src/tables/types.js";

/**
 * Generates the default tariff as one GoRules JDM decision graph, from our rating tables:
 * decision tables for the postcode band, age band × postcode band base rate, underwriting,
 * each option, NCD, payment method and IPT; expression nodes for the arithmetic of
 * rating-model.md section 4 in between. Every number in the graph is read from the tables.
 *
 * Scope (what the graph covers; the bench's equivalence gate proves it on the book):
 * one tables version (the one in force on `priceRequiredDate`, chosen here, not in the
 * graph), New Business, MTC and Renewal, options by id with levels, Protected NCD by
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

interface Column { readonly id: string; readonly name: string; readonly field?: string }
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

function postcodeBandTable(version: TablesVersion): JdmNode {
  const districts: Record<string, string>[] = [];
  const areas: Record<string, string>[] = [];
  for (const [prefix, { band }] of version.postcodeBands.prefixes) {
    const isArea = /^[A-Z]+$/i.test(prefix);
    (isArea ? areas : districts).push({ outward: "", area: "", band: text(band), [isArea ? "area" : "outward"]: text(prefix.toUpperCase()) });
  }
  const fallback = version.postcodeBands.defaultBand;
  return decisionTable("postcodeBand", {
    inputs: [{ id: "outward", name: "Outward code", field: "outward" }, { id: "area", name: "Area", field: "area" }],
    outputs: [{ id: "band", name: "Derived band", field: "derivedBand" }],
    // District rows first: with the first-hit policy the longer prefix wins.
    rules: [...districts, ...areas, ...(fallback === undefined ? [] : [{ outward: "", area: "", band: text(fallback.band) }])],
    loop: true,
  });
}

function baseRateTable(version: TablesVersion): JdmNode {
  const rules: Record<string, string>[] = [];
  for (const ageBand of version.baseRates.bands) {
    for (const [band, rate] of ageBand.rates) {
      rules.push({ age: `[${ageBand.fromAge}..${ageBand.toAge}]`, gender: ageBand.gender === undefined ? "" : text(ageBand.gender), band: text(band), rate: num(rate) });
    }
  }
  return decisionTable("baseRate", {
    inputs: [
      { id: "age", name: "Age", field: "age" },
      { id: "gender", name: "Gender", field: "gender" },
      { id: "band", name: "Postcode band", field: "band" },
    ],
    outputs: [{ id: "rate", name: "Base rate", field: "baseRate" }],
    rules,
    loop: true,
  });
}

function optionTable(option: OptionDefinition, isProtectedNcd: boolean): JdmNode {
  const key = `options.o${option.id}`;
  const neutral = option.pricing === "amount" ? "0" : "1";
  const waived = `$nodes.policy.freeOption == ${text(String(option.id))} or $nodes.policy.freeOption == ${text(option.name.toLowerCase())}`;
  const rules: Record<string, string>[] = [{ taken: "", level: "", condition: waived, value: neutral }];
  for (const [level, { value }] of option.levels) {
    rules.push({ taken: "true", level: option.hasLevels ? text(level) : "", condition: "", value: num(value) });
  }
  if (isProtectedNcd) {
    // A member whose pncdInd is Y is rated as if the category took Protected NCD.
    const single = option.levels.get("");
    if (single !== undefined) rules.push({ taken: "", level: "", condition: "pncd", value: num(single.value) });
  }
  rules.push({ taken: "", level: "", condition: "", value: neutral });
  return decisionTable(`option${option.id}`, {
    inputs: [
      { id: "taken", name: `${option.name} taken`, field: `lower(trim(${key}.value ?? '')) in ['yes', 'y']` },
      { id: "level", name: `${option.name} level`, field: `trim(${key}.level ?? '')` },
      { id: "condition", name: "Condition" },
    ],
    outputs: [{ id: "value", name: option.name, field: `option${option.id}` }],
    rules,
    loop: true,
  });
}

function keyedTable(id: string, input: Column, output: Column, entries: Iterable<readonly [string, string]>, loop: boolean): JdmNode {
  return decisionTable(id, {
    inputs: [input],
    outputs: [output],
    rules: [...entries].map(([key, value]) => ({ [input.id]: key, [output.id]: value })),
    loop,
  });
}

/**
 * Returns the JDM graph of one tables version of the tariff (see the module comment).
 *
 * @example
 * const graph = generateTariffGraph(defaultTables, "2026-03-01");
 * new ZenEngine().createDecision(graph);
 */
export function generateTariffGraph(tables: RatingTables, priceRequiredDate: string): JdmGraph {
  const version = [...tables.versions].reverse().find((candidate) => candidate.manifest.effectiveFrom <= priceRequiredDate);
  if (version === undefined) throw new Error(`No tables version is in force on ${priceRequiredDate}.`);
  if (version.manifest.roundingMode !== "half-up") {
    throw new Error(`The ZEN graph rounds half away from zero; tables rounding mode ${version.manifest.roundingMode} is not covered.`);
  }
  const bounds = version.incentives.bounds;
  const options = [...version.options.byId.values()];
  const factorOptions = options.filter((option) => option.pricing === "factor").map((option) => `option${option.id}`);
  const amountOptions = options.filter((option) => option.pricing === "amount").map((option) => `option${option.id}`);

  const nodes: JdmNode[] = [
    { id: "request", name: "request", type: "inputNode", position: { x: 0, y: 0 } },
    expressions("policy", [
      ["transaction", "lower(trim(policy.transactionType ?? ''))"],
      ["isNewBusiness", "$.transaction == '' or $.transaction == 'new business'"],
      ["isRenewal", "$.transaction == 'renewal'"],
      ["taxDate", "trim(policy.taxRequiredDate ?? '') == '' ? policy.priceRequiredDate : trim(policy.taxRequiredDate)"],
      ["psDiscount", `number(${incentiveParameter("psDiscount")} == '' ? '0' : ${incentiveParameter("psDiscount")})`],
      ["monthsFree", `number(${incentiveParameter("monthsFree")} == '' ? '0' : ${incentiveParameter("monthsFree")})`],
      ["freeOption", `lower(${incentiveParameter("freeOption")})`],
      ["priceBeater", incentiveParameter("Price Beater")],
      ["paymentType", "upper(trim(policy.paymentType ?? ''))"],
      ["priceDay", "d(policy.priceRequiredDate).month() * 100 + d(policy.priceRequiredDate).day()"],
      ["priceYear", "d(policy.priceRequiredDate).year()"],
    ], false),
    keyedTable(
      "payment",
      { id: "method", name: "Payment type:frequency", field: "paymentType + ':' + string(policy.paymentFrequency)" },
      { id: "factor", name: "Payment factor", field: "paymentFactor" },
      [...version.payment.factors].map(([key, factor]) => [text(key), num(factor.value)] as const),
      false,
    ),
    decisionTable("ipt", {
      inputs: [{ id: "date", name: "Tax date", field: "date(taxDate)" }],
      outputs: [{ id: "rate", name: "IPT rate %", field: "iptPercent" }],
      rules: [...tables.ipt.rates].reverse().map((rate) => ({ date: `>= date(${text(rate.effectiveFrom)})`, rate: num(rate.ratePercent) })),
      loop: false,
    }),
    expressions("policyFactor", [
      [
        "policyFactor",
        "(1 + (policy.commercialAdjustment ?? 0) / 100) * (1 + (policy.experienceAdjustment ?? 0) / 100) * paymentFactor * (1 - psDiscount / 100) * ((12 - monthsFree) / 12)",
      ],
    ], false),
    expressions("member", [
      ["needed", "not (upper(trim(string(isMemberNeeded ?? '1'))) in ['0', 'N'])"],
      ["age", "age != null and string(age) != '' ? number(age) : $nodes.policyFactor.priceYear - d(dateOfBirth).year() - ($nodes.policyFactor.priceDay < d(dateOfBirth).month() * 100 + d(dateOfBirth).day() ? 1 : 0)"],
      ["outward", "extract(upper(postcode ?? ''), '^ *([A-Z]{1,2}[0-9][A-Z0-9]?) *[0-9][A-Z]{2} *$')[1]"],
      ["area", "extract($.outward ?? '', '^([A-Z]+)')[1]"],
      ["gender", "upper(trim(gender ?? ''))"],
      ["uwType", "upper(trim(uwType ?? ''))"],
      ["ncdLevel", "number(ncdLevel)"],
      ["pncd", "upper(trim(pncdInd ?? '')) == 'Y'"],
      ["givenBand", "$nodes.policyFactor.isNewBusiness or upper(trim(isPostbandCallRequired ?? '')) == 'Y' or trim(postcodeBand ?? '') == '' ? null : trim(postcodeBand)"],
    ], true),
    postcodeBandTable(version),
    expressions("band", [["band", "givenBand ?? derivedBand"]], true),
    baseRateTable(version),
    keyedTable(
      "underwriting",
      { id: "type", name: "Underwriting type", field: "uwType" },
      { id: "factor", name: "Underwriting factor", field: "uwFactor" },
      [...version.underwriting].map(([type, factor]) => [text(type), num(factor.value)] as const),
      true,
    ),
    ...options.map((option) => optionTable(option, option.id === version.options.protectedNcdOptionId)),
    keyedTable(
      "ncd",
      { id: "level", name: "NCD level", field: "ncdLevel" },
      { id: "factor", name: "NCD factor", field: "ncdFactor" },
      [...version.ncd.factors].map(([level, factor]) => [String(level), num(factor.value)] as const),
      true,
    ),
    expressions("premium", [
      [
        "unclamped",
        `(baseRate * uwFactor${factorOptions.map((name) => ` * ${name}`).join("")}${amountOptions.map((name) => ` + ${name}`).join("")}) * ncdFactor * $nodes.policyFactor.policyFactor * (1 - (wellnessDiscount ?? 0) / 100)`,
      ],
      [
        "premium",
        `not needed ? 0 : $nodes.policyFactor.isRenewal and previousnetPremium != null ? min([max([$.unclamped, previousnetPremium * (1 + ${num(version.renewal.collarPercent)} / 100)]), previousnetPremium * (1 + ${num(version.renewal.capPercent)} / 100)]) : not $nodes.policyFactor.isNewBusiness and cncFactor != null ? $.unclamped * cncFactor : $.unclamped`,
      ],
    ], true),
    expressions("priceBeater", [
      ["total", "sum(map(filter(members, #.needed), #.premium))"],
      ["target", `(policy.competitorPrice ?? 0) * (1 - ${num(bounds.priceBeaterMarginPercent)} / 100) / (1 + iptPercent / 100)`],
      [
        "keep",
        `priceBeater == '' ? 1 : policy.isRequote == true ? 1 - number(priceBeater) / 100 : lower(priceBeater) in ['yes', 'y', '1'] ? 1 - min([max([1 - $.target / $.total, 0]), ${num(bounds.priceBeaterMaxDiscountPercent)} / 100]) : 1`,
      ],
    ], false),
    expressions("net", [
      ["netPrice", `needed ? round(max([premium * $nodes.priceBeater.keep, ${num(version.minimumPremium.value)}]), 2) : 0`],
      ["ipt", "round($.netPrice * $nodes.priceBeater.iptPercent / 100, 2)"],
    ], true),
    expressions("result", [["netPrice", "sum(map(members, #.netPrice))"], ["memberNetPrices", "map(members, #.netPrice)"], ["memberIpt", "map(members, #.ipt)"]], false, false),
    { id: "response", name: "response", type: "outputNode", position: { x: 0, y: 0 } },
  ];
  nodes.forEach((node, index) => {
    node.position = { x: 250 * index, y: 100 };
  });
  const edges = nodes.slice(1).map((node, index) => ({ id: `edge-${index + 1}`, sourceId: nodes[index]?.id ?? "", targetId: node.id, type: "edge" as const }));
  return { contentType: "application/vnd.gorules.decision", nodes, edges };
}
