"use client";

import { ErrorNotice } from "./_components/error-notice";
import { comfortaa, nunito } from "./fonts";
import "./globals.css";

/**
 * The root layout itself failed (its header tolerates a database outage, so this is rarer): the
 * same notice, in a document of its own as Next.js requires, in the site's colours and fonts.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en" className={`${nunito.variable} ${comfortaa.variable}`}>
      <body className="font-sans antialiased">
        <title>Snap Legacy</title>
        <main id="main" className="mx-auto w-full max-w-6xl px-4 pb-16 pt-6 sm:px-6">
          <ErrorNotice error={error} reset={reset} />
        </main>
      </body>
    </html>
  );
}
