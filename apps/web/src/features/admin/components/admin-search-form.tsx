import { type FormEvent, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

export interface SearchField {
  /** Also its name in the address, as a DataTable filter's. */
  id: string;
  label: string;
  type?: "text" | "email" | "date";
  placeholder?: string;
  /** Suggestions offered while typing (an HTML datalist). */
  suggestions?: readonly string[];
}

/**
 * Free-text filters of an administration table, kept in the address beside the table's own select
 * filters. They apply together on submit (Enter in any field), in one change of the address, so a
 * search of three fields is one request rather than three. `check` may refuse the values with a message.
 */
export function AdminSearchForm({
  label,
  fields,
  check,
}: {
  /** The form's accessible name, e.g. "Search the audit log". */
  label: string;
  fields: readonly SearchField[];
  check?: (values: Record<string, string>) => string | null;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  const formId = useId();
  const errorId = `${formId}-error`;
  const values = Object.fromEntries(fields.map((field) => [field.id, params.get(field.id) ?? ""]));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = Object.fromEntries(
      fields.map((field) => [field.id, String(data.get(field.id) ?? "").trim()]),
    );
    const refused = check?.(next) ?? null;
    setRefusal(refused);
    if (refused) return;
    setParams(
      (current) => {
        const address = new URLSearchParams(current);
        for (const [id, value] of Object.entries(next)) {
          if (value) address.set(id, value);
          else address.delete(id);
        }
        return address;
      },
      { replace: true },
    );
  }

  return (
    <form
      // A new address (Back, a shared link) gives the fields their values again.
      key={JSON.stringify(values)}
      aria-label={label}
      onSubmit={submit}
      className="mb-4 flex flex-wrap items-end gap-4"
      noValidate
    >
      {fields.map((field) => (
        <div key={field.id} className="space-y-2">
          <Label htmlFor={`${formId}-${field.id}`}>{field.label}</Label>
          <Input
            id={`${formId}-${field.id}`}
            name={field.id}
            type={field.type ?? "text"}
            defaultValue={values[field.id]}
            placeholder={field.placeholder}
            list={field.suggestions ? `${formId}-${field.id}-list` : undefined}
            aria-describedby={refusal ? errorId : undefined}
            className="w-48"
          />
          {field.suggestions && (
            <datalist id={`${formId}-${field.id}-list`}>
              {field.suggestions.map((suggestion) => (
                <option key={suggestion} value={suggestion} />
              ))}
            </datalist>
          )}
        </div>
      ))}
      <Button type="submit" variant="secondary">
        Search
      </Button>
      {refusal && (
        <p id={errorId} role="alert" className="basis-full text-sm text-destructive">
          {refusal}
        </p>
      )}
    </form>
  );
}
