"use client";

import { useEffect } from "react";

/**
 * Registers the service worker (public/sw.js) that lets the table companion open without a
 * connection. Production only: in `next dev` a worker would serve stale pages while editing.
 */
export function RegisterServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
  }, []);
  return null;
}
