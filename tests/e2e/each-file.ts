// Runs before each browser-test file. The files of a worker share its process and modules (isolate:
// false in vitest.config.mts), so an environment variable one file stubbed (vi.stubEnv) and left
// stubbed is put back before the next file starts.
import { vi } from "vitest";

vi.unstubAllEnvs();
