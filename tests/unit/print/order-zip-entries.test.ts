import { PassThrough } from "node:stream";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ZipFile } from "yazl";
import { ZipEntries } from "@/lib/print-jobs/zip-entries";

/** A .zip as the order writes it: every file added whole, README.txt deflated, the images stored. */
async function orderLikeZip(files: Array<[string, number]>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, size] of files) zip.addBuffer(Buffer.alloc(size, name.length), name, { compress: name.endsWith(".txt"), mtime: new Date(0) });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as PassThrough) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("counting the order's images as its .zip arrives", () => {
  it("names each file once all of it has arrived, whatever pieces the bytes come in", async () => {
    const files: Array<[string, number]> = [["README.txt", 900], ["001-front.png", 5000], ["002-front.png", 0], ["back.png", 70_000]];
    const zip = await orderLikeZip(files);
    /** Where a file's bytes end in the zip: after its local header's name, the size that header gives. */
    const end = (name: string) => {
      const nameAt = zip.indexOf(Buffer.from(name));
      return nameAt + name.length + zip.readUInt32LE(nameAt - 30 + 18);
    };
    await fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 20_000 }), { minLength: 1, maxLength: 40 }), (cuts) => {
        const entries = new ZipEntries();
        const seen: string[] = [];
        let at = 0;
        for (const cut of [...cuts, zip.length]) {
          const piece = zip.subarray(at, Math.min(zip.length, at + cut));
          at += piece.length;
          const completed = entries.push(piece);
          // A file is named only once its last byte is in.
          for (const name of completed) expect(at).toBeGreaterThanOrEqual(end(name));
          seen.push(...completed);
          if (at >= zip.length) break;
        }
        expect(seen).toEqual(files.map(([name]) => name));
        expect(entries.names).toEqual(seen);
      }),
      { numRuns: 60 },
    );
  });

  it("refuses what is not such a .zip rather than miscounting it", () => {
    expect(() => new ZipEntries().push(new TextEncoder().encode("<!DOCTYPE html><html><body>Not found</body></html>"))).toThrow("That is not a .zip file.");
    const header = new Uint8Array(30);
    const view = new DataView(header.buffer);
    view.setUint32(0, 0x04034b50, true);
    view.setUint16(6, 1 << 3, true);
    expect(() => new ZipEntries().push(header)).toThrow("This .zip gives its files' sizes after them.");
  });
});
