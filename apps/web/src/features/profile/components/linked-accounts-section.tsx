import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormError } from "@/components/form-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { LINKEDIN_CALLBACK_PATH } from "@/lib/auth/sign-in-with-linkedin";
import { formatDate } from "@/lib/dates";
import { LINKEDIN_RESUME_CALLBACK_PATH, linkedinCallbackUrl } from "@/lib/linkedin-callback";
import { useLinkLinkedIn } from "../api/link-linkedin";
import { useLinkedAccounts } from "../api/list-linked-accounts";
import { useUnlinkAccount } from "../api/unlink-account";
import { ProfileSection } from "./profile-section";

const LINKEDIN = "linkedin";

function UnlinkLinkedIn({ accountId }: { accountId: string }) {
  const [open, setOpen] = useState(false);
  const unlink = useUnlinkAccount(() => ({
    title: "LinkedIn unlinked",
    description: "Your account is no longer linked to LinkedIn.",
  }));

  function changeOpen(next: boolean) {
    if (!next) unlink.reset();
    setOpen(next);
  }

  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        Unlink LinkedIn
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={changeOpen}
        title="Unlink LinkedIn?"
        description="You won't be able to sign in with LinkedIn any more. You can link it again at any time."
        confirmLabel="Unlink"
        pendingLabel="Unlinking…"
        pending={unlink.isPending}
        error={unlink.isError ? errorMessage(unlink.error) : undefined}
        onConfirm={() => unlink.mutate(accountId, { onSuccess: () => changeOpen(false) })}
      />
    </>
  );
}

export function LinkedAccountsSection() {
  const accounts = useLinkedAccounts();
  const link = useLinkLinkedIn();
  const [leavingFor, setLeavingFor] = useState<"link" | "import">();
  const linkedin = accounts.data?.find((account) => account.providerId === LINKEDIN);

  function start(kind: "link" | "import") {
    setLeavingFor(kind);
    const callbackURL =
      kind === "link"
        ? linkedinCallbackUrl(LINKEDIN_CALLBACK_PATH, { redirect: "/profile" })
        : linkedinCallbackUrl(LINKEDIN_RESUME_CALLBACK_PATH);
    // On success the browser is already leaving for LinkedIn, so the buttons stay busy.
    link.mutate(callbackURL, { onError: () => setLeavingFor(undefined) });
  }

  return (
    <ProfileSection
      title="Linked accounts"
      description="Sign in with LinkedIn, and fill your profile from it."
    >
      {accounts.isPending ? (
        <div className="flex flex-col gap-3" aria-hidden="true">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-10 w-64" />
        </div>
      ) : accounts.isError ? (
        <FormError message={`We couldn't load your linked accounts. ${errorMessage(accounts.error)}`} />
      ) : (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-3">
            <span className="font-medium">LinkedIn</span>
            {linkedin ? (
              <>
                <Badge variant="secondary">Linked</Badge>
                <span className="text-sm text-muted-foreground">since {formatDate(linkedin.createdAt)}</span>
              </>
            ) : (
              <Badge variant="outline">Not linked</Badge>
            )}
          </div>
          <p className="text-sm text-muted-foreground">
            Importing takes your name, headline and photo from LinkedIn. You'll be asked to sign in to
            LinkedIn first.
          </p>
          <div className="flex flex-wrap gap-3">
            {linkedin ? (
              <UnlinkLinkedIn accountId={linkedin.id} />
            ) : (
              <Button type="button" onClick={() => start("link")} disabled={leavingFor !== undefined}>
                {leavingFor === "link" ? "Opening LinkedIn…" : "Link LinkedIn"}
              </Button>
            )}
            <Button
              type="button"
              variant="outline"
              onClick={() => start("import")}
              disabled={leavingFor !== undefined}
            >
              {leavingFor === "import" ? "Opening LinkedIn…" : "Import from LinkedIn"}
            </Button>
          </div>
          <FormError message={link.isError ? errorMessage(link.error) : undefined} />
        </div>
      )}
    </ProfileSection>
  );
}
