"use client";

import { useState, type FormEvent } from "react";
import { Button, BUTTON_LOOK } from "@/app/_components/button";
import { Field } from "@/app/_components/field";
import { FormMessage } from "@/app/_components/form-message";
import { Select } from "@/app/_components/select";
import { useServerAction } from "@/app/_components/use-server-action";
import type { SoleOwnedDeck } from "@/lib/accounts/sole-owned-decks";
import { ROLE_LABEL } from "@/lib/decks/roles";
import { historyPaths } from "@/lib/history/paths";
import { deleteDeckAction } from "../actions/delete-deck";
import { handOverDeckAction } from "../actions/hand-over-deck";
import { useAnnounce } from "./leaving-messages";

/** One deck the person alone owns: hand it to another member, or delete it (its export offered first). */
export function SoleOwnedDeckItem({ deck }: { deck: SoleOwnedDeck }) {
  const handOver = useServerAction();
  const remove = useServerAction();
  const announce = useAnnounce();
  const [heir, setHeir] = useState(deck.others[0]?.userId ?? "");
  const options = deck.others.map((o) => ({ value: o.userId, label: `${o.name} (${ROLE_LABEL[o.role]})` }));
  const confirmField = `confirm-delete-${deck.id}`;

  async function onHandOver(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = deck.others.find((o) => o.userId === heir)?.name ?? "They";
    await handOver.run(() => handOverDeckAction({ deckId: deck.id, memberUserId: heir }), {
      then: () => announce({ ok: true, text: `${name} is now an owner of ${deck.name}.` }),
    });
  }

  async function onDelete(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const confirmName = String(new FormData(event.currentTarget).get(confirmField) ?? "");
    await remove.run(() => deleteDeckAction({ deckId: deck.id, confirmName }), {
      then: () => announce({ ok: true, text: `${deck.name} is deleted, with everything of it.` }),
    });
  }

  return (
    <li className="flex flex-col gap-4 rounded-xl border-2 border-line bg-card p-4">
      <h4 className="text-lg font-bold">{deck.name}</h4>
      {deck.others.length > 0 ? (
        <form onSubmit={onHandOver} className="flex flex-wrap items-end gap-3">
          <Select
            id={`hand-over-${deck.id}`}
            label={
              <>
                Hand it to<span className="sr-only"> (deck {deck.name})</span>
              </>
            }
            value={heir}
            options={options}
            onChange={setHeir}
            className="min-w-56 flex-1"
          />
          <Button type="submit" variant="secondary" busy={handOver.busy}>
            Make them the owner
          </Button>
          <div className="w-full">
            <FormMessage message={handOver.message} />
          </div>
        </form>
      ) : (
        <p>Nobody else is in this deck, so it can only be deleted.</p>
      )}
      <form onSubmit={onDelete} noValidate className="flex flex-col gap-3 rounded-xl bg-red-50 p-3">
        <p>Deleting it removes its cards, players, history and games, for everyone. Keep its export first.</p>
        <a href={historyPaths(deck.id).exportZip} download className={`${BUTTON_LOOK.plain} self-start`}>
          Download {deck.name}’s export
        </a>
        <Field label={`Type the deck’s name, ${deck.name}, to delete it`} name={confirmField} autoComplete="off" spellCheck={false} />
        <Button type="submit" variant="danger" busy={remove.busy} className="self-start">
          Delete {deck.name}
        </Button>
        <FormMessage message={remove.message} />
      </form>
    </li>
  );
}
