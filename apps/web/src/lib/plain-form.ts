import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import type { FieldName, FieldValues, Path, Resolver, UseFormSetError } from "react-hook-form";

/** A field's error, as the forms read it (`errors.email?.message`). */
interface PlainFieldError {
  type: string;
  message?: string;
}

/** The forms' errors: one per field, and the form's own under `root` (`errors.root?.server`). */
export type PlainErrors<Input> = { [Name in keyof Input]?: PlainFieldError } & {
  root?: Partial<Record<string, PlainFieldError>>;
};

type Checked<Output> = { ok: true; data: Output } | { ok: false; errors: Record<string, PlainFieldError> };

/** What `register` gives an input: its name, the ref that fills it in, and the handler that reads it. */
export interface PlainFieldProps<Name extends string> {
  name: Name;
  ref: (element: HTMLInputElement | null) => void;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The part of react-hook-form's `useForm` the sign-in and sign-up forms use, for the first view of /auth:
 * react-hook-form is 13.4 KB brotli, which took /auth over its 130 KB (issue 29,
 * docs/decisions/069-first-view-bytes.md). Same behaviour where the forms read it: the fields are
 * uncontrolled, the schema (a `lazyZodResolver`) checks them on submit and, after a first submit, on each
 * change; the first invalid field gets focus; `setError` takes `showServerError`'s field and form errors
 * ("root.server"), which a submit clears.
 */
export function usePlainForm<Input extends FieldValues, Output>({
  resolver,
  defaultValues,
}: {
  resolver: Resolver<Input, unknown, Output>;
  defaultValues: Input;
}) {
  const values = useRef<Input>({ ...defaultValues });
  const elements = useRef(new Map<string, HTMLInputElement>());
  const fields = useRef(new Map<string, PlainFieldProps<string>>());
  const submitted = useRef(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, PlainFieldError>>({});
  const [formErrors, setFormErrors] = useState<Record<string, PlainFieldError>>({});
  const names = Object.keys(defaultValues) as FieldName<Input>[];

  async function check(): Promise<Checked<Output>> {
    const result = await resolver(values.current, undefined, {
      fields: {},
      names,
      shouldUseNativeValidation: false,
      criteriaMode: "firstError",
    });
    const found: Record<string, PlainFieldError> = {};
    for (const [name, error] of Object.entries(result.errors)) {
      if (error) found[name] = { type: String(error.type), message: error.message?.toString() };
    }
    return Object.keys(found).length === 0
      ? { ok: true, data: result.values as Output }
      : { ok: false, errors: found };
  }

  function focusFirst(found: Record<string, PlainFieldError>) {
    const first = names.find((name) => Object.hasOwn(found, name));
    if (first) elements.current.get(first)?.focus();
  }

  function register<Name extends Path<Input>>(name: Name): PlainFieldProps<Name> {
    const known = fields.current.get(name);
    if (known) return known as PlainFieldProps<Name>;
    const made: PlainFieldProps<Name> = {
      name,
      ref: (element) => {
        if (!element) {
          elements.current.delete(name);
          return;
        }
        elements.current.set(name, element);
        // A pre-rendered form (/auth) may be typed into, or filled in by the browser, before the app
        // starts: what the field holds then is kept, not cleared to the default.
        if (
          element.type !== "checkbox" &&
          element.value !== "" &&
          values.current[name] === defaultValues[name]
        )
          values.current = { ...values.current, [name]: element.value };
        const value: unknown = values.current[name];
        if (element.type === "checkbox") element.checked = value === true;
        else element.value = typeof value === "string" ? value : "";
      },
      onChange: (event) => {
        const target = event.target;
        values.current = {
          ...values.current,
          [name]: target.type === "checkbox" ? target.checked : target.value,
        };
        if (!submitted.current) return;
        void check().then((result) => setFieldErrors(result.ok ? {} : result.errors));
      },
    };
    fields.current.set(name, made as PlainFieldProps<string>);
    return made;
  }

  function handleSubmit(onValid: (data: Output) => Promise<void> | void) {
    return async (event?: FormEvent) => {
      event?.preventDefault();
      submitted.current = true;
      const result = await check();
      setFormErrors({});
      if (!result.ok) {
        setFieldErrors(result.errors);
        focusFirst(result.errors);
        return;
      }
      setFieldErrors({});
      await onValid(result.data);
    };
  }

  const setError: UseFormSetError<Input> = (name, error, options) => {
    const entry = { type: error.type ?? "server", message: error.message };
    const where: string = name;
    // "root.server" is the form's own error; a bare "root" is kept under its own name.
    if (where === "root" || where.startsWith("root.")) {
      const key = where === "root" ? "root" : where.slice("root.".length);
      setFormErrors((shown) => ({ ...shown, [key]: entry }));
    } else {
      setFieldErrors((shown) => ({ ...shown, [where]: entry }));
    }
    if (options?.shouldFocus) elements.current.get(where)?.focus();
  };

  function getValues<Name extends Path<Input>>(name: Name): Input[Name] {
    return values.current[name];
  }

  // One object of the shape the forms read; its keys are the field names and "root".
  const errors = { ...fieldErrors, root: formErrors } as PlainErrors<Input>;
  return { register, handleSubmit, setError, getValues, formState: { errors } };
}
