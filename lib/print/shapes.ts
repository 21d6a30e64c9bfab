import type { Drawing } from "@/lib/handwriting/drawing";
import type { FontId } from "./font-catalog";
import type { Placement, Suit } from "./suits";

/**
 * The drawing vocabulary both renderers understand. Units are millimetres, y points down, and the
 * origin is the top-left of whatever holds the shapes (a card's trim box, or the page).
 */
export type Shape =
  /** `opacity` (0–1, opaque when absent) lets what is under a rect show through it: a scrim over a picture. */
  | { kind: "rect"; x: number; y: number; width: number; height: number; radius: number; fill?: string; stroke?: string; strokeWidth?: number; opacity?: number }
  | { kind: "path"; d: string; fill?: string; stroke?: string; strokeWidth?: number }
  | { kind: "line"; x1: number; y1: number; x2: number; y2: number; stroke: string; strokeWidth: number }
  | TextShape
  /** A suit shape centred at (cx, cy), `size` across; renderers draw SUIT_PATHS[suit] there. */
  | ({ kind: "suit"; suit: Suit; fill: string } & Placement)
  /**
   * A picture scaled to cover the box and cropped to it: the card's own picture (`artId`, a CardArt
   * cut to this box's shape), or the deck's uploaded back image when `artId` is absent. `radius`
   * rounds its corners (a card drawn without bleed has rounded corners).
   */
  | { kind: "image"; x: number; y: number; width: number; height: number; artId?: string; radius?: number }
  /**
   * A word written by hand (lib/handwriting), in the ink: the writing card's point (u, v) lands at
   * (x + u·scale, y + v·scale) millimetres. Renderers draw the marker's own shape (drawingPaths on
   * screen, drawHandwriting in the PDF), so it is the same wherever it is drawn.
   */
  | HandShape;

export interface HandShape {
  kind: "hand";
  drawing: Drawing;
  x: number;
  y: number;
  /** Millimetres per unit of the writing card. */
  scale: number;
  ink: string;
}

export interface TextShape {
  kind: "text";
  text: string;
  /** The anchor point: baseline, at the start, middle or end of the text as `anchor` says. */
  x: number;
  y: number;
  size: number;
  font: FontId;
  fill: string;
  anchor: "start" | "middle" | "end";
  /** Measured width, so renderers place the text without measuring it again. */
  width: number;
  /** Turned half a turn about the anchor point (the lower corner index of a card). */
  upsideDown?: boolean;
}

/** Mixes two #rrggbb colours: t = 0 gives `a`, t = 1 gives `b`. */
export function mixColour(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const parts = [0, 1, 2].map((i) => Math.round(channel(a, i) * (1 - t) + channel(b, i) * t));
  return `#${parts.map((p) => p.toString(16).padStart(2, "0")).join("")}`;
}

