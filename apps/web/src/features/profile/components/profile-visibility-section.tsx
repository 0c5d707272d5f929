import {
  type MeResponse,
  PROFILE_AUDIENCE_LABELS,
  PROFILE_AUDIENCES,
  type ProfileVisibility,
  personPath,
} from "@hatchery/shared";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { FormError } from "@/components/form-error";
import { Button } from "@/components/ui/button";
import { useUpdateProfile } from "@/lib/account/update-profile";
import { showServerError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { ProfileSection } from "./profile-section";

/**
 * Who sees the person's profile at /people/{handle} and what it shows of their assessment and skills
 * (decision 063). Native radio buttons and checkboxes, so the keyboard works as everywhere else.
 */
export function ProfileVisibilitySection({ account }: { account: MeResponse }) {
  const { profileAudience, showRoleFit, showSkills } = account.profile;
  const form = useForm<ProfileVisibility>({ values: { profileAudience, showRoleFit, showSkills } });
  const update = useUpdateProfile();
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (visibility) => {
    try {
      await update.mutateAsync(visibility);
      toast({ title: "Profile visibility saved" });
    } catch (error) {
      showServerError(error, form.setError, ["profileAudience", "showRoleFit", "showSkills"]);
    }
  });

  return (
    <div id="profile-visibility" className="scroll-mt-20">
      <ProfileSection
        title="Profile visibility"
        description={
          <>
            Your profile is at{" "}
            <Link to={personPath(account.user.handle)} className="font-medium underline underline-offset-4">
              {personPath(account.user.handle)}
            </Link>
            . Administrators can always see it.
          </>
        }
      >
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">Who can see your profile</legend>
            {PROFILE_AUDIENCES.map((audience) => (
              <label key={audience} className="flex items-center gap-3 text-sm">
                <input
                  type="radio"
                  value={audience}
                  className="size-4 accent-primary"
                  {...form.register("profileAudience")}
                />
                {PROFILE_AUDIENCE_LABELS[audience]}
              </label>
            ))}
            {errors.profileAudience && (
              <p className="text-sm text-destructive">{errors.profileAudience.message}</p>
            )}
          </fieldset>
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">What your profile shows</legend>
            <label className="flex items-center gap-3 text-sm">
              <input type="checkbox" className="size-4 accent-primary" {...form.register("showRoleFit")} />
              My role-fit summary from the career assessment
            </label>
            <label className="flex items-center gap-3 text-sm">
              <input type="checkbox" className="size-4 accent-primary" {...form.register("showSkills")} />
              My skills profile
            </label>
          </fieldset>
          <FormError message={errors.root?.server?.message} />
          <div>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Saving…" : "Save visibility"}
            </Button>
          </div>
        </form>
      </ProfileSection>
    </div>
  );
}
