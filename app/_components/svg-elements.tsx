import { createElement, type SVGAttributes } from "react";
import type { SvgElement } from "@/lib/print/svg";

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

// A page draws hundreds of elements from a handful of attribute names and styles: convert each once.
const propNames = new Map<string, string>();
const styles = new Map<string, Record<string, string>>();

function propName(name: string): string {
  let prop = propNames.get(name);
  if (prop === undefined) propNames.set(name, (prop = name.startsWith("aria-") ? name : camelCase(name)));
  return prop;
}

/** "font-kerning:none" as React's style object (shared: React never changes it). */
function styleObject(style: string): Record<string, string> {
  let parsed = styles.get(style);
  if (!parsed) {
    const rules = style.split(";").filter((rule) => rule.includes(":"));
    parsed = Object.fromEntries(rules.map((rule) => rule.split(":").map((part) => part.trim())).map(([name = "", value = ""]) => [camelCase(name), value]));
    styles.set(style, parsed);
  }
  return parsed;
}

/** SVG attributes as React props: stroke-width becomes strokeWidth; aria-* stay as they are. */
export function svgProps(attributes: Array<[string, string]>): SVGAttributes<SVGElement> {
  const props: Record<string, unknown> = {};
  for (const [name, value] of attributes) props[propName(name)] = name === "style" ? styleObject(value) : value;
  return props;
}

/** Elements of a drawing (lib/print/svg.ts) as React SVG elements. */
export function SvgElements({ elements }: { elements: SvgElement[] }) {
  return elements.map((element, i) => createElement(element.tag, { key: i, ...svgProps(element.attributes) }, element.text));
}
