import { byId } from "./element.js";

const TABS = ["quote", "explain", "compare", "rates", "tables"] as const;
export type TabName = (typeof TABS)[number];

/** Shows one tab's panel and marks its tab selected (the others get tabindex -1, as the ARIA tabs pattern asks). */
export function showTab(name: TabName, focus = false): void {
  for (const tab of TABS) {
    const button = byId<HTMLButtonElement>(`tab-${tab}`);
    const selected = tab === name;
    button.setAttribute("aria-selected", String(selected));
    button.tabIndex = selected ? 0 : -1;
    byId(`panel-${tab}`).hidden = !selected;
    if (selected && focus) button.focus();
  }
  // Charts drawn while their panel was hidden have no size: the panel redraws when shown.
  window.dispatchEvent(new CustomEvent<TabName>("workbench-tab", { detail: name }));
}

/** Wires the tab list: click to choose, left/right arrows, Home and End move between tabs (keyboard operation). */
export function setupTabs(): void {
  TABS.forEach((tab, index) => {
    const button = byId<HTMLButtonElement>(`tab-${tab}`);
    button.addEventListener("click", () => showTab(tab));
    button.addEventListener("keydown", (event) => {
      const next =
        event.key === "ArrowRight" ? index + 1 : event.key === "ArrowLeft" ? index - 1 : event.key === "Home" ? 0 : event.key === "End" ? TABS.length - 1 : undefined;
      if (next === undefined) return;
      event.preventDefault();
      showTab(TABS[(next + TABS.length) % TABS.length] ?? "quote", true);
    });
  });
}
