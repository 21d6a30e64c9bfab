import { Readable } from "node:stream";
import { ZipFile } from "yazl";
import { db } from "@/lib/db/client";
import { requireDeckRole } from "@/lib/decks/access";
import { readDeckSnapshot, type PictureSource } from "./deck-snapshot";
import { deckExportPieces, exportFileName } from "./export-deck-json";
import { EXPORT_DOCUMENT, pictureFileName } from "./schema";

/** A picture file's bytes, read when its turn in the .zip comes (crops never change; an uploaded picture is let go only when no card shows it). */
async function pictureBytes(deckId: string, source: PictureSource): Promise<Uint8Array> {
  if (source.kind === "bytes") return source.bytes;
  const { id } = source;
  const bytes =
    source.kind === "picture"
      ? (await db.deckPicture.findFirst({ where: { id, deckId }, select: { bytes: true } }))?.bytes
      : source.kind === "art-print"
        ? (await db.cardArt.findFirst({ where: { id, deckId }, select: { printBytes: true } }))?.printBytes
        : (await db.cardArt.findFirst({ where: { id, deckId }, select: { screenBytes: true } }))?.screenBytes;
  if (!bytes) throw new Error("A picture of the deck was let go while its export was being written: download the deck again.");
  return bytes;
}

/**
 * The whole deck as one .zip, streamed to the browser as it is made: deck.json (the export
 * document, lib/history/export/schema.ts, compressed) and every picture it lists, each once, as
 * pictures/<sha256>.jpg or .png (stored: pictures don't compress). The document streams as the JSON
 * export does (a batch of rows at a time); then the pictures, each read from the database only when
 * its turn comes, so at most one picture is held at once. Pulled at the reader's pace: a slow
 * download never makes the server read ahead, and one given up stops the reading.
 *
 * Cost: compressing the document runs on libuv's threads (zlib), not the request thread; this thread
 * only computes each entry's CRC-32 as bytes pass (linear in the bytes: the document's length plus the
 * pictures'), and the database computes the pictures' sha256 once, when the snapshot is read.
 * Memory stays flat: a batch of the document, or one picture, at a time.
 *
 * Any member may export (viewers too); anyone else gets 404 before anything is read.
 */
export async function exportDeckZip(userId: string, deckId: string): Promise<{ fileName: string; stream: ReadableStream<Uint8Array> }> {
  await requireDeckRole(userId, deckId, "VIEWER");
  const snapshot = await readDeckSnapshot(deckId);
  const exportedAt = new Date();
  const zip = new ZipFile();
  const entry = { mtime: exportedAt, forceDosTimestamp: true };
  const document = Readable.from(deckExportPieces(snapshot, exportedAt), { objectMode: false });
  zip.addReadStream(document, EXPORT_DOCUMENT, { ...entry, compress: true });
  const reading = new Set<Readable>([document]);
  for (const file of snapshot.pictureFiles) {
    zip.addReadStreamLazy(pictureFileName(file.sha256, file.type), { ...entry, compress: false, size: file.bytes }, (done) => {
      pictureBytes(deckId, file.source).then(
        (bytes) => {
          const stream = Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]);
          reading.add(stream);
          done(null, stream);
        },
        (error: Error) => done(error, undefined as unknown as Readable),
      );
    });
  }
  zip.end();
  // yazl's output is a PassThrough: a download given up (or failed) stops whatever is still being read for it.
  const output = zip.outputStream as Readable;
  output.on("close", () => reading.forEach((stream) => stream.destroy()));
  zip.on("error", (error: Error) => output.destroy(error));
  return { fileName: exportFileName(snapshot.deck.name, "zip"), stream: Readable.toWeb(output) as ReadableStream<Uint8Array> };
}
