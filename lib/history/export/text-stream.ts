/** Bytes handed to the response at a time: pieces are gathered until about this much. */
const CHUNK_CHARS = 64 * 1024;

/**
 * A byte stream of the text pieces a generator yields, pulled only as fast as the reader reads
 * (so a slow download never makes the server read ahead), gathered into chunks of about 64 KiB.
 * A reader that gives up stops the generator, and with it the queries.
 */
export function textStream(pieces: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk = "";
      while (chunk.length < CHUNK_CHARS) {
        const next = await pieces.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += next.value;
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
}

/** The whole stream as text (for tests and the import's round trip). */
export async function readText(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}
