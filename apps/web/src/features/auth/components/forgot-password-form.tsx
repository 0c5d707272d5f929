import { MailCheckIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import type { z } from "zod";
import { FormError } from "@/components/form-error";
import { TextField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { showServerError } from "@/lib/api-client";
import { useRequestPasswordReset } from "@/lib/auth/request-password-reset";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { usePlainForm } from "@/lib/plain-form";
import type { forgotPasswordSchema } from "../auth-form-schemas";

const forgotPasswordResolver = lazyZodResolver(() =>
  import("../auth-form-schemas").then((schemas) => schemas.forgotPasswordSchema),
);
type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
type ForgotPasswordData = z.output<typeof forgotPasswordSchema>;

/** Asks for a password reset link. The confirmation reads the same whether or not the account exists. */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const request = useRequestPasswordReset();
  const form = usePlainForm<ForgotPasswordInput, ForgotPasswordData>({
    resolver: forgotPasswordResolver,
    defaultValues: { email: initialEmail },
  });
  const { errors } = form.formState;
  const confirmation = useRef<HTMLHeadingElement>(null);
  const sent = request.isSuccess;

  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email);
    } catch (error) {
      showServerError(error, form.setError, ["email"]);
    }
  });

  if (sent) {
    return (
      <div className="grid gap-4 text-center">
        <MailCheckIcon aria-hidden="true" className="mx-auto size-10 text-primary" />
        <h2 ref={confirmation} tabIndex={-1} className="text-lg font-semibold outline-none">
          Check your email
        </h2>
        <p className="text-sm text-muted-foreground">
          If an account exists for <span className="font-medium text-foreground">{request.variables}</span>,
          we have sent it a link to reset the password. The link works once and expires after a while.
        </p>
        <Button variant="outline" onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={forgotPasswordResolver.preload}
      className="grid gap-4"
      aria-label="Forgot password"
    >
      <p className="text-sm text-muted-foreground">
        Enter the email address of your account and we will send you a link to choose a new password.
      </p>
      <FormError message={errors.root?.server?.message} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        error={errors.email?.message}
        {...form.register("email")}
      />
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? "Sending…" : "Send reset link"}
      </Button>
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto justify-self-center p-0"
        onClick={onBack}
      >
        Back to sign in
      </Button>
    </form>
  );
}
