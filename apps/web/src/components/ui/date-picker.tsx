import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/** A calendar day as the address and the API write it: "2026-11-28". */
export type IsoDate = string;

export interface DatePickerProps
  extends Omit<ComponentProps<"input">, "type" | "value" | "defaultValue" | "onChange" | "min" | "max"> {
  /** The chosen day, or "" for none. */
  value: IsoDate;
  onChange: (value: IsoDate) => void;
  min?: IsoDate;
  max?: IsoDate;
}

/**
 * A day field on the browser's own date input (decision 035): typed with the keyboard segment by
 * segment, in the reader's locale, with the browser's calendar to pick from, labelled by its `<Label>`.
 * No calendar grid of ours: the native one is keyboard-usable everywhere and costs no bytes.
 */
export function DatePicker({ className, value, onChange, ...props }: DatePickerProps) {
  return (
    <Input
      type="date"
      data-slot="date-picker"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={cn("w-auto", className)}
      {...props}
    />
  );
}
