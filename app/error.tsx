"use client";

import { ErrorNotice } from "./_components/error-notice";

/** Any page whose loading failed (most often: the database can't be reached), inside the site's layout. */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorNotice error={error} reset={reset} />;
}
