/**
 * Zips for tests: read one as any unzip tool would, make a hostile one byte by byte, and turn an
 * export document back into the version 1 an older export had.
 */
import zlib from "node:zlib";
import yauzl from "yauzl";

/** Every file of a .zip by name, read as any unzip tool would (the test's own reading, not the import's). */
export function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      const files = new Map<string, Buffer>();
      archive.on("error", reject);
      archive.on("end", () => resolve(files));
      archive.on("entry", (entry: yauzl.Entry) => {
        archive.openReadStream(entry, (failed, stream) => {
          if (failed) return reject(failed);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            archive.readEntry();
          });
        });
      });
      archive.readEntry();
    });
  });
}

export interface ZipEntry {
  name: string;
  data: Uint8Array;
  /** Deflate the data (as the export does deck.json) rather than store it. */
  deflate?: boolean;
  /** The size the .zip says the entry holds once unzipped, if not its real one (a lie, as a zip bomb tells). */
  says?: number;
}

/**
 * A .zip made by hand, byte by byte, as a hostile one can be: any names (paths outside pictures/,
 * the same name twice) and any stated sizes. No data descriptors: every size is in the headers.
 */
export function makeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const data = entry.deflate ? zlib.deflateRawSync(entry.data) : Buffer.from(entry.data);
    const size = entry.says ?? entry.data.length;
    const crc = zlib.crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(entry.deflate ? 8 : 0, 8);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(entry.deflate ? 8 : 0, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A version 3 document as an export made before pictures travelled with the deck (version 1) had
 * it: no design story or crops, no hands, the back picture (from the .zip's `files`) as base64 in the JSON.
 */
export function firstVersionOf(doc: Doc, files: ReadonlyMap<string, Uint8Array>): Doc {
  const back = doc.backImage && files.get(doc.pictures.find((p: Doc) => p.sha256 === doc.backImage.picture).file)!;
  const without = (value: Doc, ...fields: string[]) => Object.fromEntries(Object.entries(value).filter(([field]) => !fields.includes(field)));
  return {
    ...without(doc, "arts", "designEvents", "pictures"),
    version: 1,
    deck: without(doc.deck, "designSeq", "lookSeq", "wordsInFont"),
    events: doc.events.map((event: Doc) => without(event, "hand")),
    cards: doc.cards.map((card: Doc) => without(card, "artId", "designSeq")),
    prints: doc.prints.map((print: Doc) => without(print, "designSeq")),
    backImage: back && { mime: doc.backImage.mime, width: doc.backImage.width, height: doc.backImage.height, size: back.length, base64: Buffer.from(back).toString("base64") },
  };
}

/**
 * An export document with every id written as what it names (a card's code, a player's name, a
 * game's or a crop's place in its list, "deck", and `recorder`: the account that recorded table
 * snaps, the importer after an import) and the export's own date left out: two exports of the same
 * deck on different servers are then equal.
 */
export function normalisedExport(text: string, recorder?: string): Doc {
  const doc = JSON.parse(text) as Doc;
  const names = new Map<string, string>([[doc.deck.id, "deck"]]);
  if (recorder) names.set(recorder, "who recorded");
  for (const c of doc.cards) names.set(c.id, `card ${c.code}`);
  for (const p of doc.players) names.set(p.id, `player ${p.name}`);
  doc.games.forEach((g: Doc, i: number) => names.set(g.id, `game ${i}`));
  (doc.arts ?? []).forEach((a: Doc, i: number) => names.set(a.id, `art ${i}`));
  const rename = (value: unknown): unknown => {
    if (typeof value === "string") return names.get(value) ?? value;
    if (Array.isArray(value)) return value.map(rename);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [names.get(k) ?? k, rename(v)]));
    return value;
  };
  delete doc.exportedAt;
  return rename(doc) as Doc;
}
