import {
  CORE_TEAM_ROLE_LABELS,
  MENTOR_BIO_MAX_LENGTH,
  MENTOR_HEADLINE_MAX_LENGTH,
  MENTOR_HELP_ROLES,
  MENTOR_KIND_LABELS,
  MENTOR_PATH_PREFIX,
  type MentorKind,
  type MyMentorProfileResponse,
  type SaveMentorProfileData,
  type SaveMentorProfileInput,
} from "@hatchery/shared";
import { type ReactNode, useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { ChipInput } from "@/components/chip-input";
import { FormError } from "@/components/form-error";
import { FormField, TextField } from "@/components/form-field";
import { TimeZoneOptions } from "@/components/time-zone-options";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { showServerError } from "@/lib/api-client";
import { browserTimeZone } from "@/lib/dates";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { useDirectoryIncubators } from "../api/list-directory-incubators";
import { useSaveMentorProfile } from "../api/save-mentor-profile";
import { languageName, MENTOR_LANGUAGE_CHOICES } from "./mentor-language-names";

const mentorProfileResolver = lazyZodResolver<SaveMentorProfileInput, SaveMentorProfileData>(() =>
  import("./mentor-profile-form-schema").then((module) => module.mentorProfileFormSchema),
);

const SELECT_CLASS =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

const FIELDS = [
  "kind",
  "slug",
  "headline",
  "bio",
  "expertise",
  "helpRoles",
  "languages",
  "timeZone",
  "meetingLink",
  "incubators",
] as const;

function startingValues(mine: MyMentorProfileResponse): SaveMentorProfileInput {
  const profile = mine.profile;
  const kind: MentorKind = profile?.kind ?? mine.allowedKinds[0] ?? "advisor";
  return {
    kind,
    slug: profile?.slug ?? mine.suggestedSlug,
    headline: profile?.headline ?? "",
    bio: profile?.bio ?? "",
    expertise: profile?.expertise ?? [],
    helpRoles: profile?.helpRoles ?? [],
    languages: profile?.languages ?? [],
    timeZone: profile?.timeZone ?? mine.suggestedTimeZone ?? browserTimeZone() ?? "UTC",
    meetingLink: profile?.meetingLink ?? "",
    incubators: profile?.incubators.map((incubator) => incubator.slug) ?? [],
  };
}

/** A group of checkboxes for one list field, named by its legend. */
function CheckboxGroup({
  legend,
  hint,
  error,
  options,
  values,
  onChange,
  columns = "sm:grid-cols-4",
}: {
  legend: string;
  hint?: ReactNode;
  error?: string;
  options: readonly { value: string; label: string }[];
  values: readonly string[];
  onChange: (values: string[]) => void;
  columns?: string;
}) {
  const id = useId();
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={[hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined}
    >
      <legend className="mb-2 text-sm leading-none font-medium">{legend}</legend>
      <div className={`grid grid-cols-2 gap-2 ${columns}`}>
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              value={option.value}
              // Uncontrolled: the boxes hold their own state, and the field reads the group after each change.
              defaultChecked={values.includes(option.value)}
              onChange={(event) => {
                const group = event.currentTarget.closest("fieldset");
                const checked =
                  group?.querySelectorAll<HTMLInputElement>("input[type=checkbox]:checked") ?? [];
                onChange([...checked].map((input) => input.value));
              }}
            />
            {option.label}
          </label>
        ))}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The mentor profile's fields. Saving keeps a draft a draft and a published profile published:
 * publishing is its own step (`MentorPublishSection`).
 */
