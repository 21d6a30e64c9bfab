/**
 * A streamed file download: an attachment named as given (an ASCII fallback for old clients, the
 * real name in UTF-8 for the rest), never cached (it is a family's private history).
 */
export function downloadResponse(stream: ReadableStream<Uint8Array>, fileName: string, contentType: string): Response {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return new Response(stream, {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
