import { type ComponentProps, type ReactNode, useId } from "react";
import { PasswordInput } from "@/components/password-input";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** What a field's control needs to be named by its label and described by its hint and error. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FormFieldProps {
  label: string;
  hint?: ReactNode;
  /** The validation message, exactly as the shared schema or the server words it. */
  error?: string;
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control whose hint and error are announced with it (aria-describedby). */
export function FormField({ label, hint, error, id: givenId, children }: FormFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(" ");
  return (
    // content-start: beside a taller field in the same row, the label stays on top of its control.
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps extends ComponentProps<"input"> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** The common case: a FormField around a text input (a password input, with its show toggle, for that type). */
export function TextField({ label, error, hint, id, type, ...inputProps }: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} id={id}>
      {(control) =>
        type === "password" ? (
          <PasswordInput {...control} {...inputProps} />
        ) : (
          <Input {...control} type={type} {...inputProps} />
        )
      }
    </FormField>
  );
}
