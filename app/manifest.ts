import type { MetadataRoute } from "next";

/** The web app manifest: a family adds Snap Legacy to the home screen and it opens like an app. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Snap Legacy",
    short_name: "Snap Legacy",
    description: "Snap with a deck your family writes on, game after game.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    // --color-felt and --color-table of app/globals.css.
    theme_color: "#1d5c3f",
    background_color: "#fbf5ea",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
