import { parse, printParseErrorCode, type ParseError } from "jsonc-parser";
import { parseRequestJson } from "pmi-rating/http";
import { GENDERS, INCENTIVE_TYPES, PAYMENT_FREQUENCIES, PAYMENT_TYPES, RELATIONSHIPS, TRANSACTION_TYPES, UNDERWRITING_TYPES } from "pmi-rating";
import type { Issue, Warning } from "pmi-rating";
import type { QuoteResponse } from "pmi-rating";
import { isCalendarDate } from "pmi-rating/toolkit";
import { safeQuote } from "pmi-rating";
import { tablesSignOff } from "pmi-rating/tables";
import { movementBars } from "../movementBars.js";
import { selectTablesVersion } from "pmi-rating";
import { addMember } from "../addMember.js";
import { applyQuoteForm } from "../applyQuoteForm.js";
import { optionCatalogue, type OptionCatalogueEntry } from "../optionCatalogue.js";
import { pointerRange, type TextRange } from "../pointerRange.js";
import type { QuoteFormValues } from "../quoteFormValues.js";
import { readQuoteForm } from "../readQuoteForm.js";
import { removeMember } from "../removeMember.js";
import type { WorkbenchContext } from "./context.js";
import { byId, formatMoney, h, optionsOf, replaceChildren } from "./element.js";
import { reportingFailure } from "./reportingFailure.js";

/** A problem shown beside the JSON: a validation issue, or the JSON itself being unreadable. */
interface ShownProblem {
  readonly path: string;
  readonly code: string;
  readonly message: string;
  readonly range: TextRange | undefined;
}

const PAYMENT_TYPE_LABELS: Record<string, string> = { B: "B: direct debit", C: "C: card", A: "A: other" };

