import { checkDrawing, type Drawing, type DrawingCheck } from "./drawing";
import { COORDINATE_STEP, LIMITS, PRESSURE_STEP } from "./space";

/**
 * The compact stored form of a (simplified) drawing: a version byte, then per stroke a flag (does it
 * carry pressure) and its point count, then per point the change from the point before in x and y
 * (tenths of a unit), in time (ms) and, when it has pressure, in pressure (hundredths), each as a
 * variable-length integer; all of it as base64url text. Decoding gives back exactly the drawing
 * encoded (simplifyDrawing's output is already on these steps).
 */
const VERSION = 1;
const PER_UNIT = Math.round(1 / COORDINATE_STEP);
const PER_PRESSURE = Math.round(1 / PRESSURE_STEP);

export function encodeDrawing(drawing: Drawing): string {
  const bytes: number[] = [VERSION];
  writeUnsigned(bytes, drawing.strokes.length);
  let x = 0, y = 0, t = 0;
  for (const stroke of drawing.strokes) {
    bytes.push(stroke.pressure ? 1 : 0);
    writeUnsigned(bytes, stroke.points.length);
    let pressure = PER_PRESSURE / 2;
    for (const point of stroke.points) {
      const px = Math.round(point.x * PER_UNIT), py = Math.round(point.y * PER_UNIT), pt = Math.round(point.t);
      writeSigned(bytes, px - x);
      writeSigned(bytes, py - y);
      writeUnsigned(bytes, pt - t);
      [x, y, t] = [px, py, pt];
      if (stroke.pressure) {
        const pp = Math.round(point.pressure * PER_PRESSURE);
        writeSigned(bytes, pp - pressure);
        pressure = pp;
      }
    }
  }
  return toBase64Url(bytes);
}

/**
 * Reads a stored form sent or kept anywhere. Never throws: anything that isn't a well-made drawing
 * within the limits gives a clear message.
 */
export function decodeDrawing(stored: unknown): DrawingCheck {
  const unreadable = { ok: false, message: "That handwriting couldn't be read. Write it again." } as const;
  if (typeof stored !== "string" || stored.length === 0) return unreadable;
  if (stored.length > LIMITS.storedChars) return { ok: false, message: "That is too much drawing to keep on one card: undo a stroke or two." };
  if (!/^[A-Za-z0-9_-]+$/.test(stored)) return unreadable;
  const bytes = fromBase64Url(stored);
  if (!bytes) return unreadable;
  const reader = new Reader(bytes);
  if (reader.byte() !== VERSION) return unreadable;
  const strokeCount = reader.unsigned();
  if (strokeCount === null) return unreadable;
  if (strokeCount > LIMITS.strokes) return { ok: false, message: `A drawing can have at most ${LIMITS.strokes} strokes.` };
  const strokes: Drawing["strokes"] = [];
  let x = 0, y = 0, t = 0;
  for (let s = 0; s < strokeCount; s++) {
    const flag = reader.byte();
    const count = reader.unsigned();
    if ((flag !== 0 && flag !== 1) || count === null || count > LIMITS.pointsPerStroke) return unreadable;
    const points = [];
    let pressure = PER_PRESSURE / 2;
    for (let p = 0; p < count; p++) {
      const dx = reader.signed(), dy = reader.signed(), dt = reader.unsigned();
      if (dx === null || dy === null || dt === null) return unreadable;
      x += dx;
      y += dy;
      t += dt;
      if (flag === 1) {
        const dp = reader.signed();
        if (dp === null) return unreadable;
        pressure += dp;
      }
      points.push({ x: x / PER_UNIT, y: y / PER_UNIT, t, pressure: pressure / PER_PRESSURE });
    }
    strokes.push({ pressure: flag === 1, points });
  }
  if (!reader.done()) return unreadable;
  return checkDrawing({ strokes });
}

function writeUnsigned(bytes: number[], value: number) {
  let v = value;
  while (v >= 0x80) {
    bytes.push((v & 0x7f) | 0x80);
    v = Math.floor(v / 128);
  }
  bytes.push(v);
}

/** Zigzag: small changes either way take one byte. */
function writeSigned(bytes: number[], value: number) {
  writeUnsigned(bytes, value < 0 ? -2 * value - 1 : 2 * value);
}

class Reader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}
  byte(): number | null {
    return this.at < this.bytes.length ? this.bytes[this.at++]! : null;
  }
  /** At most four bytes (28 bits): more than any coordinate, time or count of a drawing needs. */
  unsigned(): number | null {
    let value = 0;
    for (let shift = 0; shift < 28; shift += 7) {
      if (this.at >= this.bytes.length) return null;
      const b = this.bytes[this.at++]!;
      value |= (b & 0x7f) << shift;
      if ((b & 0x80) === 0) return value;
    }
    return null;
  }
  signed(): number | null {
    const v = this.unsigned();
    return v === null ? null : v % 2 === 1 ? -(v + 1) / 2 : v / 2;
  }
  done() {
    return this.at === this.bytes.length;
  }
}

function toBase64Url(bytes: number[]): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/** Each base64url character's six bits, by its character code (-1: not base64url). */
const SEXTETS = Int8Array.from({ length: 128 }, (_, code) => BASE64URL.indexOf(String.fromCharCode(code)));

/**
 * Null for text that isn't base64url (a length of 4n + 1 can't be). Read directly, four characters
 * to three bytes: every card drawn on a page or printed reads its hand through here.
 */
function fromBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let held = 0;
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const sextet = code < 128 ? SEXTETS[code]! : -1;
    if (sextet < 0) return null;
    bits = (bits << 6) | sextet;
    held += 6;
    if (held >= 8) {
      held -= 8;
      bytes[at++] = (bits >> held) & 0xff;
    }
  }
  return bytes;
}
