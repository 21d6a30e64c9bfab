import type { ReactNode } from "react";

/** One part of the account page: a heading and its card, the same for every part. */
export function AccountSection({
  id,
  title,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 sm:p-6 ${danger ? "ring-2 ring-red-700" : "ring-line"}`}
    >
      <h2 id={`${id}-heading`} className="font-display text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
