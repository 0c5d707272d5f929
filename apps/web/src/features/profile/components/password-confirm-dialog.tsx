import { type ReactNode, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormField } from "@/components/form-field";
import { PasswordInput } from "@/components/password-input";
import { errorMessage } from "@/lib/api-client";

const PASSWORD_REQUIRED_MESSAGE = "Enter your password";

/** A confirmation that needs the account password, for changes to how the person signs in. */
export function PasswordConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  destructive,
  pending,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  destructive?: boolean;
  pending: boolean;
  /** The failure of the last attempt, if any. */
  error: unknown;
  onConfirm: (password: string) => void;
}) {
  const [password, setPassword] = useState("");
  const [missing, setMissing] = useState(false);

  function changeOpen(next: boolean) {
    // A password must not linger in memory once the dialog is closed.
    if (!next) {
      setPassword("");
      setMissing(false);
    }
    onOpenChange(next);
  }

  function confirm() {
    if (password === "") {
      setMissing(true);
      return;
    }
    onConfirm(password);
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={changeOpen}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      pendingLabel={pendingLabel}
      destructive={destructive}
      pending={pending}
      error={error ? errorMessage(error) : undefined}
      onConfirm={confirm}
    >
      <FormField label="Password" error={missing ? PASSWORD_REQUIRED_MESSAGE : undefined}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setMissing(false);
            }}
          />
        )}
      </FormField>
    </ConfirmDialog>
  );
}
