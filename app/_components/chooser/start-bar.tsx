"use client";

import { useEffect, useRef, type ReactNode } from "react";

/**
 * A chooser's Start button, with what the server answered, kept in sight at the bottom of the
 * window while the choices scroll under it (it settles at the end of the form). Its height is the
 * page's scroll padding (--start-bar-height, globals.css), so a field that takes the focus is
 * scrolled clear of it, never hidden behind it.
 */
export function StartBar({ children }: { children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    // A little more than the bar itself, so a focused field's outline shows above it too.
    const observer = new ResizeObserver(() => root.style.setProperty("--start-bar-height", `${element.offsetHeight + 8}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--start-bar-height");
    };
  }, []);
  return (
    <div
      ref={bar}
      data-start-bar
      className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-3 border-t-2 border-line bg-table px-4 py-3 shadow-[0_-6px_12px_-8px_rgb(0_0_0/0.25)] sm:mx-0 sm:px-0"
    >
      {children}
    </div>
  );
}
