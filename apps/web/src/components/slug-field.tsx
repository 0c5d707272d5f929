import { INCUBATOR_SLUG_MAX_LENGTH, INCUBATOR_SLUG_MIN_LENGTH, slugFromName } from "@hatchery/shared";
import { useRef } from "react";
import {
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useWatch,
} from "react-hook-form";
import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";

// Incubators, teams and projects share one slug schema, so they share its limits and its wording.
const SLUG_RULES = `Lowercase letters, numbers and single hyphens, ${INCUBATOR_SLUG_MIN_LENGTH} to ${INCUBATOR_SLUG_MAX_LENGTH} characters.`;

/**
 * Registers a form's `name` and `slug` so that, while `follow` is on, the slug is made from the name as
 * it is typed, until the person writes a slug of their own. Returns both registrations and the slug as
 * it stands, for the address shown under it.
 */
export function useNameAndSlugFields<TInput extends FieldValues, TOutput>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  follow: boolean,
) {
  // Every form passed here has string `name` and `slug` fields; react-hook-form cannot see that through
  // the generic, so the paths are named once, here.
  const namePath = "name" as Path<TInput>;
  const slugPath = "slug" as Path<TInput>;
  const slug = useWatch({ control: form.control, name: slugPath }) as string | undefined;
  const slugEdited = useRef(false);

  const nameField = form.register(namePath, {
    onChange: (event: { target: { value: string } }) => {
      if (!follow || slugEdited.current) return;
      form.setValue(slugPath, slugFromName(event.target.value) as PathValue<TInput, Path<TInput>>, {
        shouldValidate: form.formState.isSubmitted,
        shouldDirty: true,
      });
    },
  });
  const slugField = form.register(slugPath, {
    onChange: (event: { target: { value: string } }) => {
      // Emptying the slug hands it back to the name, so a person can start over without retyping it.
      slugEdited.current = event.target.value !== "";
    },
  });

  return { nameField, slugField, slug };
}

/**
 * The slug input, with the page address it makes (`/teams/{slug}`) and the rules under it. `note` is
 * said after the rules, such as what changing an existing slug means.
 */
export function SlugField({
  owner,
  basePath,
  slug,
  field,
  error,
  note,
  label = "Slug",
}: {
  /** Whose page the slug addresses, as in "the address of the team's page". */
  owner: string;
  /** The address before the slug, such as "/teams". */
  basePath: string;
  slug: string | undefined;
  field: UseFormRegisterReturn;
  error?: string;
  note?: string;
  label?: string;
}) {
  return (
    <FormField
      label={label}
      hint={
        <>
          The address of the {owner}'s page:{" "}
          <span className="font-mono">
            {basePath}/{slug || "…"}
          </span>
          . {SLUG_RULES}
          {note && ` ${note}`}
        </>
      }
      error={error}
    >
      {(control) => (
        <Input
          {...control}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className="font-mono"
          {...field}
        />
      )}
    </FormField>
  );
}
