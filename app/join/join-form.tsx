"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/app/_components/button";
import { Field } from "@/app/_components/field";
import { normaliseRoomCode, ROOM_CODE_LENGTH } from "@/lib/games/online/rooms/room-code";

/** The code as the host's screen shows it; spaces and small letters are forgiven. */
export function JoinForm() {
  const router = useRouter();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const typed = normaliseRoomCode(code);
    if (typed.length !== ROOM_CODE_LENGTH) {
      setError(`A room’s code has ${ROOM_CODE_LENGTH} letters and digits, like K7QM2X.`);
      return;
    }
    setBusy(true);
    router.push(`/join/${typed}`);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-4 sm:max-w-sm">
      <Field
        label="The room’s code"
        name="code"
        value={code}
        onChange={(e) => setCode(e.target.value.toUpperCase())}
        error={error}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        inputMode="text"
        maxLength={20}
        className="min-h-14 rounded-xl border-2 border-line bg-white px-4 font-mono text-3xl tracking-widest uppercase outline-none focus:border-felt aria-invalid:border-snap"
      />
      <Button type="submit" busy={busy} busyLabel="Finding the room…">
        Join
      </Button>
    </form>
  );
}
