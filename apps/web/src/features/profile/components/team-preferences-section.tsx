import {
  CORE_TEAM_ROLE_LABELS,
  CORE_TEAM_ROLE_TITLES,
  CORE_TEAM_ROLES,
  collapseWhitespace,
  type MeResponse,
  POSITION_HOURS_MAX,
  POSITION_HOURS_MIN,
  ROLE_PREFERENCE_DESCRIPTIONS,
  ROLE_PREFERENCE_LABELS,
  ROLE_PREFERENCE_STRICTNESS,
  type TeamPreferences,
  type UpdateProfileData,
  type UpdateProfileInput,
} from "@hatchery/shared";
import { type ReactNode, useId } from "react";
import { Controller, type FieldError, type Merge, useForm } from "react-hook-form";
import { ChipInput } from "@/components/chip-input";
import { FormError } from "@/components/form-error";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useUpdateProfile } from "@/lib/account/update-profile";
import { showServerError } from "@/lib/api-client";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { toast } from "@/lib/toast";
import { ProfileSection } from "./profile-section";

const FIELDS = ["preferredRoles", "skills", "hoursPerWeek", "rolePreference"] as const;
type Field = (typeof FIELDS)[number];

function preferencesOf({ profile }: MeResponse): TeamPreferences {
  return {
    preferredRoles: profile.preferredRoles,
    skills: profile.skills,
    hoursPerWeek: profile.hoursPerWeek,
    rolePreference: profile.rolePreference,
  };
}

/** The server names a skill by its place in the list (`skills.3`); the form shows it under the field. */
function fieldOfIssue(path: readonly (string | number)[]): Field | undefined {
  return FIELDS.find((field) => field === path[0]);
}

function hasMessage(entry: unknown): entry is { message: string } {
  return typeof entry === "object" && entry !== null && typeof Reflect.get(entry, "message") === "string";
}

/** A list field's message: its own (too many skills), or the first of its entries' (one skill too long). */
function listMessage(error: Merge<FieldError, (FieldError | undefined)[]> | undefined): string | undefined {
  if (!error) return undefined;
  if (hasMessage(error)) return error.message;
  return Object.values(error).find(hasMessage)?.message;
}

/** A group of related controls (checkboxes, radios) named by its legend, with its error announced. */
function ChoiceGroup({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint?: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <fieldset aria-describedby={describedBy || undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="mb-3 text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

const teamPreferencesResolver = lazyZodResolver(() =>
  import("../profile-form-schemas").then((schemas) => schemas.updateProfileSchema),
);

const choiceClassName =
  "flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/40";
const choiceInputClassName = "mt-0.5 size-4 shrink-0 accent-primary";

/** What team suggestions match on: the roles the person wants, their skills, their time, how firm the roles are. */
export function TeamPreferencesSection({ account }: { account: MeResponse }) {
  const form = useForm<UpdateProfileInput, unknown, UpdateProfileData>({
    resolver: teamPreferencesResolver,
    defaultValues: preferencesOf(account),
  });
  const update = useUpdateProfile();
  const { errors, isSubmitting } = form.formState;
  const strictnessId = useId();

  const onSubmit = form.handleSubmit(async (preferences) => {
    try {
      const saved = await update.mutateAsync(preferences);
      form.reset(preferencesOf(saved));
      toast({
        title: "Team preferences saved",
        description: "Teams will be suggested to you with your new preferences.",
      });
    } catch (error) {
      showServerError(error, form.setError, fieldOfIssue);
    }
  });

  return (
    <ProfileSection
      title="Team preferences"
      description="What we match on when we suggest teams and open positions to you."
    >
      <form
        onSubmit={onSubmit}
        onFocus={teamPreferencesResolver.preload}
        noValidate
        className="flex flex-col gap-6"
      >
        <Controller
          control={form.control}
          name="preferredRoles"
          render={({ field }) => (
            <ChoiceGroup
              legend="Preferred roles"
              hint="The core roles you would like to hold in a team."
              error={listMessage(errors.preferredRoles)}
            >
              <div className="grid gap-2 sm:grid-cols-2">
                {CORE_TEAM_ROLES.map((role) => {
                  const selected = field.value ?? [];
                  return (
                    <label key={role} className={choiceClassName}>
                      <input
                        type="checkbox"
                        className={choiceInputClassName}
                        name={field.name}
                        value={role}
                        checked={selected.includes(role)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...selected, role]
                              : selected.filter((chosen) => chosen !== role),
                          )
                        }
                        onBlur={field.onBlur}
                      />
                      <span>
                        <span className="font-medium">{CORE_TEAM_ROLE_LABELS[role]}</span>
                        <span className="block text-muted-foreground">{CORE_TEAM_ROLE_TITLES[role]}</span>
                      </span>
                    </label>
                  );
                })}
              </div>
            </ChoiceGroup>
          )}
        />
        <Controller
          control={form.control}
          name="skills"
          render={({ field }) => (
            <FormField
              label="Skills"
              hint="Press Enter or type a comma to add a skill; Backspace in the empty box removes the last one."
              error={listMessage(errors.skills)}
            >
              {(control) => (
                <ChipInput
                  {...control}
                  values={field.value ?? []}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  itemName="skill"
                  listLabel="Your skills"
                  clean={collapseWhitespace}
                />
              )}
            </FormField>
          )}
        />
        <FormField
          label="Hours a week"
          hint={`How many hours a week you can give a team, from ${POSITION_HOURS_MIN} to ${POSITION_HOURS_MAX}. Leave it empty if you are not sure yet.`}
          error={errors.hoursPerWeek?.message}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={POSITION_HOURS_MIN}
              max={POSITION_HOURS_MAX}
              step={1}
              className="w-32"
              {...form.register("hoursPerWeek", {
                // An empty box means "not sure yet"; anything else is checked as a number by the schema.
                setValueAs: (value: unknown) =>
                  value === "" || value === null || value === undefined ? null : Number(value),
              })}
            />
          )}
        </FormField>
        <ChoiceGroup
          legend="How firm are your roles?"
          hint="Decides whether we suggest only teams that need your preferred roles, or others too."
          error={errors.rolePreference?.message}
        >
          <div className="grid gap-2 sm:grid-cols-2">
            {ROLE_PREFERENCE_STRICTNESS.map((strictness) => (
              <label key={strictness} className={choiceClassName}>
                <input
                  type="radio"
                  className={choiceInputClassName}
                  value={strictness}
                  aria-labelledby={`${strictnessId}-${strictness}-label`}
                  aria-describedby={`${strictnessId}-${strictness}`}
                  {...form.register("rolePreference")}
                />
                <span>
                  <span id={`${strictnessId}-${strictness}-label`} className="font-medium">
                    {ROLE_PREFERENCE_LABELS[strictness]}
                  </span>
                  <span id={`${strictnessId}-${strictness}`} className="block text-muted-foreground">
                    {ROLE_PREFERENCE_DESCRIPTIONS[strictness]}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </ChoiceGroup>
        <FormError message={errors.root?.server?.message} />
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Saving…" : "Save team preferences"}
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
