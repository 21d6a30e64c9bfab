"use client";

import { useEffect } from "react";

/**
 * Asks the service worker to keep this page (as it is now) and the built files it loaded, so it
 * opens without a connection. `version` changes when the page's content does (a snap recorded), so
 * the kept copy follows it.
 */
export function useKeepForOffline(version: string) {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    let cancelled = false;
    void navigator.serviceWorker.ready.then((registration) => {
      if (cancelled || !navigator.onLine) return;
      const files = performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => name.startsWith(`${location.origin}/_next/static/`));
      registration.active?.postMessage({ type: "keep-page", url: location.pathname, files });
    });
    return () => {
      cancelled = true;
    };
  }, [version]);
}

/** Forgets the kept pages (they hold a family's deck): called when someone signs out. */
export async function forgetKeptPages(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  registration?.active?.postMessage({ type: "forget-pages" });
  // The page can clear the caches itself too, so nothing waits on the worker being awake.
  if ("caches" in window) {
    for (const name of await caches.keys()) if (name.startsWith("snap-pages-")) await caches.delete(name);
  }
}
