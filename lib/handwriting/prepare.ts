import { checkDrawing, type Drawing } from "./drawing";
import { simplifyDrawing } from "./simplify";
import { decodeDrawing, encodeDrawing } from "./stored-form";
import { LIMITS } from "./space";

export type PreparedDrawing = { ok: true; drawing: Drawing; stored: string } | { ok: false; message: string };

/**
 * What the writing screen does when the writer is done: check the raw strokes, simplify them and
 * encode them. `stored` is what a write sends; `drawing` is exactly what will be drawn everywhere.
 */
export function prepareDrawing(raw: unknown): PreparedDrawing {
  const checked = checkDrawing(raw);
  if (!checked.ok) return checked;
  return keepable(simplifyDrawing(checked.drawing));
}

/**
 * What the server does with a stored form a request sent: read it (refusing anything that isn't a
 * drawing within the limits) and keep it in its one canonical encoding.
 */
export function readSentDrawing(stored: unknown): PreparedDrawing {
  const decoded = decodeDrawing(stored);
  if (!decoded.ok) return decoded;
  return keepable(decoded.drawing);
}

function keepable(drawing: Drawing): PreparedDrawing {
  const stored = encodeDrawing(drawing);
  if (stored.length > LIMITS.storedChars) return { ok: false, message: "That is too much drawing to keep on one card: undo a stroke or two." };
  return { ok: true, drawing, stored };
}
