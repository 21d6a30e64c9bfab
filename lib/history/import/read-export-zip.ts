import type { Readable } from "node:stream";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { DeckError, invalid, tooLarge } from "@/lib/decks/errors";
import { EXPORT_DOCUMENT } from "@/lib/history/export/schema";
import { DOCUMENT_TOO_LARGE, IMPORT_LIMITS } from "./import-limits";

/** What a deck export's .zip holds: deck.json, and its pictures by their names there (pictures/<sha256>.jpg or .png). */
export interface ExportZip {
  document: Uint8Array;
  pictures: Map<string, Uint8Array>;
}

/** The names a deck export's .zip may hold: deck.json, and pictures named by their sha256 (an empty pictures/ folder is let be). */
const PICTURE_NAME = /^pictures\/[0-9a-f]{64}\.(jpg|png)$/;
const FOLDER = "pictures/";
const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** Whether an upload is a .zip rather than JSON: its first bytes are a zip's (a file's header, or an empty archive's end). */
export function isZip(file: Uint8Array): boolean {
  return file[0] === 0x50 && file[1] === 0x4b && ((file[2] === 3 && file[3] === 4) || (file[2] === 5 && file[3] === 6));
}

const damaged = (why: string) => invalid(`This .zip is damaged (${why}), so it can't be read as a deck export.`);

function openZip(file: Uint8Array): Promise<ZipFile> {
  const buffer = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  // Names are read as bytes and checked here (decodeStrings: false), every entry's size is checked as it is read.
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true }, (error, zip) => (error ? reject(damaged(error.message)) : resolve(zip))),
  );
}

/** An entry's name as UTF-8 text (a name that isn't is refused). */
function entryName(entry: Entry): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(entry.fileNameRaw);
  } catch {
    throw invalid("This .zip holds a file whose name isn't text, which a deck export never does: it holds deck.json and pictures/<sha256>.jpg or .png, nothing else.");
  }
}

/**
 * An entry's bytes, never more than its central directory says it holds: inflating stops (with a
 * refusal) at the first byte past that, so an entry that claims little and inflates to much costs
 * no more than its claim, which the caller has already bounded.
 */
async function entryBytes(zip: ZipFile, entry: Entry, name: string): Promise<Uint8Array> {
  const overflow = () => invalid(`This .zip's “${name}” holds more than the ${entry.uncompressedSize.toLocaleString("en-GB")} bytes it says it does: the file is damaged or made to overwhelm the server, so nothing was imported.`);
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch (error) {
    throw damaged(`${name}: ${(error as Error).message}`);
  }
  const bytes = new Uint8Array(entry.uncompressedSize);
  let received = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (received + chunk.length > bytes.length) {
        stream.destroy();
        throw overflow();
      }
      bytes.set(chunk, received);
      received += chunk.length;
    }
  } catch (error) {
    if (/too many bytes/.test((error as Error).message)) throw overflow();
    if (error instanceof DeckError) throw error;
    throw damaged(`${name}: ${(error as Error).message}`);
  }
  if (received !== bytes.length) throw damaged(`${name} holds ${received} bytes, not the ${bytes.length} it says`);
  return bytes;
}

/**
 * Reads a deck export's .zip (in the import worker), refusing, before anything is written, any
 * .zip a deck export isn't: more files than an export has, a name other than deck.json and
 * pictures/<sha256>.jpg or .png (so no path outside pictures/, and nothing named twice), an
 * encrypted entry or one compressed other than by deflate, and sizes over the limits
 * (IMPORT_LIMITS): deck.json at most 64 MB, the pictures together at most 192 MB, judged by the
 * sizes the .zip states before anything is inflated, and held to them while inflating (a "zip
 * bomb" is refused at its first byte past its stated size). The entries are read from the .zip's
 * central directory, never by scanning its data. Cost: linear in the bytes unzipped, bounded as above.
 */
export async function readExportZip(file: Uint8Array): Promise<ExportZip> {
  const zip = await openZip(file);
  try {
    const most = 1 + IMPORT_LIMITS.pictureFiles + 1;
    if (zip.entryCount > most) {
      throw invalid(`This .zip holds ${zip.entryCount.toLocaleString("en-GB")} files, but a deck export holds deck.json and at most ${IMPORT_LIMITS.pictureFiles} pictures: it can't be imported.`);
    }
    const seen = new Set<string>();
    const pictures = new Map<string, Uint8Array>();
    let document: Uint8Array | null = null;
    let pictureBytes = 0;
    for await (const entry of entriesOf(zip)) {
      const name = entryName(entry);
      if (seen.has(name)) throw invalid(`This .zip holds two files named “${name}”; a deck export names each file once, so it can't be imported.`);
      seen.add(name);
      if (name === FOLDER && entry.uncompressedSize === 0) continue;
      if (name !== EXPORT_DOCUMENT && !PICTURE_NAME.test(name)) {
        throw invalid(`This .zip holds “${name}”, which a deck export never does: it holds deck.json and its pictures, named pictures/<sha256>.jpg or .png, nothing else.`);
      }
      if (entry.isEncrypted()) throw invalid(`This .zip's “${name}” is encrypted; a deck export never is.`);
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
        throw invalid(`This .zip's “${name}” is compressed in a way a deck export never is (method ${entry.compressionMethod}); zip it again with ordinary compression.`);
      }
      if (name === EXPORT_DOCUMENT) {
        if (entry.uncompressedSize > IMPORT_LIMITS.bytes) throw tooLarge(DOCUMENT_TOO_LARGE);
        document = await entryBytes(zip, entry, name);
        continue;
      }
      pictureBytes += entry.uncompressedSize;
      if (pictureBytes > IMPORT_LIMITS.pictureBytes) {
        throw tooLarge(`This .zip's pictures take more than ${megabytes(IMPORT_LIMITS.pictureBytes)} once unzipped (${megabytes(pictureBytes)} so far), more than an import can bring: it can't be imported.`);
      }
      pictures.set(name, await entryBytes(zip, entry, name));
    }
    if (!document) throw invalid("This .zip has no deck.json, so it isn't a deck export: choose the .zip the deck's “Download the deck” made, or its deck.json.");
    return { document, pictures };
  } finally {
    zip.close();
  }
}

/** The .zip's entries, as its central directory lists them, a damaged one refused in plain words. */
async function* entriesOf(zip: ZipFile): AsyncGenerator<Entry> {
  const iterator = zip.eachEntry();
  for (;;) {
    let next: IteratorResult<Entry>;
    try {
      next = await iterator.next();
    } catch (error) {
      throw damaged((error as Error).message);
    }
    if (next.done) return;
    yield next.value;
  }
}
