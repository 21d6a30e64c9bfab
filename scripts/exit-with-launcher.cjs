// Preloaded into the web server (node --require). A launcher killed outright (kill -9, OOM) cannot
// stop its children; the IPC channel it opened closes with it, and then the web server exits too,
// instead of living on as an orphan holding the port.
if (process.channel) {
  process.on("disconnect", () => process.exit(0));
  process.channel.unref();
}
