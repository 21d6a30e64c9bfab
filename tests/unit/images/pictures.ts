import zlib from "node:zlib";
import sharp from "sharp";

/**
 * A photo as a phone saves it: stored sideways with an EXIF orientation of 6 (turn a quarter
 * clockwise to view), red on its stored left half and blue on its right, so the right way up it is
 * red on top. Also carries a copyright note in its EXIF, which must not survive.
 */
export async function sidewaysPhoto(width = 1200, height = 800): Promise<Uint8Array> {
  const half = Math.floor(width / 2);
  const red = await sharp({ create: { width: half, height, channels: 3, background: "#d02030" } }).png().toBuffer();
  const bytes = await sharp({ create: { width, height, channels: 3, background: "#2040d0" } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "Grandma's camera" } } })
    .toBuffer();
  return new Uint8Array(bytes);
}

/** A plain picture of one colour, in PNG. */
export async function plainPicture(width: number, height: number, colour = "#1f9e89"): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer());
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a black-and-white PNG of width × height whose rows are all zero. A
 * 20000 × 20000 one weighs about 50 KB and decodes to 400 million pixels.
 */
export function bombPng(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const deflate = zlib.deflateSync(Buffer.alloc((Math.ceil(width / 8) + 1) * height), { level: 9 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflate), chunk("IEND", new Uint8Array())]));
}

/** A web page and an SVG drawing, as someone might rename them to .jpg. */
export const HTML_FILE = new TextEncoder().encode("<!doctype html><html><body><script>alert('hi')</script></body></html>");
export const SVG_FILE = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><script>alert(1)</script><rect width="800" height="800"/></svg>');
