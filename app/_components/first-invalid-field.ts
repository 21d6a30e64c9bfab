"use client";

import { useEffect, useRef, useState } from "react";

/**
 * After a refused submit, takes the person to the form's first field in error (the first with
 * aria-invalid): focused, and scrolled to the middle of the window with its label above it and its
 * message under it. On a phone the field can be a screen or more away from the button pressed.
 * `showFirstInvalid()` asks for it; it happens once the errors it set are on the page.
 */
export function useFirstInvalidField<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked === 0) return;
    const field = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: "center" });
  }, [asked]);
  return { ref, showFirstInvalid: () => setAsked((n) => n + 1) };
}
