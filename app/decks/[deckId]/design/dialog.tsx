"use client";

import { useEffect, useRef, type ReactNode } from "react";

/**
 * A modal dialog, open while it is shown: the browser keeps focus inside it and Escape closes it;
 * `onClose` hears either way of closing.
 */
export function Dialog({ id, title, onClose, wide = false, children }: { id: string; title: string; onClose: () => void; wide?: boolean; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const shown = dialog.current;
    if (shown && !shown.open) shown.showModal();
    return () => shown?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-heading`}
      onClose={onClose}
      className={`m-auto max-h-[95dvh] overflow-y-auto ${wide ? "w-[min(60rem,calc(100vw-1rem))]" : "w-[min(36rem,calc(100vw-1rem))]"} rounded-3xl bg-table p-0 text-ink shadow-2xl backdrop:bg-black/60`}
    >
      <div className="flex flex-col gap-4 p-4 sm:p-6">
        <h2 id={`${id}-heading`} className="font-display text-2xl font-bold">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
