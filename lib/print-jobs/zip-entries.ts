/**
 * The names of a .zip's files as its bytes arrive, each once the whole file has arrived: how the
 * order's page counts the images the server has made while the zip streams. It reads each local
 * file header and steps over the file's bytes by the size the header gives (the order's zip writes
 * every size there: lib/print/order-zip.ts); the central directory ends the files. Client-safe.
 */
const LOCAL_FILE = 0x04034b50;
const CENTRAL_DIRECTORY = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const HEADER_BYTES = 30;
const SIZES_AFTER_DATA = 1 << 3;

export class ZipEntries {
  /** The header being read, until it is whole. */
  private header: Uint8Array = new Uint8Array(0);
  /** Bytes of the current file still to step over. */
  private remaining = 0;
  private current: string | null = null;
  private ended = false;
  /** Every file whose bytes have all arrived, in order. */
  readonly names: string[] = [];

  /** Reads the next bytes of the zip; answers the files they completed. */
  push(chunk: Uint8Array): string[] {
    const completed: string[] = [];
    let at = 0;
    while (at < chunk.length && !this.ended) {
      if (this.current !== null) {
        const step = Math.min(this.remaining, chunk.length - at);
        this.remaining -= step;
        at += step;
        if (this.remaining === 0) completed.push(this.finishFile());
        continue;
      }
      const needed = this.headerLength();
      const take = Math.min(needed - this.header.length, chunk.length - at);
      this.header = concat(this.header, chunk.subarray(at, at + take));
      at += take;
      if (this.header.length === this.headerLength()) {
        this.readHeader();
        // An empty file is whole as soon as its header is.
        if (this.current !== null && this.remaining === 0) completed.push(this.finishFile());
      }
    }
    return completed;
  }

  /** How long the header being read is: its fixed part, then its name and extra field once they are known. */
  private headerLength(): number {
    if (this.header.length < HEADER_BYTES) return HEADER_BYTES;
    const view = new DataView(this.header.buffer, this.header.byteOffset, this.header.byteLength);
    if (view.getUint32(0, true) !== LOCAL_FILE) return HEADER_BYTES;
    return HEADER_BYTES + view.getUint16(26, true) + view.getUint16(28, true);
  }

  private readHeader(): void {
    const view = new DataView(this.header.buffer, this.header.byteOffset, this.header.byteLength);
    const signature = view.getUint32(0, true);
    if (signature === CENTRAL_DIRECTORY || signature === END_OF_CENTRAL_DIRECTORY) {
      this.ended = true;
      return;
    }
    if (signature !== LOCAL_FILE) throw new Error("That is not a .zip file.");
    if (view.getUint16(6, true) & SIZES_AFTER_DATA) throw new Error("This .zip gives its files' sizes after them.");
    const nameLength = view.getUint16(26, true);
    this.current = new TextDecoder().decode(this.header.subarray(HEADER_BYTES, HEADER_BYTES + nameLength));
    this.remaining = view.getUint32(18, true);
    this.header = new Uint8Array(0);
  }

  private finishFile(): string {
    const name = this.current!;
    this.names.push(name);
    this.current = null;
    return name;
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}
