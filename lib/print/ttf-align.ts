/**
 * Rewrites a TrueType font so every glyph record in `glyf` starts on a 4-byte boundary (with a
 * long `loca`). The subsetter pdf-lib uses (@pdf-lib/fontkit 1.1) copies glyph records as they are
 * and then writes a short `loca`, which halves every offset: with odd-length records (Noto Sans
 * has them) the subset points into the middle of glyphs and words print as garbage or nothing.
 * Padded records keep every offset even, so the subset is exact. Fonts already aligned come back
 * unchanged.
 */
export function alignGlyphRecords(font: Uint8Array): Uint8Array {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const numTables = view.getUint16(4);
  const tables = new Map<string, { offset: number; length: number }>();
  const order: string[] = [];
  for (let i = 0; i < numTables; i++) {
    const record = 12 + i * 16;
    const tag = String.fromCharCode(...font.subarray(record, record + 4));
    tables.set(tag, { offset: view.getUint32(record + 8), length: view.getUint32(record + 12) });
    order.push(tag);
  }
  const head = tables.get("head");
  const loca = tables.get("loca");
  const glyf = tables.get("glyf");
  const maxp = tables.get("maxp");
  if (!head || !loca || !glyf || !maxp) return font;

  const longLoca = view.getInt16(head.offset + 50) === 1;
  const numGlyphs = view.getUint16(maxp.offset + 4);
  const offsetAt = (i: number) => (longLoca ? view.getUint32(loca.offset + i * 4) : view.getUint16(loca.offset + i * 2) * 2);
  let aligned = true;
  for (let i = 0; i <= numGlyphs && aligned; i++) aligned = offsetAt(i) % 4 === 0;
  if (aligned) return font;

  const records: Uint8Array[] = [];
  const newLoca = new Uint8Array((numGlyphs + 1) * 4);
  const locaView = new DataView(newLoca.buffer);
  let position = 0;
  for (let i = 0; i < numGlyphs; i++) {
    const start = offsetAt(i);
    const end = offsetAt(i + 1);
    const padded = new Uint8Array(Math.ceil((end - start) / 4) * 4);
    padded.set(font.subarray(glyf.offset + start, glyf.offset + end));
    locaView.setUint32(i * 4, position);
    records.push(padded);
    position += padded.length;
  }
  locaView.setUint32(numGlyphs * 4, position);
  const newGlyf = new Uint8Array(position);
  let cursor = 0;
  for (const record of records) {
    newGlyf.set(record, cursor);
    cursor += record.length;
  }
  const newHead = font.slice(head.offset, head.offset + head.length);
  new DataView(newHead.buffer).setInt16(50, 1);
  new DataView(newHead.buffer).setUint32(8, 0);

  const contents = new Map<string, Uint8Array>();
  for (const tag of order) {
    const table = tables.get(tag);
    if (!table) continue;
    contents.set(tag, tag === "glyf" ? newGlyf : tag === "loca" ? newLoca : tag === "head" ? newHead : font.subarray(table.offset, table.offset + table.length));
  }
  const headerLength = 12 + numTables * 16;
  let total = headerLength;
  for (const data of contents.values()) total += Math.ceil(data.length / 4) * 4;
  const out = new Uint8Array(total);
  const outView = new DataView(out.buffer);
  out.set(font.subarray(0, 12));
  let tableOffset = headerLength;
  order.forEach((tag, i) => {
    const data = contents.get(tag);
    if (!data) return;
    const record = 12 + i * 16;
    out.set(font.subarray(record, record + 4), record);
    outView.setUint32(record + 4, checksum(data));
    outView.setUint32(record + 8, tableOffset);
    outView.setUint32(record + 12, data.length);
    out.set(data, tableOffset);
    tableOffset += Math.ceil(data.length / 4) * 4;
  });
  const headOffset = outView.getUint32(12 + order.indexOf("head") * 16 + 8);
  outView.setUint32(headOffset + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}

function checksum(data: Uint8Array): number {
  const padded = new Uint8Array(Math.ceil(data.length / 4) * 4);
  padded.set(data);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return sum;
}
