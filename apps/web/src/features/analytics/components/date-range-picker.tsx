import { ANALYTICS_RANGE_PRESETS, analyticsPresetRange, analyticsQuerySchema } from "@hatchery/shared";
import { type FormEvent, useId, useState } from "react";
import { FormError } from "@/components/form-error";
import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import { Label } from "@/components/ui/label";

export interface DayRangeValue {
  from: string;
  to: string;
}

/**
 * The report's range: the last 7, 30 or 90 days in one press, or any days typed or picked. The custom
 * range is checked by the server's own schema, so both say the same words.
 */
export function DateRangePicker({
  value,
  today,
  onChange,
}: {
  value: DayRangeValue;
  /** Today as YYYY-MM-DD (UTC), where the presets end. */
  today: string;
  onChange: (range: DayRangeValue) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string>();
  const [drafted, setDrafted] = useState(value);
  // A new range from a preset or the address replaces what was typed.
  if (drafted.from !== value.from || drafted.to !== value.to) {
    setDrafted(value);
    setDraft(value);
    setError(undefined);
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    const parsed = analyticsQuerySchema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onChange(draft);
  }

  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Range</legend>
        <div className="flex flex-wrap gap-2">
          {ANALYTICS_RANGE_PRESETS.map((days) => {
            const range = analyticsPresetRange(today, days);
            const pressed = range.from === value.from && range.to === value.to;
            return (
              <Button
                key={days}
                type="button"
                size="sm"
                variant={pressed ? "default" : "outline"}
                aria-pressed={pressed}
                onClick={() => onChange(range)}
              >
                Last {days} days
              </Button>
            );
          })}
        </div>
      </fieldset>
      <form onSubmit={apply} className="flex flex-wrap items-end gap-2" aria-label="Custom range" noValidate>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-from`}>From</Label>
          <DatePicker
            id={`${id}-from`}
            value={draft.from}
            max={today}
            onChange={(from) => setDraft({ ...draft, from })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-to`}>To</Label>
          <DatePicker
            id={`${id}-to`}
            value={draft.to}
            max={today}
            onChange={(to) => setDraft({ ...draft, to })}
          />
        </div>
        <Button type="submit" size="sm" variant="secondary">
          Apply
        </Button>
        <div className="basis-full">
          <FormError message={error} />
        </div>
      </form>
    </div>
  );
}
