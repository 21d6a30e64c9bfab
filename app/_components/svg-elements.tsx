import { createElement, type SVGAttributes } from "react";
import type { SvgElement } from "@/lib/print/svg";

/** "font-kerning:none" as React's style object. */
function styleObject(style: string): Record<string, string> {
  return Object.fromEntries(
    style
      .split(";")
      .filter((rule) => rule.includes(":"))
      .map((rule) => {
        const [name = "", value = ""] = rule.split(":");
        return [name.trim().replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), value.trim()];
      }),
  );
}

/** SVG attributes as React props: stroke-width becomes strokeWidth; aria-* stay as they are. */
export function svgProps(attributes: Array<[string, string]>): SVGAttributes<SVGElement> {
  return Object.fromEntries(
    attributes.map(([name, value]) => {
      if (name === "style") return [name, styleObject(value)];
      if (name.startsWith("aria-")) return [name, value];
      return [name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), value];
    }),
  );
}

/** Elements of a drawing (lib/print/svg.ts) as React SVG elements. */
export function SvgElements({ elements }: { elements: SvgElement[] }) {
  return elements.map((element, i) => createElement(element.tag, { key: i, ...svgProps(element.attributes) }, element.text));
}
