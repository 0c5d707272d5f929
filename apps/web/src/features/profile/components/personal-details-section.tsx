import type { MeResponse, UpdateProfileInput, updateProfileSchema } from "@hatchery/shared";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormError } from "@/components/form-error";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useUpdateProfile } from "@/lib/account/update-profile";
import { showServerError } from "@/lib/api-client";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { toast } from "@/lib/toast";
import { ProfileSection } from "./profile-section";

const updateProfileResolver = lazyZodResolver(() =>
  import("../profile-form-schemas").then((schemas) => schemas.updateProfileSchema),
);

const FIELDS = ["firstName", "lastName", "headline", "bio", "location", "linkedinUrl"] as const;
/** What the form holds: every field as text, empty for a field not filled in yet. */
type PersonalDetails = Record<(typeof FIELDS)[number], string>;

function detailsOf({ user, profile }: MeResponse): PersonalDetails {
  return {
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    headline: profile.headline ?? "",
    bio: profile.bio ?? "",
    location: profile.location ?? "",
    linkedinUrl: profile.linkedinUrl ?? "",
  };
}

export function PersonalDetailsSection({ account }: { account: MeResponse }) {
  const form = useForm<UpdateProfileInput, unknown, z.output<typeof updateProfileSchema>>({
    resolver: updateProfileResolver,
    defaultValues: detailsOf(account),
  });
  const update = useUpdateProfile();
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (details) => {
    try {
      const saved = await update.mutateAsync(details);
      form.reset(detailsOf(saved));
      toast({ title: "Profile saved", description: "Your personal details have been updated." });
    } catch (error) {
      showServerError(error, form.setError, FIELDS);
    }
  });

  return (
    <ProfileSection
      title="Personal details"
      description="Your name and how you describe yourself to other members."
    >
      <form
        onSubmit={onSubmit}
        onFocus={updateProfileResolver.preload}
        noValidate
        className="flex flex-col gap-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="First name" error={errors.firstName?.message}>
            {(control) => <Input {...control} autoComplete="given-name" {...form.register("firstName")} />}
          </FormField>
          <FormField label="Last name" error={errors.lastName?.message}>
            {(control) => <Input {...control} autoComplete="family-name" {...form.register("lastName")} />}
          </FormField>
        </div>
        <FormField
          label="Headline"
          hint="One line, such as “Aspiring product manager”."
          error={errors.headline?.message}
        >
          {(control) => <Input {...control} {...form.register("headline")} />}
        </FormField>
        <FormField
          label="Bio"
          hint="You can use Markdown. HTML and unsafe links (such as javascript: links) are removed when you save."
          error={errors.bio?.message}
        >
          {(control) => <Textarea {...control} rows={6} {...form.register("bio")} />}
        </FormField>
        <FormField label="Location" error={errors.location?.message}>
          {(control) => <Input {...control} autoComplete="address-level2" {...form.register("location")} />}
        </FormField>
        <FormField
          label="LinkedIn profile URL"
          hint="For example https://www.linkedin.com/in/your-name"
          error={errors.linkedinUrl?.message}
        >
          {(control) => <Input {...control} type="url" inputMode="url" {...form.register("linkedinUrl")} />}
        </FormField>
        <FormError message={errors.root?.server?.message} />
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Saving…" : "Save personal details"}
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