export function MentorProfileForm({ mine }: { mine: MyMentorProfileResponse }) {
  const save = useSaveMentorProfile(() => ({ title: "Mentor profile saved" }));
  const incubators = useDirectoryIncubators();
  const form = useForm<SaveMentorProfileInput, unknown, SaveMentorProfileData>({
    resolver: mentorProfileResolver,
    defaultValues: startingValues(mine),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = form;
  const kind = watch("kind");
  const slug = watch("slug");
  const incubatorOptions = (incubators.data?.items ?? []).map((incubator) => ({
    value: incubator.slug,
    label: incubator.name,
  }));

  const submit = handleSubmit((data) => {
    save.mutate(data, {
      onError: (error) => showServerError(error, setError, FIELDS),
    });
  });

  return (
    <form
      onSubmit={submit}
      onFocus={mentorProfileResolver.preload}
      noValidate
      aria-label="Mentor profile"
      className="flex flex-col gap-6"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <FormField
              label="Listed as"
              error={errors.kind?.message}
              hint={
                mine.allowedKinds.length > 1
                  ? "You hold both roles: choose where your profile lives."
                  : undefined
              }
            >
              {(fieldControl) => (
                <select
                  {...fieldControl}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  className={SELECT_CLASS}
                >
                  {mine.allowedKinds.map((allowed) => (
                    <option key={allowed} value={allowed}>
                      {MENTOR_KIND_LABELS[allowed]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
        />
        <TextField
          label="Address"
          {...register("slug")}
          autoCapitalize="none"
          error={errors.slug?.message}
          hint={`Your page: ${MENTOR_PATH_PREFIX[kind ?? "advisor"]}/${slug || "…"}`}
        />
      </div>
      <TextField
        label="Headline"
        {...register("headline")}
        maxLength={MENTOR_HEADLINE_MAX_LENGTH}
        error={errors.headline?.message}
        hint="One line under your name, such as your role and what you help with."
      />
      <FormField
        label="About you"
        error={errors.bio?.message}
        hint={`Markdown: **bold**, lists and links. Up to ${MENTOR_BIO_MAX_LENGTH.toLocaleString("en")} characters.`}
      >
        {(fieldControl) => <Textarea {...fieldControl} {...register("bio")} rows={8} />}
      </FormField>
      <Controller
        control={control}
        name="expertise"
        render={({ field }) => (
          <FormField
            label="Expertise"
            error={errors.expertise?.message ?? errors.expertise?.root?.message}
            hint="Press Enter or type a comma after each one, such as fundraising or system design."
          >
            {(fieldControl) => (
              <ChipInput
                {...fieldControl}
                values={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                itemName="expertise"
                listLabel="Your expertise"
                clean={(value) => value.replace(/\s+/g, " ").trim().toLowerCase()}
              />
            )}
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="helpRoles"
        render={({ field }) => (
          <CheckboxGroup
            legend="Roles you help with"
            error={errors.helpRoles?.message}
            options={MENTOR_HELP_ROLES.map((role) => ({ value: role, label: CORE_TEAM_ROLE_LABELS[role] }))}
            values={field.value ?? []}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="languages"
        render={({ field }) => (
          <CheckboxGroup
            legend="Languages you mentor in"
            error={errors.languages?.message}
            options={[...new Set([...MENTOR_LANGUAGE_CHOICES, ...(field.value ?? [])])].map((tag) => ({
              value: tag,
              label: languageName(tag),
            }))}
            values={field.value ?? []}
            onChange={field.onChange}
          />
        )}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <Controller
          control={control}
          name="timeZone"
          render={({ field }) => (
            <FormField
              label="Time zone"
              error={errors.timeZone?.message}
              hint="The zone your availability is written in."
            >
              {(fieldControl) => (
                <select
                  {...fieldControl}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  className={SELECT_CLASS}
                >
                  <TimeZoneOptions current={field.value} />
                </select>
              )}
            </FormField>
          )}
        />
        <TextField
          label="Meeting link"
          type="url"
          {...register("meetingLink")}
          placeholder="https://"
          error={errors.meetingLink?.message}
          hint="Where sessions take place; only the people who book you see it."
        />
      </div>
      <Controller
        control={control}
        name="incubators"
        render={({ field }) => (
          <CheckboxGroup
            legend="Incubators you mentor in"
            hint="Choose none to mentor members of every incubator."
            error={errors.incubators?.message}
            options={incubatorOptions}
            values={field.value ?? []}
            onChange={field.onChange}
            columns="sm:grid-cols-2"
          />
        )}
      />
      <FormError message={errors.root?.server?.message} />
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : mine.profile ? "Save changes" : "Save draft"}
        </Button>
      </div>
    </form>
  );
}
