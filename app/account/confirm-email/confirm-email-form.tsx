"use client";

import { Button } from "@/app/_components/button";
import { FormMessage } from "@/app/_components/form-message";
import { useServerAction } from "@/app/_components/use-server-action";
import { confirmEmailChangeAction } from "../actions/confirm-email-change";

export function ConfirmEmailForm({ token }: { token: string }) {
  const action = useServerAction();
  return (
    <div className="mt-6 flex flex-col gap-5">
      <FormMessage message={action.message} />
      <Button
        busy={action.busy}
        onClick={() => action.run(() => confirmEmailChangeAction({ token }), { navigate: () => "/account/confirm-email?changed=1" })}
      >
        Use this address
      </Button>
    </div>
  );
}
