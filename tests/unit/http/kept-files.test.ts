import { createServer, get, type Server } from "node:http";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtFilesMount, fileInFolder, keptFileServer } from "@/lib/http/kept-file-server";
import { answerWithKeptFile, chosenEncoding, keptFile } from "@/lib/http/kept-files";
import { ocrFilesMount } from "@/lib/scan/ocr-files";

const folder = mkdtempSync(path.join(tmpdir(), "kept-files-"));
const script = `console.log(${JSON.stringify("a card, a word. ".repeat(400))});\n`;
writeFileSync(path.join(folder, "chunk.js"), script);
writeFileSync(path.join(folder, "tiny.css"), "body{margin:0}");
writeFileSync(path.join(folder, "font.woff2"), Buffer.alloc(4000, 7));
writeFileSync(path.join(folder, "notes.xyz"), "unknown kind");
// A file beside the served folder, which no address may reach.
const served = path.join(folder, "static");
mkdirSync(served);
writeFileSync(path.join(served, "chunk.js"), script);
writeFileSync(path.join(folder, "secret.json"), JSON.stringify({ family: "words" }));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("which encoding a kept file is sent in", () => {
  const all = ["br", "gzip", "identity"] as const;

  it("the best one the browser accepts: brotli, then gzip, then the file as it is", () => {
    expect(chosenEncoding("gzip, deflate, br, zstd", all)).toBe("br");
    expect(chosenEncoding("gzip, deflate", all)).toBe("gzip");
    expect(chosenEncoding("deflate", all)).toBe("identity");
    expect(chosenEncoding(null, all)).toBe("identity");
  });

  it("an encoding given quality 0 is refused, and * stands for those not named", () => {
    expect(chosenEncoding("br;q=0, gzip;q=0.8", all)).toBe("gzip");
    expect(chosenEncoding("*", all)).toBe("br");
    expect(chosenEncoding("br;q=0, *;q=0.5", all)).toBe("gzip");
    expect(chosenEncoding("BR ; Q=1", all)).toBe("br");
  });

  it("a request refusing every form gets the file as it is", () => {
    expect(chosenEncoding("identity;q=0, *;q=0", all)).toBe("identity");
  });

  it("a file not worth compressing is only offered as it is", async () => {
    expect((await keptFile(path.join(folder, "font.woff2")))!.offered).toEqual(["identity"]);
    expect((await keptFile(path.join(folder, "tiny.css")))!.offered).toEqual(["identity"]);
    expect((await keptFile(path.join(folder, "chunk.js")))!.offered).toEqual(["br", "gzip", "identity"]);
  });
});

describe("a kept file's answer", () => {
  it("holds the file's very bytes in each encoding, with its type, length and caching", async () => {
    const file = (await keptFile(path.join(folder, "chunk.js")))!;
    const br = await answerWithKeptFile(file, { method: "GET", acceptEncoding: "br" }, "public, max-age=60");
    expect(brotliDecompressSync(br.body!).toString()).toBe(script);
    expect(br.headers).toMatchObject({ "Content-Type": "text/javascript; charset=utf-8", "Content-Encoding": "br", "Content-Length": String(br.body!.length), "Cache-Control": "public, max-age=60", Vary: "Accept-Encoding" });
    expect(br.body!.length).toBeLessThan(script.length / 10);
    const gzip = await answerWithKeptFile(file, { method: "GET", acceptEncoding: "gzip" }, "x");
    expect(gunzipSync(gzip.body!).toString()).toBe(script);
    const plain = await answerWithKeptFile(file, { method: "GET" }, "x");
    expect(plain.body!.toString()).toBe(script);
    expect(plain.headers["Content-Encoding"]).toBeUndefined();
  });

  it("each form is made once: a second request gets the same bytes", async () => {
    const file = (await keptFile(path.join(folder, "chunk.js")))!;
    expect(await file.body("br")).toBe(await file.body("br"));
    expect(await keptFile(path.join(folder, "chunk.js"))).toBe(file);
  });

  it("a browser that holds this version is answered 304 with no body; HEAD gets the headers only", async () => {
    const file = (await keptFile(path.join(folder, "chunk.js")))!;
    const again = await answerWithKeptFile(file, { method: "GET", ifNoneMatch: `W/"x", ${file.etag}` }, "x");
    expect(again).toMatchObject({ status: 304, body: null });
    const head = await answerWithKeptFile(file, { method: "HEAD", acceptEncoding: "gzip" }, "x");
    expect(head).toMatchObject({ status: 200, body: null });
    expect(Number(head.headers["Content-Length"])).toBeGreaterThan(0);
  });

  it("a file that can't be read fails its request, and is read afresh for the next", async () => {
    // A name that stat calls a file, whose reading fails (EIO).
    const unreadable = path.join(folder, "unreadable.js");
    symlinkSync("/proc/self/mem", unreadable);
    await expect(keptFile(unreadable)).rejects.toThrow();
    unlinkSync(unreadable);
    writeFileSync(unreadable, script);
    expect(await (await keptFile(unreadable))!.body("identity")).toEqual(Buffer.from(script));
  });

  it("nothing is kept for a missing file or one of an unknown kind", async () => {
    expect(await keptFile(path.join(folder, "missing.js"))).toBeNull();
    expect(await keptFile(path.join(folder, "notes.xyz"))).toBeNull();
    expect(await keptFile(folder)).toBeNull();
  });
});

