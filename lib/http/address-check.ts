/**
 * Addresses no page or route can answer, refused before any of them runs: a NUL anywhere in the
 * path or the query (the database can't hold one, and no id, code or search has one), and a path
 * whose %-escapes aren't UTF-8 (no id or code is written that way). Each gets a 400 with a plain
 * sentence instead of an error page.
 */
export const NUL_IN_ADDRESS = "That address holds a character no address of this site has (a NUL): check the link.";
export const BAD_ESCAPES = "That address has %-escapes that aren't text: check the link.";

/** Why the address is refused, or null when pages and routes may read it. */
export function addressProblem(url: URL): string | null {
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return BAD_ESCAPES;
  }
  if (path.includes("\0")) return NUL_IN_ADDRESS;
  for (const [name, value] of url.searchParams) if (name.includes("\0") || value.includes("\0")) return NUL_IN_ADDRESS;
  return null;
}