/** Wires the Quote panel: examples, upload, the form and the JSON kept in step, pricing on every change. */
export function setupQuotePanel(context: WorkbenchContext): void {
  // The tables in force do not change while the page is open: their sign-off is judged once.
  const signOffByVersion = new Map(tablesSignOff(context.inForce.tables).versions.map((signOff) => [signOff.version, signOff]));
  const textarea = byId<HTMLTextAreaElement>("request-json");
  const highlight = byId<HTMLPreElement>("request-highlight");
  const form = byId<HTMLFormElement>("quote-form");
  const exampleSelect = byId<HTMLSelectElement>("example");
  let request: unknown;
  let catalogue: OptionCatalogueEntry[] = [];

  replaceChildren(exampleSelect, ...context.examples.map((example) => h("option", { value: example.name }, example.name)));
  exampleSelect.addEventListener("change", () => {
    const example = context.examples.find((candidate) => candidate.name === exampleSelect.value);
    if (example !== undefined) load(example.request);
  });
  byId<HTMLInputElement>("request-file").addEventListener(
    "change",
    reportingFailure(
      async (event) => {
        const file = (event.target as HTMLInputElement).files?.[0];
        if (file !== undefined) setText(await file.text(), false);
      },
      (message) => replaceChildren(byId("quote-result"), h("div", { class: "problems", role: "alert" }, `The file could not be read: ${message}`)),
    ),
  );
  textarea.addEventListener("input", () => setText(textarea.value, false, false));
  textarea.addEventListener("scroll", () => {
    highlight.scrollTop = textarea.scrollTop;
    highlight.scrollLeft = textarea.scrollLeft;
  });
  // "input" fires for text fields and selects alike; "change" would repeat it on blur.
  form.addEventListener("input", () => fromForm());
  form.addEventListener("submit", (event) => event.preventDefault());
  const quoteDateInput = byId<HTMLInputElement>("quote-date");
  quoteDateInput.addEventListener("input", () => price());

  function load(value: unknown): void {
    setText(JSON.stringify(value, null, 2), false);
  }
  context.loadRequest = load;

  /** The JSON changed (typed, loaded or written by the form): parse, re-draw the form unless the form wrote it, price. */
  function setText(text: string, writtenByForm: boolean, replaceText = true): void {
    // Assigning the same text would lose the selection a problem link made.
    if (replaceText && textarea.value !== text) textarea.value = text;
    const errors: ParseError[] = [];
    parse(text, errors, { allowTrailingComma: false, disallowComments: true });
    const syntax = errors[0];
    if (syntax !== undefined || text.trim() === "") {
      const offset = syntax?.offset ?? 0;
      const message =
        syntax === undefined
          ? "The request is empty: paste a request or choose an example."
          : `The request is not valid JSON (${printParseErrorCode(syntax.error)} at character ${offset + 1}).`;
      showProblems([{ path: "", code: "MALFORMED_JSON", message, range: { start: offset, end: offset + Math.max(1, syntax?.length ?? 1), exact: true } }]);
      context.onPriced(undefined);
      return;
    }
    // The service's one reading of a body: a prototype-poisoning key (__proto__,
    // constructor.prototype) or a key given twice is refused here as the service refuses it.
    const read = parseRequestJson(text);
    if (!read.ok) {
      const errors = read.errors ?? [{ pointer: "", code: read.code, message: read.detail }];
      showProblems(errors.map((error) => ({ path: error.pointer ?? "", code: error.code, message: error.message, range: pointerRange(text, error.pointer ?? "") })));
      context.onPriced(undefined);
      return;
    }
    request = read.value;
    if (!writtenByForm) renderForm();
    price();
  }

  function fromForm(): void {
    const values = readFormValues(form, catalogue);
    if (values === undefined) return;
    request = applyQuoteForm(request, values);
    const text = JSON.stringify(request, null, 2);
    if (text !== textarea.value) setText(text, true);
  }

  function renderForm(): void {
    const date = readQuoteForm(request, []).priceRequiredDate;
    const version = selectTablesVersion(context.inForce.tables, date) ?? context.inForce.tables.versions.at(-1);
    catalogue = version === undefined ? [] : optionCatalogue(version);
    const values = readQuoteForm(request, catalogue);
    replaceChildren(
      form,
      ...formFields(values, catalogue, {
        addMember: () => load(addMember(request)),
        removeMember: (pointer) => load(removeMember(request, pointer)),
        addIncentive: () => {
          const current = readFormValues(form, catalogue) ?? values;
          request = applyQuoteForm(request, { ...current, incentives: [...current.incentives, { incentiveType: "gift", incentiveParameter: "1" }] });
          load(request);
        },
        removeIncentive: (index) => {
          const current = readFormValues(form, catalogue) ?? values;
          load(applyQuoteForm(request, { ...current, incentives: current.incentives.filter((_, position) => position !== index) }));
        },
      }),
    );
  }

  function price(): void {
    // Not part of the request: the date the quotation is made, for the versions' availableFrom.
    const quoteDate = quoteDateInput.value.trim();
    if (quoteDate !== "" && !isCalendarDate(quoteDate)) {
      const message = `The quote date "${quoteDate}" is not a calendar date (YYYY-MM-DD); leave it blank to price without checking when versions may be quoted.`;
      showProblems([{ path: "", code: "INVALID_QUOTE_DATE", message, range: undefined }]);
      context.onPriced(undefined);
      return;
    }
    let result: ReturnType<typeof safeQuote>;
    try {
      result = safeQuote(request, context.inForce.tables, { explain: true, allowDraft: true, movement: true, ...(quoteDate === "" ? {} : { quoteDate }) });
    } catch (error) {
      showProblems([{ path: "", code: "ENGINE_ERROR", message: `The engine failed: ${(error as Error).message}`, range: undefined }]);
      context.onPriced(undefined);
      return;
    }
    if (!result.success) {
      showProblems(result.issues.map((issue: Issue) => ({ ...issue, range: pointerRange(textarea.value, issue.path) })));
      context.onPriced(undefined);
      return;
    }
    const warnings = result.data.warnings.map((warning) => ({ ...warning, range: pointerRange(textarea.value, warning.path) }));
    drawHighlights(warnings.map((warning) => warning.range));
    replaceChildren(byId("quote-result"), signOffNote(result.data.tables.version), ...quoteResult(result.data, warnings, (range) => selectRange(range)));
    context.onPriced(result.data);
  }

  /** Said above a price made with a version not approved as it is: the workbench prices it for analysis only. */
  function signOffNote(version: string): HTMLElement | undefined {
    const signOff = signOffByVersion.get(version);
    if (signOff === undefined || signOff.state === "approved") return undefined;
    return h(
      "p",
      { class: "sign-off-note", role: "note", id: "quote-sign-off" },
      `Priced with version ${version}, ${signOff.description}: the workbench prices it for analysis; the service and pmi-rating quote refuse it.`,
    );
  }

  function showProblems(problems: readonly ShownProblem[]): void {
    drawHighlights(problems.map((problem) => problem.range));
    replaceChildren(
      byId("quote-result"),
      h(
        "div",
        { class: "problems", role: "alert" },
        h("h2", { id: "problems-heading" }, `${problems.length} problem${problems.length === 1 ? "" : "s"}: the request is refused`),
        h(
          "ul",
          {},
          problems.map((problem, index) =>
            h(
              "li",
              { "data-code": problem.code },
              h("strong", {}, problem.code),
              " ",
              problem.range === undefined
                ? h("code", {}, problem.path || "(request)")
                : h(
                    "button",
                    { type: "button", class: "link", "data-pointer": problem.path, onclick: () => selectRange(problem.range, index) },
                    problem.path || "(request)",
                  ),
              `: ${problem.message}`,
            ),
          ),
        ),
      ),
    );
  }

  /** Marks the ranges behind the textarea (the overlay shows them in place, in the same font). */
  function drawHighlights(ranges: readonly (TextRange | undefined)[]): void {
    const text = textarea.value;
    const ordered = ranges
      .map((range, index) => ({ range, index }))
      .filter((entry): entry is { range: TextRange; index: number } => entry.range !== undefined)
      .sort((a, b) => a.range.start - b.range.start);
    const parts: (string | HTMLElement)[] = [];
    let position = 0;
    for (const { range, index } of ordered) {
      if (range.start < position) continue;
      parts.push(text.slice(position, range.start), h("mark", { "data-index": index }, text.slice(range.start, Math.max(range.end, range.start + 1))));
      position = Math.max(range.end, range.start + 1);
    }
    parts.push(text.slice(position), "\n ");
    replaceChildren(highlight, ...parts);
  }

  function selectRange(range: TextRange | undefined, index?: number): void {
    if (range === undefined) return;
    textarea.focus();
    textarea.setSelectionRange(range.start, range.end);
    for (const mark of Array.from(highlight.querySelectorAll("mark"))) mark.classList.toggle("active", mark.dataset.index === String(index));
    // Scroll the selection into view: the line of the start, a few lines from the top.
    const line = textarea.value.slice(0, range.start).split("\n").length;
    textarea.scrollTop = Math.max(0, (line - 3) * 18);
    highlight.scrollTop = textarea.scrollTop;
  }

  const first = context.examples[0];
  load(first?.request ?? {});
}

