"use client";

import { useEffect, useRef, type RefObject } from "react";
import type { Point, Stroke } from "@/lib/handwriting/drawing";
import { extendLiveStroke, startLiveStroke, type LiveStroke } from "@/lib/handwriting/live-stroke";
import { pointerPoint, reportsPressure, strokeClock } from "@/lib/handwriting/pointer";

interface Live extends LiveStroke {
  pointerId: number;
  pointerType: string;
  box: DOMRect;
  clock: (timeStamp: number) => number;
}

/**
 * Pointer Events on the writing surface (touch, pen and mouse alike) become strokes. The stroke
 * being written is painted straight into two <path> elements (`livePaths`: its filled marker
 * pieces and its even line) as each move comes, one segment added at a time (lib/handwriting/
 * live-stroke.ts), so it shows in the
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
      if (live) extendLiveStroke(live, point, reportsPressure(pointerType, pressure));
    };

    const down = (event: PointerEvent) => {
      if (event.pointerType === "mouse" && event.button !== 0) return;
      // A pen put down while a touch is writing: the touch was the writer's palm, and is dropped.
      if (live && !(live.pointerType === "touch" && event.pointerType === "pen")) return;
      event.preventDefault();
      // Capture keeps the stroke when the pointer leaves the card; a pointer that is already gone can't be captured.
      try {
        svg.setPointerCapture(event.pointerId);
      } catch {}
      live = {
        ...startLiveStroke(reportsPressure(event.pointerType, event.pressure)),
        pointerId: event.pointerId,
        pointerType: event.pointerType,
        box: svg.getBoundingClientRect(),
        clock: strokeClock(written.current, event.timeStamp, lastStamp),
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
