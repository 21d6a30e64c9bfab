"use client";

import { z } from "zod";

// Zod compiles its object parsers with `new Function` where it can. The Content-Security-Policy
// allows no eval, so in the browser it would try, be refused (a policy breach the browser reports),
// and fall back: it parses without compiling from the start instead. The server keeps compiling.
if (typeof window !== "undefined") z.config({ jitless: true });

/** Renders nothing: including it makes every page's scripts load the setting above first. */
export function NoEval() {
  return null;
}