interface FormActions {
  addMember(): void;
  removeMember(pointer: string): void;
  addIncentive(): void;
  removeIncentive(index: number): void;
}

function field(label: string, control: HTMLElement): HTMLLabelElement {
  return h("label", {}, label, control);
}

function textInput(name: string, value: string, extra: Record<string, unknown> = {}): HTMLInputElement {
  return h("input", { name, value, type: "text", ...extra });
}

function select(name: string, values: readonly string[], selected: string, labels: Readonly<Record<string, string>> = {}, blank = true): HTMLSelectElement {
  return h("select", { name }, blank ? h("option", { value: "" }, "(not sent)") : null, optionsOf(values, selected, labels));
}

function formFields(values: QuoteFormValues, catalogue: readonly OptionCatalogueEntry[], actions: FormActions): HTMLElement[] {
  const policy = h(
    "fieldset",
    {},
    h("legend", {}, "Policy"),
    h(
      "div",
      { class: "grid" },
      field("Quote id", textInput("id", values.id)),
      field("Transaction", select("transactionType", TRANSACTION_TYPES, values.transactionType)),
      field("Price date (YYYY-MM-DD)", textInput("priceRequiredDate", values.priceRequiredDate, { placeholder: "2026-04-01" })),
      field("Policyholder postcode", textInput("policyholderPostcode", values.policyholderPostcode)),
      field("Payment type", select("paymentType", PAYMENT_TYPES, values.paymentType, PAYMENT_TYPE_LABELS)),
      field(
        "Payment frequency",
        select("paymentFrequency", PAYMENT_FREQUENCIES.map(String), values.paymentFrequency, { "1": "1: annual", "4": "4: quarterly", "12": "12: monthly" }),
      ),
      field("Commercial adjustment %", textInput("commercialAdjustment", values.commercialAdjustment, { inputmode: "decimal" })),
    ),
  );
  const members = h(
    "fieldset",
    {},
    h("legend", {}, "Members"),
    h(
      "table",
      { class: "members" },
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          ["#", "Relationship", "Date of birth", "Gender", "Postcode", "Underwriting", "NCD level", ""].map((heading) => h("th", { scope: "col" }, heading)),
        ),
      ),
      h(
        "tbody",
        {},
        values.members.map((member, index) => {
          const label = (what: string) => `Member ${index + 1} ${what}`;
          const name = (what: string) => `member.${index}.${what}`;
          return h(
            "tr",
            { "data-pointer": member.pointer, "data-member-row": "" },
            h("td", {}, String(index + 1)),
            h("td", {}, h("select", { name: name("relationship"), "aria-label": label("relationship") }, optionsOf(RELATIONSHIPS, member.relationship))),
            h("td", {}, textInput(name("dateOfBirth"), member.dateOfBirth, { "aria-label": label("date of birth"), placeholder: "YYYY-MM-DD", size: 10 })),
            h("td", {}, h("select", { name: name("gender"), "aria-label": label("gender") }, h("option", { value: "" }, "–"), optionsOf(GENDERS, member.gender))),
            h("td", {}, textInput(name("postcode"), member.postcode, { "aria-label": label("postcode"), size: 8 })),
            h("td", {}, h("select", { name: name("uwType"), "aria-label": label("underwriting type") }, optionsOf(UNDERWRITING_TYPES, member.uwType))),
            h("td", {}, textInput(name("ncdLevel"), member.ncdLevel, { "aria-label": label("NCD level"), size: 3, inputmode: "numeric" })),
            h(
              "td",
              {},
              h(
                "button",
                { type: "button", class: "secondary", "aria-label": `Remove member ${index + 1}`, onclick: () => actions.removeMember(member.pointer) },
                "Remove",
              ),
            ),
          );
        }),
      ),
    ),
    h("p", {}, h("button", { type: "button", class: "secondary", onclick: () => actions.addMember() }, "Add a member")),
  );
  const memberDetails = h(
    "fieldset",
    {},
    h("legend", {}, "Members: dates, renewal and MTC inputs"),
    h(
      "table",
      { class: "members member-details" },
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          ["#", "Effective date", "Claim-free years", "Wellness %", "Previous net premium", "Capping factor", "Postcode band"].map((heading) =>
            h("th", { scope: "col" }, heading),
          ),
        ),
      ),
      h(
        "tbody",
        {},
        values.members.map((member, index) => {
          const label = (what: string) => `Member ${index + 1} ${what}`;
          const name = (what: string) => `member.${index}.${what}`;
          return h(
            "tr",
            {},
            h("td", {}, String(index + 1)),
            h("td", {}, textInput(name("effectiveDate"), member.effectiveDate, { "aria-label": label("effective date"), placeholder: "YYYY-MM-DD", size: 10 })),
            h("td", {}, textInput(name("memberYearsClaimFree"), member.memberYearsClaimFree, { "aria-label": label("claim-free years"), size: 3, inputmode: "numeric" })),
            h("td", {}, textInput(name("wellnessDiscount"), member.wellnessDiscount, { "aria-label": label("wellness discount %"), size: 4, inputmode: "decimal" })),
            h("td", {}, textInput(name("previousnetPremium"), member.previousnetPremium, { "aria-label": label("previous net premium"), size: 8, inputmode: "decimal" })),
            h("td", {}, textInput(name("cncFactor"), member.cncFactor, { "aria-label": label("capping factor"), size: 6, inputmode: "decimal" })),
            h("td", {}, textInput(name("postcodeBand"), member.postcodeBand, { "aria-label": label("supplied postcode band"), size: 2 })),
          );
        }),
      ),
    ),
    h("p", { class: "hint" }, "Previous net premium (Renewal), capping factor (MTC) and a supplied postcode band (Renewal and MTC) are read only on those transactions."),
  );
  const options = values.categories.map((category) =>
    h(
      "fieldset",
      { "data-category": category.index },
      h("legend", {}, `Options: category ${category.index + 1}${category.name === "" ? "" : ` (${category.name})`}`),
      h(
        "div",
        { class: "grid" },
        catalogue.map((option) => {
          const choice = category.options.find((candidate) => candidate.name === option.name)?.choice ?? "";
          const choices = option.levels.length > 0 ? ["No", ...option.levels] : ["No", "Yes"];
          return field(
            option.name,
            h(
              "select",
              { name: `category.${category.index}.option.${option.name}`, "data-id": option.id },
              h("option", { value: "" }, "(not sent)"),
              optionsOf(choices, choice),
            ),
          );
        }),
      ),
    ),
  );
  const incentives = h(
    "fieldset",
    {},
    h("legend", {}, "Incentives"),
    values.incentives.length === 0 ? h("p", {}, "None.") : null,
    values.incentives.map((incentive, index) =>
      h(
        "div",
        { class: "toolbar" },
        field(`Incentive ${index + 1} type`, select(`incentive.${index}.incentiveType`, INCENTIVE_TYPES, incentive.incentiveType)),
        field("Parameter", textInput(`incentive.${index}.incentiveParameter`, incentive.incentiveParameter)),
        h("button", { type: "button", class: "secondary", "aria-label": `Remove incentive ${index + 1}`, onclick: () => actions.removeIncentive(index) }, "Remove"),
      ),
    ),
    h("p", {}, h("button", { type: "button", class: "secondary", onclick: () => actions.addIncentive() }, "Add an incentive")),
  );
  return [policy, members, memberDetails, ...options, incentives];
}

