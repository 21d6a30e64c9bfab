// Runs once when the Next.js server starts, before it answers any request.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { stampPeerAddresses } = await import("./lib/auth/peer-address");
    stampPeerAddresses();
  }
}
