/** Attributes and properties of an element built with `h`: `on*` functions become listeners, `null`/`undefined`/`false` are left out. */
export type ElementProps = Record<string, string | number | boolean | null | undefined | ((event: never) => unknown)>;
export type Child = Node | string | number | null | undefined | false | readonly Child[];

/**
 * Builds a DOM element: a tag, its attributes and its children (text is escaped, as DOM text
 * nodes are), so the page never assembles HTML from strings that could hold a request's text.
 *
 * @example
 * h("button", { type: "button", onclick: () => run() }, "Run");
 */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props: ElementProps = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") element.addEventListener(key.slice(2), value as EventListener);
    else if (key === "value" && "value" in element) (element as HTMLInputElement).value = String(value);
    else if (key === "checked" && element instanceof HTMLInputElement) element.checked = Boolean(value);
    else element.setAttribute(key, value === true ? "" : String(value));
  }
  append(element, children);
  return element;
}

function append(parent: Node, children: readonly Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(parent, child as readonly Child[]);
    else parent.appendChild(typeof child === "string" || typeof child === "number" ? document.createTextNode(String(child)) : (child as Node));
  }
}

/** The element with this id, which the page's HTML guarantees. */
export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`The page has no element #${id}`);
  return element as T;
}

/** Replaces an element's children. */
export function replaceChildren(parent: HTMLElement, ...children: Child[]): void {
  parent.replaceChildren();
  append(parent, children);
}

/** Pounds and pence for people: £1,234.56. */
export function formatMoney(amount: number | string): string {
  return new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(Number(amount));
}

/** A `<select>`'s options from values (value = label unless labels are given). */
export function optionsOf(values: readonly string[], selected: string, labels: Readonly<Record<string, string>> = {}): HTMLOptionElement[] {
  const list = values.includes(selected) || selected === "" ? values : [selected, ...values];
  return list.map((value) => h("option", { value, selected: value === selected }, labels[value] ?? value));
}