/** The form's current values, read back from its inputs by name. */
function readFormValues(form: HTMLFormElement, catalogue: readonly OptionCatalogueEntry[]): QuoteFormValues | undefined {
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value ?? "";
  const rows = Array.from(form.querySelectorAll<HTMLTableRowElement>("tr[data-member-row]"));
  const categories = Array.from(form.querySelectorAll<HTMLFieldSetElement>("fieldset[data-category]")).map((fieldset) => Number(fieldset.dataset.category));
  const incentiveCount = form.querySelectorAll("[name$='.incentiveType']").length;
  return {
    id: value("id"),
    transactionType: value("transactionType"),
    priceRequiredDate: value("priceRequiredDate"),
    policyholderPostcode: value("policyholderPostcode"),
    paymentType: value("paymentType"),
    paymentFrequency: value("paymentFrequency"),
    commercialAdjustment: value("commercialAdjustment"),
    members: rows.map((row, index) => ({
      pointer: row.dataset.pointer ?? "",
      relationship: value(`member.${index}.relationship`),
      dateOfBirth: value(`member.${index}.dateOfBirth`),
      gender: value(`member.${index}.gender`),
      postcode: value(`member.${index}.postcode`),
      uwType: value(`member.${index}.uwType`),
      ncdLevel: value(`member.${index}.ncdLevel`),
      effectiveDate: value(`member.${index}.effectiveDate`),
      memberYearsClaimFree: value(`member.${index}.memberYearsClaimFree`),
      wellnessDiscount: value(`member.${index}.wellnessDiscount`),
      previousnetPremium: value(`member.${index}.previousnetPremium`),
      cncFactor: value(`member.${index}.cncFactor`),
      postcodeBand: value(`member.${index}.postcodeBand`),
    })),
    categories: categories.map((index) => ({
      index,
      name: "",
      options: catalogue.map((option) => ({ id: option.id, name: option.name, choice: value(`category.${index}.option.${option.name}`) })),
    })),
    incentives: Array.from({ length: incentiveCount }, (_, index) => ({
      incentiveType: value(`incentive.${index}.incentiveType`),
      incentiveParameter: value(`incentive.${index}.incentiveParameter`),
    })),
  };
}

