import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * The app's one link between its own pages: Next.js's, without prefetching. Every page is dynamic
 * (it reads who is signed in), so a prefetch brought only a route's outline and metadata (1 to 2 KB),
 * never the page: following the link asked the server for the page all the same. Yet Next.js sent
 * two for every link on screen, each rendered by the server (about 24 ms on loopback): opening the
 * deck page asked for 18, the history page for 10 to 16, for nobody, on a phone's data and in the process
 * that judges live games. A followed link fetches its page as before.
 */
export default function Link(props: Omit<ComponentProps<typeof NextLink>, "prefetch">) {
  return <NextLink {...props} prefetch={false} />;
}
