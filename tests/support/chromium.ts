import { existsSync } from "node:fs";
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
  // The display compositor in the browser process rather than a GPU process of its own (there is no
  // GPU: it draws in software), and one raster thread per page instead of a pool: the same pictures
  // for less of a 2-core machine's CPU. Measured loading the deck, history and players pages ten times
  // over (machine CPU, less the run's fixed cost): 14.1-14.6 s against 15.3-19.0 s without.
  "--in-process-gpu",
  "--num-raster-threads=1",
];

export interface BrowserOptions {
  /** A Y4M video (tests/support/fake-camera.ts) the browser shows as its camera, allowed without asking. */
  fakeCamera?: string;
}

/**
 * Debian's headless shell (package chromium-headless-shell) when it is installed: the same engine
 * as Chromium without the desktop browser around it, which on this 2-core machine halves the CPU
 * the browser tests' Chromium uses (measured: 43 s instead of 88 s for two test files). Otherwise
 * Debian's Chromium; CHROMIUM_PATH overrides both.
 */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium";
}
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** How Chromium is launched, headless, for browser tests and benchmarks. */
export function chromiumLaunchOptions(options: BrowserOptions = {}): LaunchOptions {
  const camera = options.fakeCamera
    ? ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream", `--use-file-for-fake-video-capture=${options.fakeCamera}`]
    : [];
  return { executablePath: chromiumPath(), args: [...FLAGS, ...camera] };
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
