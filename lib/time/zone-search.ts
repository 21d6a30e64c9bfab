import { zoneName } from "./family-time";

/** Text as the zone search compares it: lower case, accents off, "_" and "/" as spaces. */
function folded(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[_/]+/g, " ");
}

/**
 * The zones a search finds, in the list's order: those whose name holds every word typed, wherever
 * ("sydney", "new york", "york america", "sao paulo" for America/Sao_Paulo). Nothing typed finds them all.
 */
export function zonesMatching(zones: readonly string[], query: string): string[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...zones];
  return zones.filter((zone) => {
    const name = folded(zoneName(zone));
    return words.every((word) => name.includes(word));
  });
}
