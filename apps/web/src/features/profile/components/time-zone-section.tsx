import type { MeResponse } from "@hatchery/shared";
import { useForm } from "react-hook-form";
import { FormError } from "@/components/form-error";
import { FormField } from "@/components/form-field";
import { TimeZoneOptions } from "@/components/time-zone-options";
import { Button } from "@/components/ui/button";
import { useUpdateProfile } from "@/lib/account/update-profile";
import { showServerError } from "@/lib/api-client";
import { browserTimeZone } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { ProfileSection } from "./profile-section";

/*
 * A native select, styled as the text inputs are: it is searchable by typing in every browser, and the
 * zones are grouped by region so the list of some four hundred stays readable.
 */
const SELECT_CLASS =
  "flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs transition-colors outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/30 sm:text-sm";

interface TimeZoneForm {
  timeZone: string;
}

export function TimeZoneSection({ user }: { user: MeResponse["user"] }) {
  const saved = user.timeZone ?? browserTimeZone() ?? "UTC";
  const form = useForm<TimeZoneForm>({ values: { timeZone: saved } });
  const update = useUpdateProfile();
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ timeZone }) => {
    try {
      const account = await update.mutateAsync({ timeZone });
      toast({ title: "Time zone saved", description: `Times are now shown in ${account.user.timeZone}.` });
    } catch (error) {
      showServerError(error, form.setError, ["timeZone"]);
    }
  });

  return (
    <ProfileSection
      title="Time zone"
      description="Dates and times on the site and in the emails we send you are written in this zone."
    >
      <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-5">
        <FormField label="Time zone" error={errors.timeZone?.message}>
          {(control) => (
            <select {...control} className={SELECT_CLASS} {...form.register("timeZone")}>
              <TimeZoneOptions current={saved} />
            </select>
          )}
        </FormField>
        <FormError message={errors.root?.server?.message} />
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Saving…" : "Save time zone"}
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
