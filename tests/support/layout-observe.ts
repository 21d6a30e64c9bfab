// What a page looks like to the layout check (tests/support/layout-check.ts), measured in the
// browser: plain numbers about the page, its text boxes, its controls and its scrolling boxes. It
// decides nothing (layoutFailures does, in Node); it only leaves out what nobody can see or reach:
// elements not rendered, visually hidden text for screen readers (the `sr-only` pattern: clipped
// to nothing, or a box of 1 × 1 px or less), everything under `inert`, and the page behind an open
// modal dialog.

/** A box whose text may not fit: how it ends text that doesn't, and its measures. */
export interface TextBox {
  element: string;
  /** How the box ends text that doesn't fit: a CSS ellipsis, a clamp to a number of lines (with an
   *  ellipsis), clipped at its edge, or shown past its edge. */
  ending: "ellipsis" | "clamp" | "clip" | "visible";
  /** A button, a link, a label or a heading: its text must be whole, wherever it ends. */
  names: boolean;
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  clientHeight: number;
}

/** Something a person taps, with the size of the box that takes the tap. */
export interface Target {
  element: string;
  width: number;
  height: number;
  /** The box measured is the control's label (a checkbox or radio button is also ticked through its label). */
  throughLabel: boolean;
  /** A link that is part of a sentence (WCAG 2.5.8's inline exception). */
  inText: boolean;
}

/** A box that scrolls or clips its content, and how much content it has. */
export interface Scroller {
  element: string;
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  clientHeight: number;
}

export interface LayoutObservation {
  /** The window's layout size (the viewport the page is laid out in). */
  width: number;
  height: number;
  page: { scrollWidth: number; scrollHeight: number };
  /** The outermost elements that reach past the window's right edge, where the page is wider than it. */
  sticksOut: { element: string; right: number }[];
  texts: TextBox[];
  targets: Target[];
  /** Boxes that scroll or clip and have more content than room (text boxes aside). */
  scrollers: Scroller[];
}

/**
 * Measures the page on screen. Runs in the browser (page.evaluate): it must stay self-contained,
 * with no imports and no helpers from outside this function.
 */
