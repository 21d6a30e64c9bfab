/**
 * The app's Content-Security-Policy: everything from this site only. Scripts run only with the
 * request's nonce (Next.js puts it on its own scripts, read from the request's policy; 'strict-dynamic'
 * lets them load the app's chunks), so an injected <script> or inline handler never runs. Styles may
 * be inline (React's style attributes, Next's font CSS) but not fetched from elsewhere; images only
 * from here or drawn on the page (data: and blob: URLs: card pictures being cropped, a PDF's
 * preview); connections only back here (fetches, the event stream, the room's WebSocket). No page
 * may be framed, and forms post only here (signing in with GitHub or Google leaves by a navigation,
 * which this doesn't limit).
 */
export function contentSecurityPolicy(nonce: string, options: { development: boolean }): string {
  const scripts = ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(options.development ? ["'unsafe-eval'"] : [])];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "media-src 'self' blob:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** A fresh nonce for each response: 16 random bytes, base64. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}
