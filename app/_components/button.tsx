import type { ComponentProps, ReactNode } from "react";

const BASE = "inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-5 text-lg font-bold disabled:cursor-default disabled:opacity-60";

/** The app's button looks, also for links that act as buttons (touch targets of at least 48px). */
export const BUTTON_LOOK = {
  primary: `${BASE} bg-snap text-white shadow hover:bg-snap-dark`,
  secondary: `${BASE} bg-felt text-white hover:bg-felt-dark`,
  outline: `${BASE} border-2 border-felt bg-white text-felt hover:bg-green-50`,
  plain: `${BASE} border-2 border-line bg-white text-ink hover:border-felt`,
  danger: `${BASE} bg-snap text-white hover:bg-snap-dark`,
  dangerOutline: `${BASE} border-2 border-snap bg-white text-snap hover:bg-red-50`,
  quiet: `${BASE} px-3 text-snap hover:bg-red-50`,
  /** One of a group of lesser actions beside a page's main one: quieter, and still 44px for a finger. */
  compact:
    "inline-flex min-h-11 items-center justify-center rounded-xl bg-white px-3 py-1 text-center font-bold leading-tight text-felt ring-1 ring-line hover:bg-green-50 hover:ring-felt",
  /** A small button inside a name chip. */
  chip: "inline-flex min-h-10 items-center rounded-full bg-white px-3 text-sm font-bold text-ink hover:bg-amber-50 disabled:opacity-60",
} as const;

export type ButtonVariant = keyof typeof BUTTON_LOOK;

/**
 * The app's one button. While `busy` it is disabled, says so to screen readers, and shows
 * `busyLabel`; a plain `type="button"` unless it submits a form.
 */
export function Button({
  variant = "primary",
  busy = false,
  busyLabel = "Just a moment…",
  type = "button",
  className = "",
  disabled,
  children,
  ...rest
}: {
  variant?: ButtonVariant;
  busy?: boolean;
  busyLabel?: string;
  children: ReactNode;
} & ComponentProps<"button">) {
  return (
    <button type={type} disabled={busy || disabled} aria-busy={busy || undefined} className={`${BUTTON_LOOK[variant]} ${className}`} {...rest}>
      {busy ? busyLabel : children}
    </button>
  );
}
