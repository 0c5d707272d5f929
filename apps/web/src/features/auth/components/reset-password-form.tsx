import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { FormError } from "@/components/form-error";
import { TextField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { ApiError, showServerError } from "@/lib/api-client";
import { useResetPassword } from "@/lib/auth/reset-password";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import type { resetPasswordSchema } from "../auth-form-schemas";
import { InvalidResetLink } from "./invalid-reset-link";
import { PASSWORD_HINT } from "./password-hint";

const resetPasswordResolver = lazyZodResolver(() =>
  import("../auth-form-schemas").then((schemas) => schemas.resetPasswordSchema),
);

type ResetPasswordValues = z.input<typeof resetPasswordSchema>;

/** A used, expired or unknown token: the server refuses it as a bad request (or not found). */
function isInvalidToken(error: unknown): boolean {
  return error instanceof ApiError && [400, 404, 410].includes(error.status);
}

/** The request names the new password `newPassword`; the form calls it `password`. */
function resetPasswordFieldFor(path: readonly (string | number)[]): "password" | undefined {
  return path.join(".") === "newPassword" ? "password" : undefined;
}

export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const navigate = useNavigate();
  const form = useForm<ResetPasswordValues>({
    resolver: resetPasswordResolver,
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token, newPassword: password });
      void navigate("/auth", { replace: true });
    } catch (error) {
      // A link the server refuses replaces the whole form (below), so there is nothing to put on it.
      if (!isInvalidToken(error)) showServerError(error, form.setError, resetPasswordFieldFor);
    }
  });

  if (isInvalidToken(reset.error)) return <InvalidResetLink announce />;

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={resetPasswordResolver.preload}
      className="grid gap-4"
      aria-label="Reset password"
    >
      <FormError message={errors.root?.server?.message} />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={errors.password?.message}
        {...form.register("password")}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      <Button type="submit" disabled={reset.isPending}>
        {reset.isPending ? "Saving…" : "Set new password"}
      </Button>
    </form>
  );
}
