import { exportDeckZip } from "@/lib/history/export/export-deck-zip";

export { firstVersionOf, makeZip, normalisedExport, unzip, type ZipEntry } from "../support/zip";

/** A deck's .zip export, as a browser would save it. */
export async function exportZip(userId: string, deckId: string): Promise<Buffer> {
  return Buffer.from(await new Response((await exportDeckZip(userId, deckId)).stream).arrayBuffer());
}
