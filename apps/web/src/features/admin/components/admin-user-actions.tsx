import { ACCOUNT_DISABLE_REASON_MAX, type AdminUserDetail, ROLES, type Role } from "@hatchery/shared";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { type AdminUserChange, useChangeAdminUser } from "../api/change-admin-user";

const SUCCESS: Record<AdminUserChange["kind"], string> = {
  grant: "Role granted",
  revoke: "Role revoked",
  disable: "Account disabled",
  enable: "Account enabled",
  "sign-out": "Signed out everywhere",
};

/** The confirmation a change asks for; granting a role needs none. */
type Pending = Exclude<AdminUserChange, { kind: "grant" }>;

/** A person's roles (grant, revoke) and account (disable, enable, sign out everywhere). */
export function AdminUserActions({ user }: { user: AdminUserDetail }) {
  const change = useChangeAdminUser(user.id, (_data, variables) => ({ title: SUCCESS[variables.kind] }));
  const [confirming, setConfirming] = useState<Pending | null>(null);
  const [reason, setReason] = useState("");
  const [granting, setGranting] = useState<Role | "">("");
  const roleSelectId = useId();
  const reasonId = useId();
  const missing = ROLES.filter((role) => !user.roles.includes(role));
  const who = user.name || user.email;

  function close() {
    setConfirming(null);
    setReason("");
    change.reset();
  }

  const dialog = confirming && dialogText(confirming, who);
  return (
    <div className="grid gap-6">
      <section aria-labelledby="admin-user-roles" className="rounded-xl border bg-card p-6">
        <h2 id="admin-user-roles" className="text-lg font-semibold">
          Roles
        </h2>
        {user.roles.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">No roles.</p>
        ) : (
          <ul className="mt-3 flex flex-wrap gap-3">
            {user.roles.map((role) => (
              <li key={role} className="flex items-center gap-2">
                <Badge variant="secondary">{role}</Badge>
                {user.permissions.revoke.includes(role) && (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={`Revoke the ${role} role`}
                    onClick={() => setConfirming({ kind: "revoke", role })}
                  >
                    Revoke
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {missing.length > 0 && (
          <form
            className="mt-4 flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (granting)
                change.mutate({ kind: "grant", role: granting }, { onSuccess: () => setGranting("") });
            }}
          >
            <div className="grid gap-2">
              <Label htmlFor={roleSelectId}>Grant a role</Label>
              <Select value={granting} onValueChange={(value) => setGranting(value as Role)}>
                <SelectTrigger id={roleSelectId} className="w-48">
                  <SelectValue placeholder="Choose a role" />
                </SelectTrigger>
                <SelectContent>
                  {missing.map((role) => (
                    <SelectItem key={role} value={role}>
                      {role}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <Button type="submit" disabled={!granting || change.isPending}>
              Grant
            </Button>
          </form>
        )}
        {change.error && !confirming && (
          <p role="alert" className="mt-3 text-sm text-destructive">
            {errorMessage(change.error)}
          </p>
        )}
      </section>
      <section aria-labelledby="admin-user-account" className="rounded-xl border bg-card p-6">
        <h2 id="admin-user-account" className="text-lg font-semibold">
          Account
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          {user.disabled
            ? `Disabled${user.disabledReason ? `: ${user.disabledReason}` : ""}. They cannot sign in.`
            : `Active, signed in on ${user.sessionCount} ${user.sessionCount === 1 ? "device" : "devices"}.`}
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          {user.permissions.signOutEverywhere && !user.disabled && (
            <Button type="button" variant="outline" onClick={() => setConfirming({ kind: "sign-out" })}>
              Sign out everywhere
            </Button>
          )}
          {user.permissions.disable && (
            <Button
              type="button"
              variant="destructive"
              onClick={() => setConfirming({ kind: "disable", reason: "" })}
            >
              Disable account
            </Button>
          )}
          {user.permissions.enable && (
            <Button type="button" onClick={() => setConfirming({ kind: "enable" })}>
              Enable account
            </Button>
          )}
        </div>
      </section>
      {confirming && dialog && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && close()}
          title={dialog.title}
          description={dialog.description}
          confirmLabel={dialog.confirm}
          pendingLabel="Saving…"
          pending={change.isPending}
          error={change.error ? errorMessage(change.error) : undefined}
          destructive={confirming.kind !== "enable"}
          onConfirm={() =>
            change.mutate(confirming.kind === "disable" ? { kind: "disable", reason } : confirming, {
              onSuccess: close,
            })
          }
        >
          {confirming.kind === "disable" && (
            <div className="grid gap-2">
              <Label htmlFor={reasonId}>Reason (optional, for other admins)</Label>
              <Textarea
                id={reasonId}
                value={reason}
                maxLength={ACCOUNT_DISABLE_REASON_MAX}
                onChange={(event) => setReason(event.target.value)}
              />
            </div>
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}

function dialogText(change: Pending, who: string): { title: string; description: string; confirm: string } {
  switch (change.kind) {
    case "revoke":
      return {
        title: `Revoke the ${change.role} role?`,
        description: `${who} loses what the ${change.role} role allows at once.`,
        confirm: "Revoke",
      };
    case "disable":
      return {
        title: `Disable ${who}'s account?`,
        description:
          "They are signed out on every device at once and cannot sign in until it is enabled again.",
        confirm: "Disable account",
      };
    case "enable":
      return {
        title: `Enable ${who}'s account?`,
        description: "They can sign in again.",
        confirm: "Enable account",
      };
    case "sign-out":
      return {
        title: `Sign ${who} out everywhere?`,
        description: "Every session ends at once; they sign in again on each device.",
        confirm: "Sign out everywhere",
      };
  }
}