describe("addresses of kept files", () => {
  it("name files inside their folder only: ../, its escapes, a NUL and bad escapes name none", () => {
    expect(fileInFolder(folder, "chunk.js")).toBe(path.join(folder, "chunk.js"));
    expect(fileInFolder(folder, "a%20b/c.js")).toBe(path.join(folder, "a b", "c.js"));
    for (const rest of ["../secret.json", "%2e%2e/secret.json", "..%2fsecret.json", "a/../../secret.json", "chunk.js%00.css", "%E0%A4%A", "", "."]) {
      expect(fileInFolder(folder, rest), rest).toBeNull();
    }
  });

  it("the OCR's are its fixed files only", () => {
    const ocr = ocrFilesMount("/app");
    expect(ocr.file("worker.min.js")).toBe("/app/node_modules/tesseract.js/dist/worker.min.js");
    for (const name of ["__proto__", "constructor", "../package.json", "tesseract-core.wasm", ""]) expect(ocr.file(name), name).toBeNull();
  });
});

describe("the server's kept files", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const serve = keptFileServer([builtFilesMount(served)]);
    server = createServer((request, response) => {
      void serve(request, response).then((served) => {
        if (!served) response.writeHead(418).end("next");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers a built file compressed for a browser, with a year's caching", async () => {
    const response = await fetch(`${base}/_next/static/chunk.js?dpl=1`, { headers: { "accept-encoding": "gzip, br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe(script);
  });

  it("a file the build hasn't, or an address leaving its folder, is 404 in plain words", async () => {
    // Sent as written: a URL would resolve "%2e%2e" and ".." itself before sending.
    const asWritten = (address: string) =>
      new Promise<{ status?: number; body: string }>((resolve, reject) => {
        get({ host: "127.0.0.1", port: new URL(base).port, path: address }, (response) => {
          let body = "";
          response.on("data", (chunk) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode, body }));
        }).on("error", reject);
      });
    expect(await asWritten("/_next/static/chunk.js")).toEqual({ status: 200, body: script });
    for (const address of ["/_next/static/missing.js", "/_next/static/%2e%2e/secret.json", "/_next/static/..%2fsecret.json", "/_next/static/../secret.json", "/_next/static/%2E%2E%2Fsecret.json"]) {
      expect(await asWritten(address), address).toEqual({ status: 404, body: "Not found\n" });
    }
  });

  it("leaves other addresses and methods to Next.js", async () => {
    expect((await fetch(`${base}/decks`)).status).toBe(418);
    expect((await fetch(`${base}/_next/static/chunk.js`, { method: "POST", body: "x" })).status).toBe(418);
  });
});
