import {
  type CreateInviteResponse,
  INVITE_DEFAULT_LIFETIME_DAYS,
  INVITE_MAX_LIFETIME_DAYS,
  INVITE_MAX_USES_LIMIT,
  type Invite,
} from "@hatchery/shared";
import { CheckIcon, CopyIcon } from "lucide-react";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { PersonLink } from "@/components/person-link";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useCreateInvite } from "../../api/create-invite";
import { usePositionInvites } from "../../api/list-position-invites";
import { useRevokeInvite } from "../../api/revoke-invite";
import { formatDate, INVITE_STATE_LABELS } from "./position-format";

/**
 * A position's invite links: making one (shown once, with a copy button), and the list with whom each
 * was made for (a candidate invited from their card, or anyone holding it), uses, expiry and state,
 * where an active link can be revoked. `canCreate` is the team policy's `invite`; a
 * leader without a subscription still sees and revokes the links (`reviewApplications`).
 */
export function InviteLinksDialog({
  position,
  canCreate,
  open,
  onOpenChange,
}: {
  position: { id: string; title: string; status: "open" | "filled" | "closed" };
  canCreate: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [created, setCreated] = useState<CreateInviteResponse | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Invite links for {position.title}</DialogTitle>
          <DialogDescription>
            Anyone holding a link sees the position and can apply, even before they have an account; they join
            the incubator as a guest when they accept.
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <NewInviteLink created={created} onDone={() => setCreated(null)} />
        ) : canCreate && position.status === "open" ? (
          <NewInviteForm positionId={position.id} onCreated={setCreated} />
        ) : (
          <p className="text-sm text-muted-foreground">
            {canCreate
              ? "Links can be made while the position is open."
              : "Making new links needs an active subscription; the links below can still be revoked."}
          </p>
        )}
        <InviteList positionId={position.id} />
      </DialogContent>
    </Dialog>
  );
}

