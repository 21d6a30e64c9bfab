import type { Page } from "playwright-core";

/** A game chooser's folded table rules: the "Change the table rules" disclosure. */
export const tableRulesToggle = (page: Page) => page.locator("summary", { hasText: "Change the table rules" });

/** Opens a game chooser's table rules (its variant, length, false starts, deal number), unless they are open. */
export async function openTableRules(page: Page): Promise<void> {
  const rules = page.locator("details", { has: tableRulesToggle(page) });
  if ((await rules.getAttribute("open")) === null) await tableRulesToggle(page).click();
}