export function observeLayout(): LayoutObservation {
  const root = document.documentElement;
  const width = root.clientWidth;
  const height = window.innerHeight;

  const TARGETS =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="menuitem"], [role="option"], [role="slider"]';
  const NAMES = 'button, a[href], summary, label, legend, h1, h2, h3, h4, h5, h6, th, dt, caption, [role="button"], [role="link"], [role="tab"], [role="heading"]';

  const hiddenCache = new Map<Element, boolean>();
  /** Visually hidden (screen readers only) or out of reach: itself or an ancestor. */
  function outOfSight(el: Element): boolean {
    const known = hiddenCache.get(el);
    if (known !== undefined) return known;
    let hidden = false;
    if (el.hasAttribute("inert")) hidden = true;
    else {
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      const clipped = style.clip === "rect(0px, 0px, 0px, 0px)" || style.clipPath === "inset(50%)";
      const speck = style.position === "absolute" && style.overflow !== "visible" && rect.width <= 1 && rect.height <= 1;
      hidden = clipped || speck || (el.parentElement !== null && outOfSight(el.parentElement));
    }
    hiddenCache.set(el, hidden);
    return hidden;
  }
  const shown = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !outOfSight(el);

  const squash = (text: string | null | undefined, max = 60) => {
    const s = (text ?? "").replace(/\s+/g, " ").trim();
    return s.length > max ? `${s.slice(0, max - 1)}…` : s;
  };
  /** The text a screen reader reads in an element: not what is hidden from it, nor a picture's text. */
  function textOf(node: Node): string {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
    if (!(node instanceof Element) || node.getAttribute("aria-hidden") === "true" || node instanceof SVGElement) return "";
    const style = getComputedStyle(node);
    if (style.display === "none") return "";
    const text = [...node.childNodes].map(textOf).join("");
    // A block's text is a line of its own: "Who plays Everyone in the family…", not "Who playsEveryone…".
    const block = /^(block|flex|grid|list-item|table)/.test(style.display) && style.position !== "absolute";
    return block ? ` ${text} ` : text;
  }
  /** The name a person (or a screen reader) would know the element by. */
  function nameOf(el: Element): string {
    const labelled = el.getAttribute("aria-labelledby");
    const byIds = labelled
      ? labelled
          .split(/\s+/)
          .map((id) => {
            const labelling = document.getElementById(id);
            return labelling ? textOf(labelling) : "";
          })
          .join(" ")
      : "";
    const labels = "labels" in el && (el as HTMLInputElement).labels ? [...(el as HTMLInputElement).labels!].map(textOf).join(" ") : "";
    return squash(
      el.getAttribute("aria-label") ||
        byIds ||
        labels ||
        (el.tagName === "FIELDSET" && el.querySelector("legend") ? textOf(el.querySelector("legend")!) : "") ||
        textOf(el).trim() ||
        el.getAttribute("title") ||
        el.getAttribute("alt") ||
        el.getAttribute("placeholder") ||
        el.getAttribute("name") ||
        "",
    );
  }
  /** `button "Mum: Teapot!" in "Mum’s calls"`: the element, its name and the nearest named place around it. */
  function describe(el: Element): string {
    const tag = el.tagName.toLowerCase();
    const type = tag === "input" ? `[type=${(el as HTMLInputElement).type}]` : "";
    const role = el.getAttribute("role") ? `[role=${el.getAttribute("role")}]` : "";
    const name = nameOf(el);
    let place: Element | null = el.parentElement;
    while (place && place !== document.body && !place.hasAttribute("aria-label") && !place.hasAttribute("aria-labelledby") && place.tagName !== "DIALOG") {
      place = place.parentElement;
    }
    const where = place && place !== document.body ? nameOf(place) : "";
    return `${tag}${type}${role}${name ? ` "${name}"` : ""}${where && where !== name ? ` in "${squash(where, 40)}"` : ""}`;
  }

  // While a modal dialog is open it is all a person can reach: the page behind it waits (and is
  // measured in a state without the dialog).
  const modal = [...document.querySelectorAll('dialog, [role="dialog"], [role="alertdialog"]')].find(
    (dialog) => (dialog.matches("dialog:modal") || dialog.getAttribute("aria-modal") === "true") && dialog.checkVisibility(),
  );
  const all = [...(modal ?? document.body).querySelectorAll("*")].filter((el) => !(el instanceof SVGElement && !(el instanceof SVGSVGElement)));
  const visible = all.filter(shown);

  // The page wider than the window: the outermost elements past its right edge, except inside a
  // box that scrolls or clips them (that box is measured as a scroller instead).
  const sticksOut: LayoutObservation["sticksOut"] = [];
  if (root.scrollWidth > width) {
    for (const el of visible) {
      const right = el.getBoundingClientRect().right + window.scrollX;
      if (right <= width + 0.5) continue;
      let parent = el.parentElement;
      let inside = false;
      while (parent && parent !== document.body) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== "visible" || parent.getBoundingClientRect().right + window.scrollX > width + 0.5) {
          inside = true;
          break;
        }
        parent = parent.parentElement;
      }
      if (!inside) sticksOut.push({ element: describe(el), right: Math.round(right) });
    }
  }

  const texts: TextBox[] = [];
  const scrollers: Scroller[] = [];
  for (const el of visible) {
    if (!(el instanceof HTMLElement)) continue;
    const style = getComputedStyle(el);
    if (style.display === "inline" || style.display === "contents") continue;
    const clips = style.overflowX !== "visible" || style.overflowY !== "visible";
    const scrolls = ["auto", "scroll"].includes(style.overflowX) || ["auto", "scroll"].includes(style.overflowY);
    const ownText = [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "");
    const ending: TextBox["ending"] =
      style.webkitLineClamp !== "none" && style.webkitLineClamp !== ""
        ? "clamp"
        : style.textOverflow === "ellipsis" && style.overflowX !== "visible"
          ? "ellipsis"
          : clips
            ? "clip"
            : "visible";
    const names = el.matches(NAMES);
    const measures = { scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, scrollHeight: el.scrollHeight, clientHeight: el.clientHeight };
    if (ending === "ellipsis" || ending === "clamp" || names || (ownText && ending === "clip" && !scrolls)) {
      texts.push({ element: describe(el), ending, names, ...measures });
    } else if (clips && (measures.scrollWidth > measures.clientWidth || measures.scrollHeight > measures.clientHeight)) {
      scrollers.push({ element: describe(el), ...measures });
    }
  }

  const targets: Target[] = [];
  for (const el of all.filter((el) => el.matches(TARGETS) && !el.closest("[inert]"))) {
    const own = shown(el) ? el.getBoundingClientRect() : null;
    const labels = "labels" in el && (el as HTMLInputElement).labels ? [...(el as HTMLInputElement).labels!].filter(shown).map((l) => l.getBoundingClientRect()) : [];
    const boxes = [...(own ? [{ rect: own, throughLabel: false }] : []), ...labels.map((rect) => ({ rect, throughLabel: true }))];
    if (boxes.length === 0) continue;
    const best = boxes.reduce((a, b) => (Math.min(b.rect.width, b.rect.height) > Math.min(a.rect.width, a.rect.height) ? b : a));
    let inText = false;
    if (own && getComputedStyle(el).display === "inline") {
      let block = el.parentElement;
      while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
      inText = squash(block?.textContent, 100_000).length > squash(el.textContent, 100_000).length;
    }
    targets.push({ element: describe(el), width: best.rect.width, height: best.rect.height, throughLabel: best.throughLabel, inText });
  }

  return { width, height, page: { scrollWidth: root.scrollWidth, scrollHeight: root.scrollHeight }, sticksOut, texts, targets, scrollers };
}
