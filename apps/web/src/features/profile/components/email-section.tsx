import type { AccountUser } from "@hatchery/shared";
import { MailCheckIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormError } from "@/components/form-error";
import { FormField } from "@/components/form-field";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { errorMessage, showServerError } from "@/lib/api-client";
import { useSendVerificationEmail } from "@/lib/auth/send-verification-email";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { toast } from "@/lib/toast";
import { useChangeEmail } from "../api/change-email";
import type { changeEmailSchema } from "../profile-form-schemas";
import { ProfileSection } from "./profile-section";

type ChangeEmailValues = z.input<ReturnType<typeof changeEmailSchema>>;

function VerificationStatus({ user }: { user: AccountUser }) {
  const resend = useSendVerificationEmail();

  // The link brings the person back here, where the badge then reads "Verified".
  const resendLink = () => resend.mutate({ email: user.email, callbackURL: "/profile" });

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-medium break-all">{user.email}</span>
        {user.emailVerified ? (
          <Badge variant="secondary">Verified</Badge>
        ) : (
          <Badge variant="destructive">Not verified</Badge>
        )}
      </div>
      {!user.emailVerified && (
        <>
          <p className="text-sm text-muted-foreground">
            Open the link we emailed you to verify this address. Some pages stay closed until you do.
          </p>
          <div>
            <Button type="button" variant="outline" onClick={resendLink} disabled={resend.isPending}>
              {resend.isPending ? "Sending…" : "Resend verification email"}
            </Button>
          </div>
          <FormError message={resend.isError ? errorMessage(resend.error) : undefined} />
        </>
      )}
    </div>
  );
}

function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const resolver = useMemo(
    () =>
      lazyZodResolver(() =>
        import("../profile-form-schemas").then((schemas) => schemas.changeEmailSchema(currentEmail)),
      ),
    [currentEmail],
  );
  const form = useForm<ChangeEmailValues, unknown, z.output<ReturnType<typeof changeEmailSchema>>>({
    resolver,
    defaultValues: { newEmail: "" },
  });
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string>();
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ newEmail }) => {
    try {
      await change.mutateAsync(newEmail);
      setSentTo(newEmail);
      form.reset();
      toast({ title: "Check your new inbox", description: `We sent a verification link to ${newEmail}.` });
    } catch (error) {
      showServerError(error, form.setError, ["newEmail"]);
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="flex flex-col gap-4">
      <FormField
        label="New email address"
        hint="We'll send a verification link to the new address. Your email changes only once you open that link; until then you keep signing in with your current address."
        error={errors.newEmail?.message}
      >
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register("newEmail")} />}
      </FormField>
      {sentTo && (
        <Alert>
          <MailCheckIcon aria-hidden="true" />
          <AlertTitle>Verification sent</AlertTitle>
          <AlertDescription>
            Open the link we sent to <span className="font-medium break-all">{sentTo}</span> to finish the
            change.
          </AlertDescription>
        </Alert>
      )}
      <FormError message={errors.root?.server?.message} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Sending…" : "Change email"}
        </Button>
      </div>
    </form>
  );
}

export function EmailSection({ user }: { user: AccountUser }) {
  return (
    <ProfileSection
      title="Email"
      description="The address you sign in with and where we send account messages."
    >
      <VerificationStatus user={user} />
      <ChangeEmailForm currentEmail={user.email} />
    </ProfileSection>
  );
}
