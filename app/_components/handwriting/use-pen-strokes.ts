"use client";

import { useEffect, useRef, type RefObject } from "react";
import type { Point, Stroke } from "@/lib/handwriting/drawing";
import { drawingPaths, markerPieces, piecesPath, n } from "@/lib/handwriting/outline";
import { pointerPoint, reportsPressure, strokeClock } from "@/lib/handwriting/pointer";

interface Live {
  pointerId: number;
  pointerType: string;
  stroke: Stroke;
  box: DOMRect;
  clock: (timeStamp: number) => number;
  fill: string;
  line: string;
}

/**
 * Pointer Events on the writing surface (touch, pen and mouse alike) become strokes. The stroke
 * being written is painted straight into two <path> elements (`livePaths`: its filled marker
 * pieces and its even line) as each move comes, one segment added at a time, so it shows in the
 * next frame without React redrawing the strokes already written; `onStroke` gets it when the
 * pointer lifts. One pointer writes at a time (a resting palm's touch is ignored while a pen writes).
 */
export function usePenStrokes({
  surface,
  livePaths,
  strokes,
  onStroke,
}: {
  surface: RefObject<SVGSVGElement | null>;
  livePaths: RefObject<{ fill: SVGPathElement | null; line: SVGPathElement | null }>;
  strokes: readonly Stroke[];
  onStroke: (stroke: Stroke) => void;
}) {
  const written = useRef(strokes);
  const report = useRef(onStroke);
  useEffect(() => {
    written.current = strokes;
    report.current = onStroke;
  });

  useEffect(() => {
    const svg = surface.current;
    if (!svg) return;
    let live: Live | null = null;
    let lastStamp: number | null = null;

    const paint = () => {
      livePaths.current.fill?.setAttribute("d", live?.fill ?? "");
      livePaths.current.line?.setAttribute("d", live?.line ?? "");
    };

    const add = (point: Point, pointerType: string, pressure: number) => {
      if (!live) return;
      const { stroke } = live;
      const before = stroke.points.at(-1);
      if (before && before.x === point.x && before.y === point.y) return;
      stroke.points.push(point);
      if (!stroke.pressure && reportsPressure(pointerType, pressure)) {
        // The device turned out to report pressure: the stroke so far is drawn again, once, with it.
        stroke.pressure = true;
        live.fill = drawingPaths({ strokes: [stroke] }).fill;
        live.line = "";
      } else if (stroke.pressure) {
        // The new point's disc and the band joining it to the one before.
        const pieces = markerPieces({ strokes: [{ pressure: true, points: before ? [before, point] : [point] }] });
        live.fill += piecesPath(before ? pieces.slice(1) : pieces);
      } else {
        // An even line: a zero-length start still shows as a dot through its round caps.
        live.line += before ? `L${n(point.x)} ${n(point.y)}` : `M${n(point.x)} ${n(point.y)}l0 0`;
      }
    };

    const down = (event: PointerEvent) => {
      if (live || (event.pointerType === "mouse" && event.button !== 0)) return;
      event.preventDefault();
      // Capture keeps the stroke when the pointer leaves the card; a pointer that is already gone can't be captured.
      try {
        svg.setPointerCapture(event.pointerId);
      } catch {}
      live = {
        pointerId: event.pointerId,
        pointerType: event.pointerType,
        stroke: { pressure: reportsPressure(event.pointerType, event.pressure), points: [] },
        box: svg.getBoundingClientRect(),
        clock: strokeClock(written.current, event.timeStamp, lastStamp),
        fill: "",
        line: "",
      };
      add(pointerPoint(event, live.box, live.clock), event.pointerType, event.pressure);
      paint();
    };

    const move = (event: PointerEvent) => {
      if (!live || event.pointerId !== live.pointerId) return;
      event.preventDefault();
      const coalesced = typeof event.getCoalescedEvents === "function" ? event.getCoalescedEvents() : [];
      for (const each of coalesced.length > 0 ? coalesced : [event]) add(pointerPoint(each, live.box, live.clock), event.pointerType, each.pressure);
      paint();
    };

    const up = (event: PointerEvent) => {
      if (!live || event.pointerId !== live.pointerId) return;
      // A lifted pointer reports no pressure: its last place counts, not its 0.
      if (event.type === "pointerup") add({ ...pointerPoint(event, live.box, live.clock), pressure: live.stroke.points.at(-1)?.pressure ?? 0.5 }, event.pointerType, 0);
      const { stroke } = live;
      lastStamp = event.timeStamp;
      live = null;
      // The live paths are cleared once the written stroke is on screen (WritingPad's layout effect).
      report.current(stroke);
    };

    svg.addEventListener("pointerdown", down);
    svg.addEventListener("pointermove", move);
    svg.addEventListener("pointerup", up);
    svg.addEventListener("pointercancel", up);
    return () => {
      svg.removeEventListener("pointerdown", down);
      svg.removeEventListener("pointermove", move);
      svg.removeEventListener("pointerup", up);
      svg.removeEventListener("pointercancel", up);
    };
  }, [surface, livePaths]);
}
