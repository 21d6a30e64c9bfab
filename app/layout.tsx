import type { Metadata, Viewport } from "next";
import { Suspense, type ReactNode } from "react";
import { NoEval } from "./_components/no-eval";
import { PageReady } from "./_components/page-ready";
import { RegisterServiceWorker } from "./_components/pwa/register-service-worker";
import { SiteHeader } from "./_components/site-header";
import { comfortaa, notoSansBold, nunito } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Snap Legacy", template: "%s · Snap Legacy" },
  description: "Snap with a deck your family writes on, game after game. Author it, print it, play it, and keep its story.",
  appleWebApp: { capable: true, title: "Snap Legacy" },
};

export const viewport: Viewport = { themeColor: "#1d5c3f", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${nunito.variable} ${comfortaa.variable} ${notoSansBold.variable}`}>
      <body className="font-sans antialiased">
        <NoEval />
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="mx-auto w-full max-w-6xl px-4 pb-16 pt-6 sm:px-6">
          {children}
        </main>
        <RegisterServiceWorker />
        <Suspense fallback={null}>
          <PageReady />
        </Suspense>
      </body>
    </html>
  );
}
