"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect } from "react";

/**
 * Says when the page at this address is on screen and working: once React has hydrated it (or
 * committed it after a navigation), `<html data-ready>` holds the page's path and its query
 * (`/decks/x/history?player=y`, the query as URLSearchParams writes it). Tools that look at a page
 * as a person would (the browser tests' accessibility checks) wait for it instead of for the
 * network to fall quiet. A navigation that changes only the query (a filter, the time slider) moves
 * it too: until that page is committed, the signal still names the one before, and the page's title
 * may be missing meanwhile (Next.js streams it again after the page). Renders nothing. It reads the
 * query, so it sits in a Suspense boundary of its own: a page prerendered without one still is.
 */
export function PageReady() {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.ready = query === "" ? pathname : `${pathname}?${query}`;
    return () => void delete root.dataset.ready;
  }, [pathname, query]);
  return null;
}