/** Beside a Renewal or MTC: its equivalent new-business price (gross), whether this quote is dearer, and the tables' rule. */
function equivalentNewBusinessItem(response: QuoteResponse): HTMLElement | undefined {
  const equivalent = response.equivalentNewBusiness;
  if (equivalent === undefined) return undefined;
  const available = equivalent.available && equivalent.grossPrice !== undefined;
  const note = available
    ? `${equivalent.dearerThanNewBusiness === true ? "this quote is dearer" : "this quote is not dearer"}; rule ${equivalent.rule}`
    : `not available: ${equivalent.reason ?? ""}`;
  return h(
    "div",
    {},
    h("dt", {}, "New-business price (ENBP), gross"),
    h("dd", { "data-field": "equivalentNewBusiness" }, available ? formatMoney(equivalent.grossPrice ?? 0) : "–"),
    h("dd", { class: "note", "data-field": "equivalentNewBusinessNote" }, note),
  );
}

/** A Renewal's movement: last year's net, one bar per part (green cheaper, red dearer), this year's net. */
function movementChart(response: QuoteResponse): HTMLElement | undefined {
  const { movement } = response;
  if (movement === undefined) return undefined;
  return h(
    "figure",
    { id: "movement-chart", class: "movement" },
    h("figcaption", {}, `Why the price changed: net ${formatMoney(movement.previousNetPrice)} last year to ${formatMoney(movement.netPrice)}`),
    movementBars(movement).map((bar) =>
      h(
        "div",
        { class: "movement-row" },
        h("span", { class: "movement-label" }, bar.label),
        h(
          "span",
          { class: "movement-track" },
          h("span", { class: bar.amount < 0 ? "movement-bar cheaper" : "movement-bar dearer", style: `width: ${bar.percent.toFixed(1)}%` }),
        ),
        h("span", { class: "movement-amount number" }, `${bar.amount >= 0 ? "+" : "−"}${Math.abs(bar.amount).toFixed(2)}`),
      ),
    ),
  );
}

