import { chromium, type Browser, type LaunchOptions } from "playwright-core";

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

/** How Debian's Chromium (or CHROMIUM_PATH) is launched, headless, for browser tests and benchmarks. */
export function chromiumLaunchOptions(options: BrowserOptions = {}): LaunchOptions {
  const camera = options.fakeCamera
    ? ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream", `--use-file-for-fake-video-capture=${options.fakeCamera}`]
    : [];
  return { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: [...FLAGS, ...camera] };
}

/** A Chromium of one's own (a benchmark's, or a test's that needs a fake camera). */
export function launchBrowser(options: BrowserOptions = {}): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions(options));
}

/** A connection to a Chromium already running (launched with chromium.launchServer). Closing it
 *  closes the contexts opened through it and leaves the browser running. */
export function connectToBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
