import { chromium, type Browser } from "playwright-core";

const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface BrowserOptions {
  /** A Y4M video (tests/support/fake-camera.ts) the browser shows as its camera, allowed without asking. */
  fakeCamera?: string;
}

/** Debian's Chromium (or CHROMIUM_PATH), headless, for browser tests and benchmarks. */
export function launchBrowser(options: BrowserOptions = {}): Promise<Browser> {
  const camera = options.fakeCamera
    ? ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream", `--use-file-for-fake-video-capture=${options.fakeCamera}`]
    : [];
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: [...FLAGS, ...camera] });
}
