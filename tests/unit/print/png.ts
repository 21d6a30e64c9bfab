import zlib from "node:zlib";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG file of the given size around its deflated rows (each row a filter byte, then its pixels). */
function rgbPng(width: number, height: number, deflatedRows: Uint8Array): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // colour type: RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflatedRows), chunk("IEND", new Uint8Array())]));
}

/** A small striped RGB PNG, for back-image tests. */
export function makePng(width: number, height: number): Uint8Array {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * (width * 3 + 1) + 1 + x * 3;
      const stripe = Math.floor((x + y) / 20) % 2 === 0;
      rows[i] = stripe ? 0xe4 : 0x1f;
      rows[i + 1] = stripe ? 0x41 : 0x9e;
      rows[i + 2] = stripe ? 0x4f : 0x89;
    }
  }
  return rgbPng(width, height, zlib.deflateSync(rows));
}

/** A PNG of the given size whose pixels are all zero (black): a few hundred KB that decode to width × height × 3 bytes. */
export function makeBlankPng(width: number, height: number): Uint8Array {
  return rgbPng(width, height, zlib.deflateSync(Buffer.alloc((width * 3 + 1) * height), { level: 9 }));
}

/** The start of a baseline JPEG (SOI, an APP0 segment and a SOF0 frame header) with the given size, and nothing to decode. */
export function makeJpegHeader(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xd9]);
}
