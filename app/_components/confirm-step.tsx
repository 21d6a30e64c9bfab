"use client";

import { useId, type ReactNode } from "react";
import { Button } from "./button";

interface Props {
  /** What is about to happen, asked as a question. */
  question: ReactNode;
  /** The button that does it, e.g. "Yes, remove Sam". */
  confirm: ReactNode;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  className?: string;
}

/** The second step of something one tap must not do: the question, the button that does it (it
 *  takes the focus, as what the person came to do) and Cancel. */
export function ConfirmStep({ question, confirm, busy, onConfirm, onCancel, className = "flex flex-wrap items-center gap-2" }: Props) {
  const questionId = useId();
  return (
    <div role="group" aria-labelledby={questionId} className={className}>
      <p id={questionId} className="w-full font-bold text-snap">
        {question}
      </p>
      <Button variant="danger" autoFocus busy={busy} onClick={onConfirm}>
        {confirm}
      </Button>
      <Button variant="plain" disabled={busy} onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
