// Preloaded into the web server (node --require). A launcher killed outright (kill -9, OOM) cannot
// stop its children; the IPC channel it opened closes with it, and then the web server exits too,
// instead of living on as an orphan holding the port. Only in the launcher's own child: processes
// that Next.js forks inherit this preload, and their IPC channels are Next.js's own business.
if (process.channel && process.env.SNAP_LEGACY_LAUNCHER_PID === String(process.ppid)) {
  delete process.env.SNAP_LEGACY_LAUNCHER_PID;
  process.on("disconnect", () => process.exit(0));
  process.channel.unref();
}