function quoteResult(
  response: QuoteResponse,
  warnings: readonly (Warning & { range: TextRange | undefined })[],
  show: (range: TextRange | undefined) => void,
): (HTMLElement | undefined)[] {
  const { instalments } = response;
  const instalmentText =
    instalments.numberOfInstalments === 1
      ? "annual"
      : `${instalments.numberOfInstalments} × ${formatMoney(instalments.gross.regular)} (first ${formatMoney(instalments.gross.first)})`;
  const members = response.memberCategory.flatMap((category) => category.familyUnit.flatMap((unit) => unit.member));
  const withNewBusiness = response.equivalentNewBusiness !== undefined;
  return [
    h(
      "dl",
      { class: "summary", id: "policy-premiums" },
      h("div", {}, h("dt", {}, "Gross premium"), h("dd", { "data-field": "grossPrice" }, formatMoney(response.grossPrice))),
      h("div", {}, h("dt", {}, "Net premium"), h("dd", { "data-field": "netPrice" }, formatMoney(response.netPrice))),
      h("div", {}, h("dt", {}, "IPT"), h("dd", { "data-field": "ipt" }, formatMoney(response.ipt))),
      h("div", {}, h("dt", {}, "Instalments (gross)"), h("dd", { "data-field": "instalments" }, instalmentText)),
      equivalentNewBusinessItem(response),
    ),
    movementChart(response),
    h(
      "p",
      {},
      `Tables ${response.tables.version} (from ${response.tables.effectiveFrom}${response.tables.illustrative ? ", illustrative" : ""}), hash `,
      h("code", {}, response.tables.hash.slice(0, 16)),
      "…",
    ),
    h(
      "table",
      { id: "member-premiums" },
      h("caption", {}, "Member premiums"),
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          ["Member", "Relationship", "Age", "Band", "NCD", "Net", "IPT", "Gross", "Instalment", ...(withNewBusiness ? ["ENBP gross"] : [])].map((heading) =>
            h("th", { scope: "col", class: ["Net", "IPT", "Gross", "Instalment", "ENBP gross"].includes(heading) ? "number" : undefined }, heading),
          ),
        ),
      ),
      h(
        "tbody",
        {},
        members.map((member, index) =>
          h(
            "tr",
            {},
            h("td", {}, member.number ?? String(index + 1)),
            h("td", {}, member.relationship),
            h("td", {}, String(member.age)),
            h("td", {}, member.postcodeBand ?? "–"),
            h("td", {}, String(member.ncdLevel)),
            h("td", { class: "number", "data-field": "netPrice" }, member.netPrice.toFixed(2)),
            h("td", { class: "number", "data-field": "ipt" }, member.ipt.toFixed(2)),
            h("td", { class: "number", "data-field": "grossPrice" }, member.grossPrice.toFixed(2)),
            h("td", { class: "number" }, member.instalments.gross.regular.toFixed(2)),
            withNewBusiness ? h("td", { class: "number", "data-field": "equivalentNewBusiness" }, member.equivalentNewBusiness?.grossPrice.toFixed(2) ?? "–") : null,
          ),
        ),
      ),
    ),
    warnings.length === 0
      ? h("p", {}, "No warnings.")
      : h(
          "div",
          { class: "warnings" },
          h("h2", {}, `${warnings.length} warning${warnings.length === 1 ? "" : "s"}`),
          h(
            "ul",
            {},
            warnings.map((warning) =>
              h(
                "li",
                {},
                h("strong", {}, warning.code),
                " ",
                h("button", { type: "button", class: "link", onclick: () => show(warning.range) }, warning.path || "(request)"),
                `: ${warning.message}`,
              ),
            ),
          ),
        ),
  ];
}
