"use client";

import { memo, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/app/_components/button";
import type { Stroke } from "@/lib/handwriting/drawing";
import { writingGuide } from "@/lib/handwriting/guide";
import { drawingPaths } from "@/lib/handwriting/outline";
import { prepareDrawing } from "@/lib/handwriting/prepare";
import { DRAWING_HEIGHT, DRAWING_WIDTH, MARKER_SIZE } from "@/lib/handwriting/space";
import { decodeDrawing } from "@/lib/handwriting/stored-form";
import { usePenStrokes } from "./use-pen-strokes";

/** The marker's ink on the pad: the app's ink, a felt-tip black. */
const INK = "#1f2328";
const GUIDE = writingGuide();

/**
 * A life-size card to write a word on by hand, with a finger, a stylus or a mouse (Pointer Events).
 *
 *   <WritingPad word={typed} value={stored | null} onChange={(stored: string | null) => …} />
 *
 * - `word`: the typed word, shown faintly as a hint in the band where the word goes (the hand may
 *   go anywhere on the card, a small drawing beside the word too).
 * - `value`: the stored form of the drawing (lib/handwriting/stored-form.ts), or null for none. The
 *   pad starts from it, and starts again from it whenever the form sets another value (a reset).
 * - `onChange`: called after every stroke, Undo stroke and Clear with `prepareDrawing(strokes).stored`
 *   (checked, simplified, encoded: what a write sends as its `drawing`), or null when nothing is
 *   written or the drawing can't be kept (the pad then says why, e.g. too many points).
 *
 * Writing by hand is always optional: the typed word is the word. The stroke being written is
 * painted as the pointer moves (usePenStrokes), in the same marker shape as the stored drawing.
 */
export function WritingPad({ word, value, onChange }: { word: string; value: string | null; onChange: (stored: string | null) => void }) {
  const [strokes, setStrokes] = useState<Stroke[]>(() => strokesOf(value));
  const [problem, setProblem] = useState<string | null>(null);
  // The value this pad last gave; any other is the form setting the pad afresh.
  const [given, setGiven] = useState(value);
  if (value !== given) {
    setGiven(value);
    setStrokes(strokesOf(value));
    setProblem(null);
  }

  const surface = useRef<SVGSVGElement | null>(null);
  const livePaths = useRef<{ fill: SVGPathElement | null; line: SVGPathElement | null }>({ fill: null, line: null });
  const countId = useId();

  function change(next: Stroke[]) {
    setStrokes(next);
    const prepared = next.length === 0 ? null : prepareDrawing({ strokes: next });
    const stored = prepared?.ok ? prepared.stored : null;
    setProblem(prepared && !prepared.ok ? prepared.message : null);
    setGiven(stored);
    onChange(stored);
  }

  usePenStrokes({ surface, livePaths, strokes, onStroke: (stroke) => change([...strokes, stroke]) });

  // The finished stroke is drawn by React now: the live one is cleared in the same frame.
  useLayoutEffect(() => {
    livePaths.current.fill?.setAttribute("d", "");
    livePaths.current.line?.setAttribute("d", "");
  }, [strokes]);

  const count = `${strokes.length} stroke${strokes.length === 1 ? "" : "s"}`;
  const hint = word.trim();
  return (
    <div data-writing-pad-root="" className="flex flex-col items-center gap-3">
      <div
        className="relative aspect-[63/88] overflow-hidden rounded-[5%/3.6%] bg-card shadow-lg ring-1 ring-line"
        style={{ width: "min(100%, 30rem, calc((100svh - 9rem) * 63 / 88))" }}
      >
        <svg
          ref={surface}
          role="img"
          aria-label={hint ? `Write “${hint}” by hand` : "Write the word by hand"}
          aria-describedby={countId}
          data-writing-pad=""
          viewBox={`0 0 ${DRAWING_WIDTH} ${DRAWING_HEIGHT}`}
          className="block h-full w-full cursor-crosshair select-none"
          style={{ touchAction: "none" }}
        >
          <Guide word={hint} />
          <g data-strokes="">
            {strokes.map((stroke, i) => (
              <StrokePaths key={i} stroke={stroke} />
            ))}
          </g>
          <g data-live-stroke="">
            <path ref={(el) => void (livePaths.current.fill = el)} fill={INK} />
            <path
              ref={(el) => void (livePaths.current.line = el)}
              fill="none"
              stroke={INK}
              strokeWidth={MARKER_SIZE}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </g>
        </svg>
      </div>
      <div className="flex w-full max-w-[30rem] flex-wrap items-center justify-between gap-2">
        <p id={countId} aria-live="polite" className="font-bold text-muted">
          {count}
        </p>
        <div className="flex gap-2">
          <Button variant="compact" className="gap-1 px-4 disabled:opacity-50" disabled={strokes.length === 0} onClick={() => change(strokes.slice(0, -1))}>
            <span aria-hidden="true">↶</span> Undo stroke
          </Button>
          <Button variant="quiet" className="text-base ring-1 ring-line" disabled={strokes.length === 0} onClick={() => change([])}>
            Clear
          </Button>
        </div>
      </div>
      {problem && (
        <p role="alert" className="text-center font-bold text-snap">
          {problem}
        </p>
      )}
    </div>
  );
}

function strokesOf(value: string | null): Stroke[] {
  if (value === null) return [];
  const decoded = decodeDrawing(value);
  return decoded.ok ? decoded.drawing.strokes : [];
}

/** One written stroke, drawn once: a new stroke doesn't redraw the others. */
const StrokePaths = memo(function StrokePaths({ stroke }: { stroke: Stroke }) {
  const { fill, line } = useMemo(() => drawingPaths({ strokes: [stroke] }), [stroke]);
  return (
    <>
      {fill && <path d={fill} fill={INK} />}
      {line && <path d={line} fill="none" stroke={INK} strokeWidth={MARKER_SIZE} strokeLinecap="round" strokeLinejoin="round" />}
    </>
  );
});

/** Where the word goes (the card's word band) and the typed word, faintly: a guide, not a limit. */
const Guide = memo(function Guide({ word }: { word: string }) {
  const { band, wordSize } = GUIDE;
  const middle = band.y + band.height / 2;
  return (
    <g aria-hidden="true" data-guide="">
      <rect x={band.x} y={band.y} width={band.width} height={band.height} rx={28} fill="#f3ead8" fillOpacity={0.4} />
      <line x1={band.x + 30} x2={band.x + band.width - 30} y1={middle + wordSize * 0.36} y2={middle + wordSize * 0.36} stroke="#d8c9ae" strokeWidth={5} strokeDasharray="22 18" strokeLinecap="round" />
      {word && (
        <text x={DRAWING_WIDTH / 2} y={middle + wordSize * 0.36} textAnchor="middle" fontSize={wordSize} lengthAdjust="spacingAndGlyphs" className="font-display" fill="#1f2328" fillOpacity={0.13} {...fitWidth(word, wordSize, band.width - 80)}>
          {word}
        </text>
      )}
    </g>
  );
});

/** A long word is squeezed to the band's width rather than running off the card. */
function fitWidth(word: string, size: number, room: number): { textLength?: number } {
  const guess = word.length * size * 0.58;
  return guess > room ? { textLength: room } : {};
}
