import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { FormError } from "@/components/form-error";
import { FormField } from "@/components/form-field";
import { PasswordInput } from "@/components/password-input";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { showServerError } from "@/lib/api-client";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { toast } from "@/lib/toast";
import { useChangePassword } from "../api/change-password";
import type { changePasswordSchema } from "../profile-form-schemas";
import { ProfileSection } from "./profile-section";

const changePasswordResolver = lazyZodResolver(() =>
  import("../profile-form-schemas").then((schemas) => schemas.changePasswordSchema),
);
type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

const EMPTY: ChangePasswordValues = {
  currentPassword: "",
  newPassword: "",
  confirmPassword: "",
  revokeOtherSessions: false,
};

export function PasswordSection() {
  const form = useForm<ChangePasswordValues>({
    resolver: changePasswordResolver,
    defaultValues: EMPTY,
  });
  const change = useChangePassword();
  const revokeId = useId();
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword, revokeOtherSessions }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword, revokeOtherSessions });
      form.reset(EMPTY);
      toast({
        title: "Password changed",
        description: revokeOtherSessions
          ? "Your new password is in use and your other devices have been signed out."
          : "Your new password is in use.",
      });
    } catch (error) {
      showServerError(error, form.setError, ["currentPassword", "newPassword"]);
    }
  });

  return (
    <ProfileSection title="Password" description="Change the password you sign in with.">
      <form
        onSubmit={onSubmit}
        onFocus={changePasswordResolver.preload}
        noValidate
        className="flex flex-col gap-5"
      >
        <FormField label="Current password" error={errors.currentPassword?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="current-password"
              {...form.register("currentPassword")}
            />
          )}
        </FormField>
        <FormField
          label="New password"
          hint="At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character."
          error={errors.newPassword?.message}
        >
          {(control) => (
            <PasswordInput {...control} autoComplete="new-password" {...form.register("newPassword")} />
          )}
        </FormField>
        <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
          {(control) => (
            <PasswordInput {...control} autoComplete="new-password" {...form.register("confirmPassword")} />
          )}
        </FormField>
        <div className="flex items-center gap-3">
          <Controller
            control={form.control}
            name="revokeOtherSessions"
            render={({ field }) => (
              <Switch
                id={revokeId}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <Label htmlFor={revokeId} className="leading-snug">
            Sign out of my other devices
          </Label>
        </div>
        <FormError message={errors.root?.server?.message} />
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Changing…" : "Change password"}
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
