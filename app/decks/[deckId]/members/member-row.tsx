"use client";

import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/app/_components/button";
import { ConfirmStep } from "@/app/_components/confirm-step";
import { FormMessage } from "@/app/_components/form-message";
import { Select } from "@/app/_components/select";
import { useServerAction } from "@/app/_components/use-server-action";
import type { DeckRole } from "@/lib/generated/prisma/enums";
import { ROLE_LABEL } from "@/lib/decks/roles";
import { changeRoleAction } from "./actions/change-role";
import { removeMemberAction } from "./actions/remove-member";

export interface MemberView {
  userId: string;
  name: string;
  email: string | null;
  role: DeckRole;
  isYou: boolean;
}

const ROLE_OPTIONS = (["OWNER", "EDITOR", "VIEWER"] as const).map((role) => ({ value: role, label: ROLE_LABEL[role] }));

/**
 * One member. Owners get a role select and a remove button (with a confirming second step); the
 * deck's only owner gets neither, since a deck needs an owner.
 */
export function MemberRow({
  deckId,
  member,
  canManage,
  onlyOwner,
}: {
  deckId: string;
  member: MemberView;
  canManage: boolean;
  onlyOwner: boolean;
}) {
  const { run, busy, message } = useServerAction();
  const [role, setRole] = useState<DeckRole>(member.role);
  const [confirming, setConfirming] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const roleEditable = canManage && !(member.role === "OWNER" && onlyOwner);
  const selectId = `role-${member.userId}`;
  const displayName = member.isYou ? `${member.name} (you)` : member.name;

  async function saveRole(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await run(() => changeRoleAction({ deckId, memberUserId: member.userId, role }), {
      success: (changed) => `${member.isYou ? "Your" : `${member.name}'s`} role is now ${ROLE_LABEL[changed.role]}.`,
    });
    if (result && !result.ok) setRole(member.role);
  }

  function cancel() {
    setConfirming(false);
    removeButton.current?.focus();
  }

  async function remove() {
    const result = await run(() => removeMemberAction({ deckId, memberUserId: member.userId }));
    if (result && !result.ok) setConfirming(false);
  }

  return (
    <li className="flex flex-col gap-3 rounded-xl border-2 border-line bg-card p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-lg font-bold">{displayName}</p>
          {member.email && <p className="text-sm text-muted">{member.email}</p>}
          {!roleEditable && (
            <p className="text-muted">
              {ROLE_LABEL[member.role]}
              {canManage && " (the only owner)"}
            </p>
          )}
        </div>

        {canManage && (
          <form onSubmit={saveRole} className="flex flex-wrap items-end gap-2">
            {roleEditable && (
              <>
                <Select
                  id={selectId}
                  label={
                    <>
                      Role<span className="sr-only"> for {member.name}</span>
                    </>
                  }
                  value={role}
                  options={ROLE_OPTIONS}
                  onChange={setRole}
                />
                <Button type="submit" variant="secondary" disabled={busy}>
                  Save<span className="sr-only"> role for {member.name}</span>
                </Button>
              </>
            )}
            {!member.isYou && (
              <Button ref={removeButton} variant="dangerOutline" disabled={busy} aria-expanded={confirming} onClick={() => setConfirming(true)}>
                Remove<span className="sr-only"> {member.name}</span>
              </Button>
            )}
          </form>
        )}
      </div>

      {confirming && (
        <ConfirmStep
          question={`Remove ${member.name} from this deck? Their words stay in its story.`}
          confirm={`Yes, remove ${member.name}`}
          busy={busy}
          onConfirm={remove}
          onCancel={cancel}
          className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 p-3"
        />
      )}
      <FormMessage message={message} />
    </li>
  );
}
