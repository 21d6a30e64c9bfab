import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LAYOUT_VISITS } from "@/tests/support/layout-pages";

const APP = path.resolve(import.meta.dirname, "..", "..", "..", "app");

/** Every page file's route: its folder under app/, without route groups ("(site)"). */
function pageRoutes(): string[] {
  return readdirSync(APP, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "page.tsx")
    .map((file) => `/${path.dirname(file).split(path.sep).filter((part) => part !== "." && !/^\(.*\)$/.test(part)).join("/")}`)
    .sort();
}

describe("the layout check visits every page of the app", () => {
  it("every app/**/page.tsx is visited at least once", () => {
    const visited = new Set(LAYOUT_VISITS.map((visit) => visit.route));
    expect(pageRoutes().filter((route) => !visited.has(route))).toEqual([]);
  });

  it("every visit names a page that exists", () => {
    const routes = new Set(pageRoutes());
    expect(LAYOUT_VISITS.filter((visit) => visit.route !== null && !routes.has(visit.route)).map((visit) => visit.route)).toEqual([]);
  });

  it("each visit is one page in one state for one person: no two alike", () => {
    const names = LAYOUT_VISITS.map((visit) => `${visit.page} / ${visit.role}`);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});
