import { SearchIcon } from "lucide-react";
import { type FormEvent, type ReactNode, useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/**
 * A directory's search: the search field, the directory's further text fields (`children`, named
 * inputs), and the button. Sent, it hands `onSearch` a reader of each named field's text ("" when
 * absent). The search field is keyed by its value, so an address reached another way (back, a link)
 * shows its own search. Without the app (a visitor's document, decision 085) the browser sends it as
 * the address's query, its filters beside it joined to it by `formId`.
 */
export function DirectorySearch({
  label,
  value,
  onSearch,
  formLabel,
  formId,
  className,
  formClassName = "flex flex-1 items-end gap-2",
  children,
}: {
  label: string;
  value: string;
  onSearch: (text: (name: string) => string) => void;
  /** The form's own name, where the fields beside the search make it more than one field. */
  formLabel?: string;
  /** The form's id, which a filter outside it names in its `form` attribute to be sent with it. */
  formId?: string;
  className?: string;
  formClassName?: string;
  children?: ReactNode;
}) {
  const searchId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSearch((name) => {
      const text = data.get(name);
      return typeof text === "string" ? text : "";
    });
  }

  return (
    <search className={className}>
      <form id={formId} method="get" onSubmit={submit} aria-label={formLabel} className={formClassName}>
        <div className="flex-1 space-y-2">
          <Label htmlFor={searchId}>{label}</Label>
          <Input id={searchId} name="search" type="search" defaultValue={value} key={value} />
        </div>
        {children}
        <Button type="submit" variant="secondary">
          <SearchIcon aria-hidden="true" />
          Search
        </Button>
      </form>
    </search>
  );
}

/**
 * One of a directory's further text fields inside `DirectorySearch`, read by its `name` when the search
 * is sent; keyed by its value, as the search field is.
 */
export function DirectorySearchField({
  name,
  label,
  value,
  placeholder,
  className,
}: {
  name: string;
  label: string;
  value: string;
  placeholder: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn("space-y-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        defaultValue={value}
        key={value}
        autoCapitalize="none"
        placeholder={placeholder}
      />
    </div>
  );
}
