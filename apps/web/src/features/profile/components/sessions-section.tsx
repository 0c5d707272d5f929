import type { ActiveSession } from "@hatchery/shared";
import { MonitorSmartphoneIcon } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormError } from "@/components/form-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { formatDateTime } from "@/lib/dates";
import { useCurrentSessionId } from "../api/get-current-session";
import { useSessions } from "../api/list-sessions";
import { useRevokeOtherSessions } from "../api/revoke-other-sessions";
import { useRevokeSession } from "../api/revoke-session";
import { describeUserAgent } from "../utils/describe-user-agent";
import { ProfileSection } from "./profile-section";

/** This device first, then the most recently active. */
function inDisplayOrder(sessions: readonly ActiveSession[], currentId: string | null | undefined) {
  return [...sessions].sort((a, b) => {
    if (a.id === currentId) return -1;
    if (b.id === currentId) return 1;
    return Date.parse(b.updatedAt) - Date.parse(a.updatedAt);
  });
}

function RevokeSession({ session, device }: { session: ActiveSession; device: string }) {
  const [open, setOpen] = useState(false);
  const revoke = useRevokeSession(() => ({
    title: "Session revoked",
    description: `${device} has been signed out.`,
  }));

  function changeOpen(next: boolean) {
    if (!next) revoke.reset();
    setOpen(next);
  }

  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        Revoke<span className="sr-only"> {device}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={changeOpen}
        title="Revoke this session?"
        description={`${device} will be signed out and will need your password to sign in again.`}
        confirmLabel="Revoke"
        pendingLabel="Revoking…"
        pending={revoke.isPending}
        error={revoke.isError ? errorMessage(revoke.error) : undefined}
        onConfirm={() => revoke.mutate(session.id, { onSuccess: () => changeOpen(false) })}
      />
    </>
  );
}

function SignOutOtherDevices({ disabled }: { disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const revokeOthers = useRevokeOtherSessions(() => ({
    title: "Signed out of other devices",
    description: "Only this device is signed in now.",
  }));

  function changeOpen(next: boolean) {
    if (!next) revokeOthers.reset();
    setOpen(next);
  }

  return (
    <>
      <div>
        <Button type="button" variant="outline" onClick={() => setOpen(true)} disabled={disabled}>
          Sign out of all other devices
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={changeOpen}
        title="Sign out of all other devices?"
        description="Every device except this one will be signed out. You stay signed in here."
        confirmLabel="Sign out other devices"
        pendingLabel="Signing out…"
        pending={revokeOthers.isPending}
        error={revokeOthers.isError ? errorMessage(revokeOthers.error) : undefined}
        onConfirm={() => revokeOthers.mutate(undefined, { onSuccess: () => changeOpen(false) })}
      />
    </>
  );
}

export function SessionsSection() {
  const sessions = useSessions();
  const current = useCurrentSessionId();

  return (
    <ProfileSection
      title="Sessions"
      description="The devices signed in to your account. Revoke any you don't recognise."
    >
      {sessions.isPending ? (
        <div className="flex flex-col gap-3" aria-hidden="true">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : sessions.isError ? (
        <FormError message={`We couldn't load your sessions. ${errorMessage(sessions.error)}`} />
      ) : (
        <>
          <ul aria-label="Active sessions" className="flex flex-col divide-y rounded-md border">
            {inDisplayOrder(sessions.data, current.data).map((session) => {
              const device = describeUserAgent(session.userAgent);
              const isThisDevice = session.id === current.data;
              return (
                <li key={session.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
                  <div className="flex gap-3">
                    <MonitorSmartphoneIcon
                      aria-hidden="true"
                      className="mt-0.5 size-5 shrink-0 text-muted-foreground"
                    />
                    <div className="flex flex-col gap-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="font-medium">{device}</span>
                        {isThisDevice && <Badge variant="secondary">This device</Badge>}
                      </div>
                      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-muted-foreground">
                        <dt>IP address</dt>
                        <dd>{session.ipAddress || "Unknown"}</dd>
                        <dt>Signed in</dt>
                        <dd>{formatDateTime(session.createdAt)}</dd>
                        <dt>Last active</dt>
                        <dd>{formatDateTime(session.updatedAt)}</dd>
                      </dl>
                    </div>
                  </div>
                  {!isThisDevice && <RevokeSession session={session} device={device} />}
                </li>
              );
            })}
          </ul>
          <SignOutOtherDevices disabled={!sessions.data.some((session) => session.id !== current.data)} />
        </>
      )}
    </ProfileSection>
  );
}
