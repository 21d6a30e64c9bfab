/**
 * Splits a migration file into statements at top-level semicolons, skipping those inside quotes,
 * dollar-quoted bodies and comments, so a failure can name the exact statement and its line.
 */
export interface SqlStatement {
  sql: string;
  line: number;
}

export function splitSqlStatements(text: string): SqlStatement[] {
  const statements: SqlStatement[] = [];
  let start = 0;
  let i = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const code = stripComments(raw).trim();
    if (code) {
      const leading = raw.length - raw.trimStart().length;
      const firstCode = skipComments(text, start + leading);
      statements.push({ sql: raw.trim(), line: text.slice(0, firstCode).split("\n").length });
    }
  };
  while (i < text.length) {
    const ch = text[i]!;
    const next = text[i + 1];
    if (ch === "-" && next === "-") {
      i = text.indexOf("\n", i);
      if (i === -1) i = text.length;
    } else if (ch === "/" && next === "*") {
      const end = text.indexOf("*/", i + 2);
      i = end === -1 ? text.length : end + 2;
    } else if (ch === "'" || ch === '"') {
      i = closingQuote(text, i, ch);
    } else if (ch === "$") {
      const tag = text.slice(i).match(/^\$[A-Za-z_]*\$/)?.[0];
      if (tag) {
        const end = text.indexOf(tag, i + tag.length);
        i = end === -1 ? text.length : end + tag.length;
      } else i++;
    } else if (ch === ";") {
      push(i + 1);
      i++;
      start = i;
    } else i++;
  }
  push(text.length);
  return statements;
}

function closingQuote(text: string, from: number, quote: string): number {
  let i = from + 1;
  while (i < text.length) {
    if (text[i] === quote) {
      if (text[i + 1] === quote) i += 2; // doubled quote is an escaped quote
      else return i + 1;
    } else i++;
  }
  return text.length;
}

function stripComments(sql: string): string {
  return sql.replace(/--[^\n]*/g, "").replace(/\/\*[\s\S]*?\*\//g, "");
}

/** Index of the first character that is not whitespace or part of a comment. */
function skipComments(text: string, from: number): number {
  let i = from;
  for (;;) {
    while (i < text.length && /\s/.test(text[i]!)) i++;
    if (text.startsWith("--", i)) {
      const end = text.indexOf("\n", i);
      i = end === -1 ? text.length : end;
    } else if (text.startsWith("/*", i)) {
      const end = text.indexOf("*/", i + 2);
      i = end === -1 ? text.length : end + 2;
    } else return i;
  }
}