function NewInviteForm({
  positionId,
  onCreated,
}: {
  positionId: string;
  onCreated: (created: CreateInviteResponse) => void;
}) {
  const create = useCreateInvite();
  const [expiresInDays, setExpiresInDays] = useState(String(INVITE_DEFAULT_LIFETIME_DAYS));
  const [maxUses, setMaxUses] = useState("1");
  const [requiresApproval, setRequiresApproval] = useState(true);
  const ids = { days: useId(), uses: useId(), approval: useId(), approvalHint: useId() };

  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // The shared rule words a wrong number as the server would; an empty field reads as 0 and is refused.
    // It loads with the first link made, so the team page paints without the schema library.
    const { createInviteSchema } = await import("../../team-form-schemas");
    const checked = createInviteSchema.safeParse({
      expiresInDays: Number(expiresInDays),
      maxUses: Number(maxUses),
      requiresApproval,
    });
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message ?? null);
      return;
    }
    setInvalid(null);
    create.mutate({ positionId, invite: checked.data }, { onSuccess: onCreated });
  };
  const problem = invalid ?? (create.isError ? errorMessage(create.error) : null);

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${ids.days}-heading`}
      className="grid gap-4 rounded-lg border p-4"
    >
      <h3 id={`${ids.days}-heading`} className="font-semibold">
        New link
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={ids.days}>Expires after (days)</Label>
          <Input
            id={ids.days}
            type="number"
            inputMode="numeric"
            min={1}
            max={INVITE_MAX_LIFETIME_DAYS}
            value={expiresInDays}
            onChange={(event) => setExpiresInDays(event.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.uses}>Uses allowed</Label>
          <Input
            id={ids.uses}
            type="number"
            inputMode="numeric"
            min={1}
            max={INVITE_MAX_USES_LIMIT}
            value={maxUses}
            onChange={(event) => setMaxUses(event.target.value)}
          />
        </div>
      </div>
      <div className="flex items-start gap-3">
        <Switch
          id={ids.approval}
          checked={requiresApproval}
          onCheckedChange={setRequiresApproval}
          aria-describedby={ids.approvalHint}
        />
        <div className="grid gap-1">
          <Label htmlFor={ids.approval}>Needs your approval</Label>
          <p id={ids.approvalHint} className="text-sm text-muted-foreground">
            {requiresApproval
              ? "People who use the link apply; you decide."
              : "People who use the link join the team at once, taking a seat."}
          </p>
        </div>
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      <Button type="submit" className="justify-self-start" disabled={create.isPending}>
        {create.isPending ? "Creating..." : "Create link"}
      </Button>
    </form>
  );
}

/** The link in full, once: only its fingerprint is stored, so nobody can show it again. */
function NewInviteLink({ created, onDone }: { created: CreateInviteResponse; onDone: () => void }) {
  const url = new URL(created.url, window.location.origin).toString();
  const [copied, setCopied] = useState(false);
  const linkId = useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      toast({
        title: "Copying failed",
        description: "Select the link and copy it yourself.",
        variant: "destructive",
      });
    }
  };

  return (
    <Alert role="status">
      <AlertTitle>Your new link</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p className="font-medium text-foreground">
          Copy it now: you won't see it again. Only a fingerprint of it is kept, so it cannot be shown later.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Label htmlFor={linkId} className="sr-only">
            Invite link
          </Label>
          <Input id={linkId} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          <Button type="button" variant="outline" onClick={copy}>
            {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
            {copied ? "Copied" : "Copy link"}
          </Button>
        </div>
        <p aria-live="polite" className="sr-only">
          {copied ? "Link copied" : ""}
        </p>
        <Button type="button" variant="ghost" className="justify-self-start" onClick={onDone}>
          Done
        </Button>
      </AlertDescription>
    </Alert>
  );
}

function InviteList({ positionId }: { positionId: string }) {
  const invites = usePositionInvites(positionId);
  const items = invites.data?.pages.flatMap((page) => page.items) ?? [];
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="font-semibold">
        Links
      </h3>
      {invites.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          <p className="sr-only" role="status">
            Loading links…
          </p>
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : invites.isError ? (
        <div role="alert" className="grid justify-items-start gap-2 text-sm">
          <p className="text-destructive">{errorMessage(invites.error)}</p>
          <Button size="sm" variant="outline" onClick={() => invites.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No links yet.</p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {items.map((invite) => (
            <InviteRow key={invite.id} invite={invite} />
          ))}
        </ul>
      )}
      {invites.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={invites.isFetchingNextPage}
          onClick={() => invites.fetchNextPage()}
        >
          {invites.isFetchingNextPage ? "Loading..." : "Show more links"}
        </Button>
      )}
    </section>
  );
}

function InviteRow({ invite }: { invite: Invite }) {
  const revoke = useRevokeInvite(() => ({
    title: invite.invitedUser ? "Invitation revoked" : "Link revoked",
  }));
  const [confirming, setConfirming] = useState(false);
  const active = invite.state === "active";
  const person = invite.invitedUser;
  return (
    <li
      aria-label={person ? `Invitation for ${person.name}` : "Link for anyone"}
      className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm"
    >
      <div className="grid gap-1">
        <p>
          {person ? (
            <>
              For <PersonLink person={person} />
            </>
          ) : (
            <span className="font-medium">Anyone with the link</span>
          )}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={active ? "default" : "outline"}>{INVITE_STATE_LABELS[invite.state]}</Badge>
          <span>
            {invite.useCount} of {invite.maxUses} {invite.maxUses === 1 ? "use" : "uses"}
          </span>
          <span className="text-muted-foreground">
            · {invite.requiresApproval ? "Needs approval" : "Joins at once"}
          </span>
        </div>
        <p className="text-muted-foreground">
          Made {formatDate(invite.createdAt)} ·{" "}
          {invite.revokedAt
            ? `revoked ${formatDate(invite.revokedAt)}`
            : `${active ? "expires" : "expiry"} ${formatDate(invite.expiresAt)}`}
        </p>
      </div>
      {active && (
        <>
          <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
            Revoke
          </Button>
          <ConfirmDialog
            title={person ? `Revoke the invitation for ${person.name}?` : "Revoke this link?"}
            description={
              person
                ? `${person.name} can no longer apply through it; you can invite them again afterwards. An application already made through it stays.`
                : "Anyone who opens it from now on is told it has been revoked. Applications already made through it stay."
            }
            confirmLabel={person ? "Revoke invitation" : "Revoke link"}
            pendingLabel="Revoking..."
            destructive
            open={confirming}
            onOpenChange={(next) => {
              setConfirming(next);
              if (!next) revoke.reset();
            }}
            pending={revoke.isPending}
            error={revoke.isError ? errorMessage(revoke.error) : undefined}
            onConfirm={() => revoke.mutate(invite.id, { onSuccess: () => setConfirming(false) })}
          />
        </>
      )}
    </li>
  );
}
