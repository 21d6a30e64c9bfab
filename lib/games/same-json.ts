/** JSON with keys in a fixed order (PostgreSQL's jsonb does not keep the order they were sent in); undefined fields left out. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** Whether two JSON values are the same, whatever the order of their keys. */
export const sameJson = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);
