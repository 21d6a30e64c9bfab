/**
 * A JPEG comment that says "this picture was decoded, checked and sized for print by this app".
 * Every upload gets it; a stored picture without it predates that check and is normalised when it
 * is first read (see printReadyBackImage). No schema change needed, and the comment travels with
 * the bytes wherever they are copied.
 */
const COMMENT = new TextEncoder().encode("Snap Legacy print-ready back picture v1");
const SEGMENT = new Uint8Array([0xff, 0xfe, (COMMENT.length + 2) >> 8, (COMMENT.length + 2) & 0xff, ...COMMENT]);
const SOI = 2;

/** Where the comment goes: after the JFIF header when there is one (it must come first), else after SOI. */
function insertAt(jpeg: Uint8Array): number {
  if (jpeg[SOI] === 0xff && jpeg[SOI + 1] === 0xe0) return SOI + 2 + ((jpeg[SOI + 2]! << 8) | jpeg[SOI + 3]!);
  return SOI;
}

export function markPrintReady(jpeg: Uint8Array): Uint8Array<ArrayBuffer> {
  const at = insertAt(jpeg);
  const marked = new Uint8Array(jpeg.length + SEGMENT.length);
  marked.set(jpeg.subarray(0, at));
  marked.set(SEGMENT, at);
  marked.set(jpeg.subarray(at), at + SEGMENT.length);
  return marked;
}

export function isPrintReady(bytes: Uint8Array): boolean {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  const at = insertAt(bytes);
  return at + SEGMENT.length <= bytes.length && SEGMENT.every((b, i) => bytes[at + i] === b);
}
