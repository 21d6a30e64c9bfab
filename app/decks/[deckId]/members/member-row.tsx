"use client";

import { useRef, useState, type FormEvent } from "react";
import type { DeckRole } from "@/lib/generated/prisma/enums";
import { ROLE_LABEL } from "@/lib/decks/roles";
import { changeRoleAction } from "./actions/change-role";
import { removeMemberAction } from "./actions/remove-member";
import { alertBox, button } from "./styles";

export interface MemberView {
  userId: string;
  name: string;
  email: string | null;
  role: DeckRole;
  isYou: boolean;
}

const ROLES: DeckRole[] = ["OWNER", "EDITOR", "VIEWER"];

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
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const roleEditable = canManage && !(member.role === "OWNER" && onlyOwner);
  const selectId = `role-${member.userId}`;
  const displayName = member.isYou ? `${member.name} (you)` : member.name;

  async function saveRole(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const select = event.currentTarget.elements.namedItem("role") as HTMLSelectElement;
    const role = select.value as DeckRole;
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      const result = await changeRoleAction({ deckId, memberUserId: member.userId, role });
      if (!result.ok) {
        select.value = member.role;
        return setError(result.error);
      }
      setStatus(`${member.isYou ? "Your" : `${member.name}'s`} role is now ${ROLE_LABEL[result.data.role]}.`);
    } catch {
      setError("We couldn't reach the server. Nothing was changed; please try again.");
    } finally {
      setBusy(false);
    }
  }

  function cancel() {
    setConfirming(false);
    removeButton.current?.focus();
  }

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      const result = await removeMemberAction({ deckId, memberUserId: member.userId });
      if (!result.ok) {
        setConfirming(false);
        return setError(result.error);
      }
    } catch {
      setError("We couldn't reach the server. Nothing was changed; please try again.");
    } finally {
      setBusy(false);
    }
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
                <div className="flex flex-col gap-1">
                  <label htmlFor={selectId} className="text-sm font-bold">
                    Role<span className="sr-only"> for {member.name}</span>
                  </label>
                  <select
                    id={selectId}
                    name="role"
                    defaultValue={member.role}
                    className="min-h-12 rounded-xl border-2 border-line bg-white px-3 text-lg focus:border-felt"
                  >
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_LABEL[role]}
                      </option>
                    ))}
                  </select>
                </div>
                <button type="submit" disabled={busy} aria-busy={busy} className={button.secondary}>
                  Save<span className="sr-only"> role for {member.name}</span>
                </button>
              </>
            )}
            {!member.isYou && (
              <button
                ref={removeButton}
                type="button"
                disabled={busy}
                aria-expanded={confirming}
                onClick={() => setConfirming(true)}
                className={button.dangerOutline}
              >
                Remove<span className="sr-only"> {member.name}</span>
              </button>
            )}
          </form>
        )}
      </div>

      {confirming && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 p-3">
          <p className="w-full font-bold text-snap">Remove {member.name} from this deck? Their words stay in its story.</p>
          <button type="button" autoFocus disabled={busy} aria-busy={busy} onClick={remove} className={button.danger}>
            Yes, remove {member.name}
          </button>
          <button type="button" disabled={busy} onClick={cancel} className={button.outline}>
            Cancel
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className={alertBox}>
          {error}
        </p>
      )}
      <p role="status" className="font-bold text-felt empty:hidden">
        {status}
      </p>
    </li>
  );
}
