"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/app/_components/button";
import { cameraProblem } from "@/lib/scan/camera-problem";
import { frameReader, type FrameReader } from "./frame-reader";

/** Asks for the back camera, at a size that reads a card's small QR code from across the table. */
const CAMERA: MediaStreamConstraints = { audio: false, video: { facingMode: { ideal: "environment" }, width: { ideal: 1280 }, height: { ideal: 720 } } };
/** Rest between decodes, so the page stays responsive while the camera is open. */
const REST_MS = 100;
/** The same card read again after it was out of sight this long counts as read again. */
const REPEAT_AFTER_MS = 1500;

/**
 * The phone's camera as a card scanner: shows what the back camera sees, large, reads QR codes
 * from its frames continuously (and, on cards printed without one, the card's printed code held in
 * the square: one of `codes`) and calls `onText` once for each newly read text (again for the
 * same text only after it was out of sight a moment). `status` is what the last read meant, said
 * politely to screen readers; Escape or the big button closes; the camera is released on close.
 *
 * Performance entries, for tests and figures: "card-scan:decode" per decoded frame, and
 * "card-scan:pick" from the last frame that did not show a card (the camera's first frame, for
 * the first card) to that card's `onText`: an upper bound of the time from a card held up to its pick.
 */
export function CardScanner({ label, codes, onText, onClose, status }: { label: string; codes: readonly string[]; onText: (text: string) => void; onClose: () => void; status?: string }) {
  const headingId = useId();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [watching, setWatching] = useState(false);
  const callbacks = useRef({ onText, onClose });
  useEffect(() => {
    callbacks.current = { onText, onClose };
  });
  // The deck's codes when the scanner opened: the OCR is started with them once.
  const openedWith = useRef(codes);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key === "Escape") callbacks.current.onClose();
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let reader: FrameReader | null = null;
    const release = () => {
      stream?.getTracks().forEach((track) => track.stop());
      reader?.stop();
    };

    async function open() {
      if (!window.isSecureContext) return setProblem(cameraProblem("insecure"));
      if (!navigator.mediaDevices?.getUserMedia) return setProblem(cameraProblem("unsupported"));
      try {
        stream = await navigator.mediaDevices.getUserMedia(CAMERA);
      } catch (error) {
        if (!stopped) setProblem(cameraProblem(error instanceof DOMException ? error : {}));
        return;
      }
      const element = video.current;
      // Closed while the browser was still asking for the camera: let it go at once.
      if (stopped || !element) return release();
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      reader = await frameReader(openedWith.current);
      if (stopped) return release();
      setWatching(true);
      performance.mark("card-scan:first-frame");
      watch(element, reader);
    }

    function watch(element: HTMLVideoElement, read: FrameReader) {
      let lastText: string | null = null;
      let lastSeenAt = -Infinity;
      let previous = { text: null as string | null, at: performance.now() };
      async function tick() {
        if (stopped) return;
        if (element.readyState >= element.HAVE_CURRENT_DATA) {
          const at = performance.now();
          const text = await read.read(element).catch(() => null);
          if (stopped) return;
          performance.measure("card-scan:decode", { start: at, end: performance.now() });
          if (text !== null) {
            if (text !== lastText || at - lastSeenAt > REPEAT_AFTER_MS) {
              callbacks.current.onText(text);
              performance.measure("card-scan:pick", { start: previous.text === text ? at : previous.at, end: performance.now() });
              lastText = text;
            }
            lastSeenAt = at;
          }
          previous = { text, at };
        }
        timer = setTimeout(tick, REST_MS);
      }
      void tick();
    }

    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      release();
    };
  }, []);

  const said = problem ?? status ?? (watching ? "Looking for a card’s QR code, or its printed code in the square…" : "Opening the camera…");
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl bg-ink p-3 text-white">
      <h3 id={headingId} className="px-2 font-display text-xl font-bold">
        {label}
      </h3>
      {!problem && (
        <div className="relative overflow-hidden rounded-xl bg-black">
          <video ref={video} muted playsInline aria-label="What the camera sees" className="aspect-[3/4] max-h-[70vh] w-full object-cover sm:aspect-[4/3]" />
          {/* Where to hold a card printed without a QR code: its code in this square (lib/scan/code-crop.ts, half the picture's height). A white frame with a dark edge shows on cards and tables alike. */}
          <div aria-hidden className="pointer-events-none absolute inset-0 flex items-center justify-center">
            <div className="aspect-square h-1/2 rounded-2xl border-4 border-white shadow-[0_0_0_3px_rgba(0,0,0,0.55)]" />
          </div>
        </div>
      )}
      <p role={problem ? "alert" : "status"} className={`rounded-xl p-3 text-lg font-bold ${problem ? "bg-red-50 text-snap" : "bg-white text-ink"}`}>
        {said}
      </p>
      <Button variant="plain" onClick={onClose} className="min-h-16 w-full text-xl">
        Close the camera
      </Button>
    </section>
  );
}
