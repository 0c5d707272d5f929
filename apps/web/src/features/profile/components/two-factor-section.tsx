import type { TwoFactorEnrolment } from "@hatchery/shared";
import { lazy, Suspense, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormError } from "@/components/form-error";
import { FormField } from "@/components/form-field";
import { PasswordInput } from "@/components/password-input";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { showServerError } from "@/lib/api-client";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { toast } from "@/lib/toast";
import { useDisableTwoFactor } from "../api/disable-two-factor";
import { useEnableTwoFactor } from "../api/enable-two-factor";
import { useVerifyTotp } from "../api/verify-totp";
import type { confirmPasswordSchema, totpCodeSchema } from "../profile-form-schemas";
import { BackupCodes } from "./backup-codes";
import { ProfileSection } from "./profile-section";

// The QR encoder is only needed by the few who enrol, so it stays out of the page's own chunk.
const TotpQrCode = lazy(() => import("./totp-qr-code").then((module) => ({ default: module.TotpQrCode })));
// The confirmation dialog (and the dialog primitives under it) loads beside the section, not within it,
// which keeps the section's own download inside the route-chunk budget.
const PasswordConfirmDialog = lazy(() =>
  import("./password-confirm-dialog").then((module) => ({ default: module.PasswordConfirmDialog })),
);

type Step =
  | { kind: "idle" }
  | { kind: "password" }
  | { kind: "scan"; enrolment: TwoFactorEnrolment }
  | { kind: "backup-codes"; codes: readonly string[] };

const confirmPasswordResolver = lazyZodResolver(() =>
  import("../profile-form-schemas").then((schemas) => schemas.confirmPasswordSchema),
);
const totpCodeResolver = lazyZodResolver(() =>
  import("../profile-form-schemas").then((schemas) => schemas.totpCodeSchema),
);

/** The key inside the otpauth:// address, for people who type it into their app instead of scanning. */
function secretOf(totpURI: string): string | undefined {
  try {
    return new URL(totpURI).searchParams.get("secret") ?? undefined;
  } catch {
    return undefined;
  }
}

function PasswordStep({
  onEnrolled,
  onCancel,
}: {
  onEnrolled: (enrolment: TwoFactorEnrolment) => void;
  onCancel: () => void;
}) {
  const form = useForm<z.infer<typeof confirmPasswordSchema>>({
    resolver: confirmPasswordResolver,
    defaultValues: { password: "" },
  });
  const enable = useEnableTwoFactor();
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      onEnrolled(await enable.mutateAsync(password));
    } catch (error) {
      showServerError(error, form.setError, ["password"]);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      onFocus={confirmPasswordResolver.preload}
      noValidate
      className="flex flex-col gap-4"
    >
      <FormField
        label="Password"
        hint="Confirm it's you before setting up an authenticator app."
        error={errors.password?.message}
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" {...form.register("password")} />
        )}
      </FormField>
      <FormError message={errors.root?.server?.message} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Checking…" : "Continue"}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ScanStep({
  enrolment,
  onVerified,
  onCancel,
}: {
  enrolment: TwoFactorEnrolment;
  onVerified: () => void;
  onCancel: () => void;
}) {
  const form = useForm<z.input<typeof totpCodeSchema>, unknown, z.output<typeof totpCodeSchema>>({
    resolver: totpCodeResolver,
    defaultValues: { code: "" },
  });
  const verify = useVerifyTotp();
  const secret = secretOf(enrolment.totpURI);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await verify.mutateAsync(code);
      onVerified();
    } catch (error) {
      showServerError(error, form.setError, ["code"]);
    }
  });

  return (
    <div className="flex flex-col gap-5">
      <ol className="list-decimal space-y-2 pl-5 text-sm">
        <li>Open an authenticator app on your phone, such as 1Password, Google Authenticator or Authy.</li>
        <li>Scan this QR code with it, or type in the setup key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-wrap items-center gap-6">
        <Suspense fallback={<Skeleton className="size-48" />}>
          <TotpQrCode value={enrolment.totpURI} />
        </Suspense>
        {secret && (
          <div className="flex flex-col gap-1">
            <span className="text-sm font-medium">Setup key</span>
            <code className="rounded bg-muted px-2 py-1 font-mono text-sm break-all">{secret}</code>
          </div>
        )}
      </div>
      <form onSubmit={onSubmit} onFocus={totpCodeResolver.preload} noValidate className="flex flex-col gap-4">
        <FormField label="6-digit code" error={errors.code?.message}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="one-time-code"
              className="max-w-40 font-mono tracking-widest"
              {...form.register("code")}
            />
          )}
        </FormField>
        <FormError message={errors.root?.server?.message} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Verifying…" : "Verify and turn on"}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}

function DisableTwoFactor() {
  const [open, setOpen] = useState(false);
  const disable = useDisableTwoFactor(() => ({
    title: "Two-factor authentication is off",
    description: "Signing in now needs only your password.",
  }));

  function changeOpen(next: boolean) {
    if (!next) disable.reset();
    setOpen(next);
  }

  return (
    <>
      <div>
        <Button type="button" variant="outline" onClick={() => setOpen(true)}>
          Turn off two-factor authentication
        </Button>
      </div>
      <Suspense fallback={null}>
        <PasswordConfirmDialog
          open={open}
          onOpenChange={changeOpen}
          title="Turn off two-factor authentication?"
          description="Signing in will need only your password. Your authenticator app and backup codes stop working for this account."
          confirmLabel="Turn off"
          pendingLabel="Turning off…"
          pending={disable.isPending}
          error={disable.error}
          onConfirm={(password) => disable.mutate(password, { onSuccess: () => changeOpen(false) })}
        />
      </Suspense>
    </>
  );
}

export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const reset = () => setStep({ kind: "idle" });

  // The backup codes stay on screen after the session reports two-factor as on, until the person is done.
  const showStatus = step.kind === "idle";

  return (
    <ProfileSection
      title="Two-factor authentication"
      description="Ask for a code from your phone as well as your password when you sign in."
    >
      {showStatus && (
        <div className="flex flex-col gap-4">
          <div className="flex items-center gap-3">
            <span className="text-sm font-medium">Authenticator app</span>
            {enabled ? <Badge>On</Badge> : <Badge variant="outline">Off</Badge>}
          </div>
          {enabled ? (
            <DisableTwoFactor />
          ) : (
            <div>
              <Button type="button" onClick={() => setStep({ kind: "password" })}>
                Turn on two-factor authentication
              </Button>
            </div>
          )}
        </div>
      )}
      {step.kind === "password" && (
        <PasswordStep onEnrolled={(enrolment) => setStep({ kind: "scan", enrolment })} onCancel={reset} />
      )}
      {step.kind === "scan" && (
        <ScanStep
          enrolment={step.enrolment}
          onCancel={reset}
          onVerified={() => {
            setStep({ kind: "backup-codes", codes: step.enrolment.backupCodes });
            toast({
              title: "Two-factor authentication is on",
              description: "You'll enter a code from your app each time you sign in.",
            });
          }}
        />
      )}
      {step.kind === "backup-codes" && <BackupCodes codes={step.codes} onDone={reset} />}
    </ProfileSection>
  );
}
