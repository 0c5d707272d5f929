import type { SignInData, SignInInput } from "@hatchery/shared";
import { useState } from "react";
import { FormError } from "@/components/form-error";
import { TextField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { ApiError, errorMessage, showServerError } from "@/lib/api-client";
import { useSendVerificationEmail } from "@/lib/auth/send-verification-email";
import { useSignIn } from "@/lib/auth/sign-in";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { usePlainForm } from "@/lib/plain-form";
import { PrerenderedSubmitButton } from "./prerendered-submit-button";

const EMAIL_NOT_VERIFIED_MESSAGE = "Please verify your email address before signing in.";
const FIELDS = ["email", "password"] as const;
const signInResolver = lazyZodResolver(() =>
  import("../auth-form-schemas").then((schemas) => schemas.signInSchema),
);

/** Sign-in also answers 403 for a request from another site; only this one is fixed by a fresh link. */
function isUnverifiedEmail(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.message === EMAIL_NOT_VERIFIED_MESSAGE;
}

export function SignInForm({
  redirectTo,
  onTwoFactorRequired,
  onForgotPassword,
}: {
  /** Where the person goes once signed in; also where a verification link brings them. */
  redirectTo: string;
  onTwoFactorRequired: () => void;
  onForgotPassword: (email: string) => void;
}) {
  const signIn = useSignIn();
  const resend = useSendVerificationEmail();
  const [submittedEmail, setSubmittedEmail] = useState("");
  const form = usePlainForm<SignInInput, SignInData>({
    resolver: signInResolver,
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (data) => {
    setSubmittedEmail(data.email);
    resend.reset();
    try {
      const result = await signIn.mutateAsync({ ...data, callbackURL: redirectTo });
      if (result.twoFactorRequired) onTwoFactorRequired();
    } catch (error) {
      showServerError(error, form.setError, FIELDS);
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={signInResolver.preload}
      className="grid gap-4"
      aria-label="Sign in"
    >
      <FormError message={errors.root?.server?.message}>
        {/* The words come from the form; whether a fresh link would help, only the failed call can say. */}
        {isUnverifiedEmail(signIn.error) && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={resend.isPending}
            onClick={() => resend.mutate({ email: submittedEmail, callbackURL: redirectTo })}
          >
            {resend.isPending ? "Sending…" : "Resend verification email"}
          </Button>
        )}
      </FormError>
      <FormError message={resend.isError ? errorMessage(resend.error) : undefined} />
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        error={errors.email?.message}
        {...form.register("email")}
      />
      <div className="grid gap-2">
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto justify-self-end p-0"
          onClick={() => onForgotPassword(form.getValues("email"))}
        >
          Forgot password?
        </Button>
      </div>
      <PrerenderedSubmitButton pending={signIn.isPending}>
        {signIn.isPending ? "Signing in…" : "Sign in"}
      </PrerenderedSubmitButton>
    </form>
  );
}
