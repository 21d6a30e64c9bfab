import { PDFOperator, PDFOperatorNames } from "pdf-lib";

const ARGUMENTS: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6 };

/** The end of the number starting at `at` in `d` (SVG number grammar), or `at` when none starts there. */
function numberEnd(d: string, at: number): number {
  let i = at;
  let code = d.charCodeAt(i);
  if (code === 43 || code === 45) code = d.charCodeAt(++i); // + -
  const digitsFrom = i;
  while (code >= 48 && code <= 57) code = d.charCodeAt(++i);
  if (code === 46) {
    code = d.charCodeAt(++i); // .
    while (code >= 48 && code <= 57) code = d.charCodeAt(++i);
  }
  if (i === digitsFrom || (i === digitsFrom + 1 && d.charCodeAt(digitsFrom) === 46)) return at;
  if (code === 101 || code === 69) {
    // e E, then an optional sign and digits
    let j = i + 1;
    let next = d.charCodeAt(j);
    if (next === 43 || next === 45) next = d.charCodeAt(++j);
    const exponentFrom = j;
    while (next >= 48 && next <= 57) next = d.charCodeAt(++j);
    if (j > exponentFrom) i = j;
  }
  return i;
}

/** A number as PDF writes it: as written in the path data, unless in exponent form, which PDF cannot read. */
function pdfNumber(token: string): string {
  return token.includes("e") || token.includes("E") ? String(Math.round(Number(token) * 1e6) / 1e6) : token;
}

function difference(to: string, from: string): string {
  return String(Math.round((Number(to) - Number(from)) * 1e4) / 1e4);
}

/**
 * A closed subpath of a move and three lines (`xs`, `ys` its four corners) going round an
 * axis-aligned box the way `re` goes (along x first), as one `re`; null otherwise (the other way
 * round winds the other way, which matters where paths overlap).
 */
function asRectangle(xs: string[], ys: string[]): PDFOperator | null {
  const [x0, x1, x2, x3] = xs as [string, string, string, string];
  const [y0, y1, y2, y3] = ys as [string, string, string, string];
  if (Number(y0) !== Number(y1) || Number(x1) !== Number(x2) || Number(y2) !== Number(y3) || Number(x3) !== Number(x0)) return null;
  return PDFOperator.of(PDFOperatorNames.AppendRectangle, [x0, y0, difference(x1, x0), difference(y2, y1)]);
}

/**
 * SVG path data made of absolute moves, lines and cubic curves (M L H V C Z: every path the print
 * layouts make) as PDF path operators, read in one pass with the numbers carried over as written;
 * a closed axis-aligned rectangle (a QR code's run of dark modules) becomes one `re`. Null for any
 * other path data. Coordinates stay as they are: the caller's transform flips y.
 *
 * pdf-lib's drawSvgPath reads path data a character at a time and writes every number anew: a
 * card's QR code, hundreds of runs of modules, cost more than all the rest of its card.
 */
export function pathOperators(d: string): PDFOperator[] | null {
  const operators: PDFOperator[] = [];
  let command = "";
  let args: string[] = [];
  // The open subpath: its operators, and its corners while it may still be a rectangle.
  let subpath: PDFOperator[] = [];
  let xs: string[] = [];
  let ys: string[] = [];
  let rectangular = false;
  let x = "0";
  let y = "0";
  for (let i = 0; i < d.length; ) {
    const code = d.charCodeAt(i);
    if (code === 32 || code === 44 || code === 10 || code === 9 || code === 13) {
      i++; // separators: space, comma, newline, tab
      continue;
    }
    const letter = d[i] as string;
    if (letter === "Z" || letter in ARGUMENTS) {
      i++;
      if (args.length > 0) return null;
      command = letter;
      if (letter === "Z") {
        const rectangle = rectangular && xs.length === 4 ? asRectangle(xs, ys) : null;
        if (rectangle) operators.push(rectangle);
        else operators.push(...subpath, PDFOperator.of(PDFOperatorNames.ClosePath));
        x = xs[0] ?? x;
        y = ys[0] ?? y;
        subpath = [];
        rectangular = false;
      }
      continue;
    }
    const end = numberEnd(d, i);
    if (end === i) return null;
    const number = d.slice(i, end);
    i = end;
    const count = ARGUMENTS[command];
    if (count === undefined) return null;
    args.push(pdfNumber(number));
    if (args.length < count) continue;
    if (command === "C") {
      subpath.push(PDFOperator.of(PDFOperatorNames.AppendBezierCurve, args));
      x = args[4] as string;
      y = args[5] as string;
      rectangular = false;
    } else if (command === "M") {
      operators.push(...subpath);
      x = args[0] as string;
      y = args[1] as string;
      subpath = [PDFOperator.of(PDFOperatorNames.MoveTo, [x, y])];
      xs = [x];
      ys = [y];
      rectangular = true;
      command = "L"; // more pairs after a move are lines
    } else {
      if (command === "L") {
        x = args[0] as string;
        y = args[1] as string;
      } else if (command === "H") x = args[0] as string;
      else y = args[0] as string;
      subpath.push(PDFOperator.of(PDFOperatorNames.LineTo, [x, y]));
      xs.push(x);
      ys.push(y);
    }
    args = [];
  }
  if (args.length > 0) return null;
  operators.push(...subpath);
  return operators;
}
