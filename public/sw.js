/*
 * Snap Legacy's service worker: the table companion opens without a connection.
 *
 * - The app's built files (/_next/static, hashed so they never change), its fonts and icons:
 *   cache first.
 * - Table pages (a deck's table start page and its sessions): network first, the last good answer
 *   kept; without a connection the kept copy is served, or a plain offline page for a table page
 *   never opened on this device.
 * - Nothing else is cached: no POSTs (server actions), API routes, sign-in, or failed answers.
 *   Other pages go to the network as if there were no service worker.
 *
 * The page asks for its table session to be kept (message "keep-page", with the built files it
 * loaded: those fetched before this worker took control would otherwise be missing offline), and
 * signing out clears the kept pages (message "forget-pages"): they hold a family's deck.
 * Bump VERSION when this file's caching changes; activate deletes the old caches.
 */
const VERSION = "v1";
const FILES = `snap-files-${VERSION}`;
const PAGES = `snap-pages-${VERSION}`;

const TABLE_PAGE = /^\/decks\/[^/]+\/table(\/[^/]+)?\/?$/;
const IMMUTABLE = /^\/(_next\/static|fonts|icons)\//;

/** Counts sign-outs: a page fetched to be kept before one is not kept after it. */
let forgotten = 0;

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const keep = [FILES, PAGES];
      for (const name of await caches.keys()) if (!keep.includes(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (IMMUTABLE.test(url.pathname) || url.pathname === "/icon.svg") {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === "navigate" && TABLE_PAGE.test(url.pathname)) {
    event.respondWith(tablePage(request));
  }
});

self.addEventListener("message", (event) => {
  const message = event.data;
  if (message?.type === "keep-page" && typeof message.url === "string") {
    event.waitUntil(keepPage(message.url, Array.isArray(message.files) ? message.files : []));
  } else if (message?.type === "forget-pages") {
    forgotten += 1;
    event.waitUntil(caches.delete(PAGES));
  }
});

/** Only a whole, plain 200 from our own server is worth keeping (not a redirect to sign-in). */
function keepable(response) {
  return response.status === 200 && response.type === "basic" && !response.redirected;
}

async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: FILES });
  if (cached) return cached;
  const response = await fetch(request);
  if (keepable(response)) {
    const copy = response.clone();
    caches.open(FILES).then((cache) => cache.put(request, copy));
  }
  return response;
}

async function tablePage(request) {
  const asked = forgotten;
  try {
    const response = await fetch(request);
    if (keepable(response)) await keepPageAnswer(pageKey(request.url), response.clone(), asked);
    return response;
  } catch {
    const cached = await caches.match(pageKey(request.url), { cacheName: PAGES });
    return cached ?? offlinePage();
  }
}

/** Pages are kept by their path only: the same page whatever its query. */
function pageKey(url) {
  const { origin, pathname } = new URL(url, self.location.origin);
  return `${origin}${pathname}`;
}

/**
 * Keeps a page's answer, fetched when `asked` sign-outs had happened, unless someone has signed out
 * since. A sign-out can come while the answer is being written (each step waits), so it is checked
 * again once written, and a page kept across a sign-out is forgotten at once. True when kept.
 */
async function keepPageAnswer(key, response, asked) {
  if (forgotten !== asked) return false;
  await (await caches.open(PAGES)).put(key, response);
  if (forgotten === asked) return true;
  await caches.delete(PAGES);
  return false;
}

/** Keeps a table page as the person sees it now, and the built files it needs to run. */
async function keepPage(url, files) {
  const path = new URL(url, self.location.origin).pathname;
  if (!TABLE_PAGE.test(path)) return;
  const asked = forgotten;
  try {
    const response = await fetch(pageKey(url), { credentials: "same-origin", headers: { Accept: "text/html" } });
    if (!keepable(response) || forgotten !== asked) return;
    const html = await response.clone().text();
    if (!(await keepPageAnswer(pageKey(url), response, asked))) return;
    const linked = [...html.matchAll(/\/_next\/static\/[^"'\s)\\]+/g)].map((m) => m[0]);
    const wanted = [...new Set([...files, ...linked])].filter((file) => IMMUTABLE.test(new URL(file, self.location.origin).pathname));
    const cache = await caches.open(FILES);
    for (const file of wanted) {
      if (await cache.match(file)) continue;
      const answer = await fetch(file);
      if (keepable(answer)) await cache.put(file, answer);
    }
  } catch {
    // No connection now: the page is kept on its next visit.
  }
}

function offlinePage() {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline · Snap Legacy</title>
<style>body{font-family:system-ui,sans-serif;background:#fbf5ea;color:#1f2328;margin:0;padding:2rem 1rem}main{max-width:36rem;margin:auto}h1{color:#1d5c3f}a{color:#1d5c3f;font-weight:bold}</style></head>
<body><main><h1>You're offline</h1><p>This page hasn't been opened on this device yet, so it can't be shown without a connection.</p>
<p>A table session opened once with a connection opens again without one, and snaps recorded there are kept on this device until they can be sent.</p>
<p><a href="/">Try again</a></p></main></body></html>`;
  return new Response(html, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
