import type { SignUpData, SignUpInput } from "@hatchery/shared";
import { MailCheckIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { FormError } from "@/components/form-error";
import { TextField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { ApiError, errorMessage, showServerError } from "@/lib/api-client";
import { useSendVerificationEmail } from "@/lib/auth/send-verification-email";
import { useSignUp } from "@/lib/auth/sign-up";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { usePlainForm } from "@/lib/plain-form";
import { PASSWORD_HINT } from "./password-hint";
import { PrerenderedSubmitButton } from "./prerendered-submit-button";

const FIELDS = ["firstName", "lastName", "email", "password"] as const;
const signUpResolver = lazyZodResolver(() =>
  import("../auth-form-schemas").then((schemas) => schemas.signUpSchema),
);

function isExistingAccount(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

export function SignUpForm({ redirectTo, onSignIn }: { redirectTo: string; onSignIn: () => void }) {
  const signUp = useSignUp();
  const [createdFor, setCreatedFor] = useState<string | undefined>(undefined);
  const form = usePlainForm<SignUpInput, SignUpData>({
    resolver: signUpResolver,
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (data) => {
    try {
      await signUp.mutateAsync({ ...data, callbackURL: redirectTo });
      setCreatedFor(data.email);
    } catch (error) {
      showServerError(error, form.setError, FIELDS);
    }
  });

  if (createdFor) return <CheckYourEmail email={createdFor} redirectTo={redirectTo} onSignIn={onSignIn} />;

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={signUpResolver.preload}
      className="grid gap-4"
      aria-label="Sign up"
    >
      <FormError message={errors.root?.server?.message}>
        {/* The words come from the form; only the failed call can say the account already exists. */}
        {isExistingAccount(signUp.error) && (
          <Button type="button" variant="outline" size="sm" onClick={onSignIn}>
            Go to sign in
          </Button>
        )}
      </FormError>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register("firstName")}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register("lastName")}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={errors.password?.message}
        {...form.register("password")}
      />
      <PrerenderedSubmitButton pending={signUp.isPending}>
        {signUp.isPending ? "Creating your account…" : "Create account"}
      </PrerenderedSubmitButton>
    </form>
  );
}

function CheckYourEmail({
  email,
  redirectTo,
  onSignIn,
}: {
  email: string;
  redirectTo: string;
  onSignIn: () => void;
}) {
  const resend = useSendVerificationEmail();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the person was using is gone: move focus to what replaced it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="grid gap-4 text-center">
      <MailCheckIcon aria-hidden="true" className="mx-auto size-10 text-primary" />
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        Check your email
      </h2>
      <p className="text-sm text-muted-foreground">
        We sent a verification link to <span className="font-medium text-foreground">{email}</span>. Follow it
        to verify your account; it signs you in as well.
      </p>
      <FormError message={resend.isError ? errorMessage(resend.error) : undefined} />
      <div className="flex flex-wrap justify-center gap-2">
        <Button
          variant="outline"
          disabled={resend.isPending}
          onClick={() => resend.mutate({ email, callbackURL: redirectTo })}
        >
          {resend.isPending ? "Sending…" : "Resend verification email"}
        </Button>
        <Button variant="ghost" onClick={onSignIn}>
          Back to sign in
        </Button>
      </div>
    </div>
  );
}
