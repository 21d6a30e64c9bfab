"use client";

import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { cropAspect, CROP_BLEED_MM, cropBoxMm, type ArtBoxKind, type Crop } from "@/lib/print/art-box";
import { cropAfterKey, maxZoom, moveCrop, zoomCrop, zoomOf, type PictureSize } from "./crop-math";

/**
 * The uploaded picture behind a frame of the art box's shape: drag (a finger or the mouse) to move
 * it, pinch or the mouse wheel to zoom, or the arrow keys and + / − once the frame has focus.
 */
export function CropFrame({
  kind,
  picture,
  crop,
  onChange,
  beside,
}: {
  kind: ArtBoxKind;
  picture: PictureSize & { href: string };
  crop: Crop;
  onChange: (crop: Crop) => void;
  /** What sits beside the frame: the card as it will print. */
  beside: ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const latest = useRef({ crop, onChange });
  latest.current = { crop, onChange };

  /** Pointer events can come faster than the page redraws: each builds on the last one's crop. */
  function change(next: Crop) {
    latest.current.crop = next;
    onChange(next);
  }

  // React listens to the wheel passively; zooming must stop the page from scrolling.
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    function onWheel(event: WheelEvent) {
      event.preventDefault();
      const { crop } = latest.current;
      change(zoomCrop(crop, kind, picture, zoomOf(crop, kind, picture) * Math.exp(-event.deltaY / 400), focusAt(event.clientX, event.clientY)));
    }
    element.addEventListener("wheel", onWheel, { passive: false });
    return () => element.removeEventListener("wheel", onWheel);
  });

  /** The point of the picture under a point of the screen. */
  function focusAt(clientX: number, clientY: number) {
    const rect = frame.current!.getBoundingClientRect();
    const { crop } = latest.current;
    return { x: crop.x + ((clientX - rect.left) / rect.width) * crop.width, y: crop.y + ((clientY - rect.top) / rect.height) * crop.height };
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    const { crop } = latest.current;
    const rect = event.currentTarget.getBoundingClientRect();
    const others = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId).map(([, p]) => p);
    const now = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, now);
    const other = others[0];
    if (other) {
      // Two fingers: zoom by how much further apart they are, about the point between them.
      const spread = Math.hypot(now.x - other.x, now.y - other.y) / Math.max(1, Math.hypot(before.x - other.x, before.y - other.y));
      change(zoomCrop(crop, kind, picture, zoomOf(crop, kind, picture) * spread, focusAt((now.x + other.x) / 2, (now.y + other.y) / 2)));
      return;
    }
    // The picture follows the finger: the crop moves the other way.
    change(moveCrop(crop, (-(now.x - before.x) / rect.width) * crop.width, (-(now.y - before.y) / rect.height) * crop.height));
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    pointers.current.delete(event.pointerId);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = cropAfterKey(crop, kind, picture, event.key);
    if (!next) return;
    onChange(next);
    event.preventDefault();
  }

  const aspect = cropAspect(kind);
  const box = cropBoxMm(kind);
  const trim = kind === "FULL" ? { x: CROP_BLEED_MM / box.width, y: CROP_BLEED_MM / box.height } : null;
  const zoom = zoomOf(crop, kind, picture);
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] items-start gap-3 sm:gap-6">
        <div
          ref={frame}
          tabIndex={0}
          role="application"
          aria-roledescription="crop frame"
          aria-label={`The picture in the card’s frame, at ${Math.round(zoom * 100)}% zoom`}
          aria-describedby="crop-help"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
          style={{ aspectRatio: String(aspect), width: `min(100%, calc(60dvh * ${aspect}))` }}
          className="relative mx-auto cursor-grab touch-none select-none overflow-hidden rounded-xl bg-ink ring-4 ring-felt active:cursor-grabbing"
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- the uploaded picture, placed by the crop's fractions */}
          <img
            src={picture.href}
            alt=""
            draggable={false}
            className="pointer-events-none absolute max-w-none"
            style={{
              width: `${100 / crop.width}%`,
              height: `${100 / crop.height}%`,
              left: `${(-crop.x / crop.width) * 100}%`,
              top: `${(-crop.y / crop.height) * 100}%`,
            }}
          />
          {trim && (
            <div
              aria-hidden="true"
              className="pointer-events-none absolute border-2 border-dashed border-white/90 mix-blend-difference"
              style={{ inset: `${trim.y * 100}% ${trim.x * 100}%` }}
            />
          )}
        </div>
        {beside}
      </div>
      <p id="crop-help" className="text-sm text-muted">
        Drag the picture to move it; pinch, scroll or use the slider to zoom. With the keyboard: arrow keys move, + and − zoom.
        {trim && " The dashed line is where the card is cut; the picture runs on past it."}
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor="crop-zoom" className="font-bold">
          Zoom
        </label>
        <input
          id="crop-zoom"
          type="range"
          min={1}
          max={maxZoom(kind, picture)}
          step={0.01}
          value={zoom}
          onChange={(e) => onChange(zoomCrop(crop, kind, picture, Number(e.target.value)))}
          className="h-12 w-full accent-felt"
        />
      </div>
    </div>
  );
}
