import type { MeResponse } from "@hatchery/shared";
import { CircleAlertIcon, LoaderCircleIcon, UserRoundCheckIcon } from "lucide-react";
import { useCallback, useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { ApiError, errorMessage } from "@/lib/api-client";
import { signInPath } from "@/lib/auth/sign-in-path";
import { isStaleCallback } from "@/lib/linkedin-callback";
import { useImportLinkedInProfile } from "../api/import-linkedin-profile";
import { CallbackCard } from "../components/callback-card";
import { CallbackErrorMessage } from "../components/callback-error-message";
import { StaleLinkWarning } from "../components/stale-link-warning";
import { readCallbackError } from "../utils/callback-error";

const TITLE = "LinkedIn profile import";
const FAILED_TITLE = "LinkedIn profile import didn't complete";
const PROFILE_PATH = "/profile";

function ImportedProfile({ account }: { account: MeResponse }) {
  const { user, profile } = account;
  return (
    <CallbackCard icon={UserRoundCheckIcon} title="LinkedIn profile imported">
      <p className="text-lg text-muted-foreground">Your profile now shows these details from LinkedIn.</p>
      <dl className="grid w-full grid-cols-[auto_1fr] items-center gap-x-6 gap-y-3 rounded-xl border p-6 text-left">
        <dt className="text-sm font-medium text-muted-foreground">Name</dt>
        <dd>{user.name}</dd>
        <dt className="text-sm font-medium text-muted-foreground">Headline</dt>
        <dd>{profile.headline ?? "No headline on LinkedIn"}</dd>
        <dt className="text-sm font-medium text-muted-foreground">Photo</dt>
        <dd>
          {user.image ? (
            <img
              src={user.image}
              alt="Your avatar from LinkedIn"
              className="size-16 rounded-full object-cover"
            />
          ) : (
            "No photo on LinkedIn"
          )}
        </dd>
      </dl>
      <Link to={PROFILE_PATH} className={buttonVariants()}>
        Go to your profile
      </Link>
    </CallbackCard>
  );
}

/**
 * Where Better Auth sends the person back when they started "Import from LinkedIn" on their profile:
 * with LinkedIn freshly linked, the import copies name, headline and photo, and the result is shown.
 */
export function LinkedInResumeCallbackPage() {
  const [search] = useSearchParams();
  const importProfile = useImportLinkedInProfile();
  const started = useRef(false);

  const callbackError = readCallbackError(search);
  const stale = isStaleCallback(search);

  const { mutate } = importProfile;
  const start = useCallback(() => {
    started.current = true;
    mutate();
  }, [mutate]);

  // Runs once by itself; a stale address waits for the person to choose to import.
  useEffect(() => {
    if (callbackError || stale || started.current) return;
    start();
  }, [callbackError, stale, start]);

  if (callbackError) {
    return (
      <CallbackCard icon={CircleAlertIcon} tone="destructive" title={FAILED_TITLE}>
        {stale && <StaleLinkWarning />}
        <CallbackErrorMessage error={callbackError} />
        <Link to={PROFILE_PATH} className={buttonVariants()}>
          Back to your profile
        </Link>
      </CallbackCard>
    );
  }

  if (importProfile.isSuccess) return <ImportedProfile account={importProfile.data} />;

  if (importProfile.isError) {
    const noSession = importProfile.error instanceof ApiError && importProfile.error.status === 401;
    if (noSession) {
      return (
        <CallbackCard icon={CircleAlertIcon} tone="destructive" title={FAILED_TITLE}>
          <p className="text-lg text-muted-foreground">
            We couldn't find your session. Please sign in, then start the import again from your profile.
          </p>
          <Link to={signInPath(PROFILE_PATH)} className={buttonVariants()}>
            Sign in
          </Link>
        </CallbackCard>
      );
    }
    const message = errorMessage(importProfile.error);
    return (
      <CallbackCard icon={CircleAlertIcon} tone="destructive" title={FAILED_TITLE}>
        <Alert variant="destructive" role="alert" className="text-left">
          <AlertDescription>{message}</AlertDescription>
        </Alert>
        <div className="flex flex-wrap justify-center gap-3">
          <Button type="button" onClick={start}>
            Try again
          </Button>
          <Link to={PROFILE_PATH} className={buttonVariants({ variant: "outline" })}>
            Back to your profile
          </Link>
        </div>
      </CallbackCard>
    );
  }

  if (stale && importProfile.isIdle) {
    return (
      <CallbackCard icon={UserRoundCheckIcon} title={TITLE}>
        <StaleLinkWarning />
        <p className="text-lg text-muted-foreground">
          Importing copies your name, headline and photo from LinkedIn into your profile.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button type="button" onClick={start}>
            Import anyway
          </Button>
          <Link to={PROFILE_PATH} className={buttonVariants({ variant: "outline" })}>
            Back to your profile
          </Link>
        </div>
      </CallbackCard>
    );
  }

  return (
    <CallbackCard icon={LoaderCircleIcon} title={TITLE}>
      <p role="status" className="text-lg text-muted-foreground">
        Importing your profile from LinkedIn…
      </p>
    </CallbackCard>
  );
}
