"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/**
 * Says when the page at this address is on screen and working: once React has hydrated it (or
 * committed it after a navigation), `<html data-ready>` holds the page's path. Tools that look at
 * a page as a person would (the browser tests' accessibility checks) wait for it instead of for
 * the network to fall quiet. Renders nothing.
 */
export function PageReady() {
  const pathname = usePathname();
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.ready = pathname;
    return () => void delete root.dataset.ready;
  }, [pathname]);
  return null;
}
