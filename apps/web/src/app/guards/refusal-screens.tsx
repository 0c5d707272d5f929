import { MailWarningIcon, ShieldXIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { GuardCard } from "./guard-card";

/** What the route guard (route-guard.tsx) shows in place of a page the person may not open. */

export function AccessDenied({ role }: { role: string }) {
  return (
    <GuardCard
      icon={<ShieldXIcon aria-hidden="true" />}
      title="Access Denied"
      description={`This page requires the ${role} role.`}
      footer={
        <Link to="/dashboard" className={buttonVariants()}>
          Go to Dashboard
        </Link>
      }
    />
  );
}

export function EmailVerificationRequired() {
  const { key } = useLocation();
  const toastedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    // Once per visit: a re-render (or React's development double effect) must not raise it again.
    if (toastedFor.current === key) return;
    toastedFor.current = key;
    toast({
      title: "Email verification required",
      description: "Verify your email address to open this page.",
      variant: "destructive",
    });
  }, [key]);

  return (
    <GuardCard
      icon={<MailWarningIcon aria-hidden="true" />}
      title="Email Verification Required"
      description="This page is available once your email address is verified. Follow the link we emailed you, or send a new one from your profile."
      footer={
        <Link to="/profile" className={buttonVariants()}>
          Go to Profile
        </Link>
      }
    />
  );
}

/** Under "Verifying Access" when the session could not be read: why, and a way to try again. */
export function SessionReadFailure({
  failure,
  retrying,
  onRetry,
}: {
  failure: string;
  retrying: boolean;
  onRetry?: () => void;
}) {
  return (
    <div className="flex flex-col items-center gap-3">
      <Alert variant="destructive" role="alert">
        <AlertDescription>{failure}</AlertDescription>
      </Alert>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        Try again
      </Button>
    </div>
  );
}
