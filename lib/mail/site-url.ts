/**
 * The address people reach the app at, for links in emails and printed by the command line:
 * NEXTAUTH_URL as configured, else the local address `npm start` serves on. Never a request's Host
 * header, which whoever sends the request writes (a reset link pointing at their site, say).
 */
export function siteUrl(): string {
  const configured = process.env.NEXTAUTH_URL;
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      // An unreadable value falls back to the local address, as next-auth's own default does.
    }
  }
  return `http://localhost:${Number(process.env.PORT ?? 3000)}`;
}

/** An absolute link to `path` on this site. */
export function siteLink(path: string): string {
  return new URL(path, siteUrl()).toString();
}
