import {
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_DIGEST_FREQUENCIES,
  NOTIFICATION_KIND_LABELS,
  type NotificationDelivery,
  type NotificationDigestFrequency,
  type NotificationKind,
  type NotificationPreferencesResponse,
  type UpdateNotificationPreferencesInput,
} from "@hatchery/shared";
import { useId, useState } from "react";
import { SettingsSection } from "@/components/settings-section";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
  withChanges,
} from "../api/notification-preferences";

const DELIVERY_LABELS: Record<NotificationDelivery, string> = {
  in_app: "In the app",
  email: "By email",
  off: "Off",
};

const DIGEST_LABELS: Record<NotificationDigestFrequency, string> = {
  daily: "Daily",
  weekly: "Weekly",
  off: "Off",
};

/** One row of radio buttons named by its legend. */
function RadioRow<Value extends string>({
  legend,
  name,
  options,
  labels,
  value,
  disabled,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly Value[];
  labels: Record<Value, string>;
  value: Value;
  disabled: boolean;
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-center">
      <legend className="float-left mb-2 text-sm font-medium sm:mb-0">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              disabled={disabled}
              onChange={() => onChange(option)}
              className="size-4 accent-primary"
            />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function shownPreferences(
  preferences: NotificationPreferencesResponse,
  saving: UpdateNotificationPreferencesInput | null,
): NotificationPreferencesResponse {
  return saving ? withChanges(preferences, saving) : preferences;
}

/**
 * The person's choice per kind of notification (in the app, by email, or off) and how often the digest
 * of what they missed comes. Each change is saved at once and confirmed politely.
 */
export function NotificationPreferencesSection() {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const [saved, setSaved] = useState("");
  // The change being saved, shown at once: a radio the person picked must stay picked in the same
  // event, and the cache's optimistic copy arrives a moment later.
  const [saving, setSaving] = useState<UpdateNotificationPreferencesInput | null>(null);
  const baseName = useId();

  function save(changes: UpdateNotificationPreferencesInput, what: string) {
    setSaved("");
    setSaving(changes);
    update.mutate(changes, {
      onSuccess: () => setSaved(`Saved: ${what}.`),
      onSettled: () => setSaving(null),
    });
  }

  return (
    <div id="notifications" className="scroll-mt-20">
      <SettingsSection
        title="Notifications"
        description="How you hear about each kind of notification. Every email has a link to turn its kind off."
      >
        {preferences.isPending ? (
          <div>
            <p role="status" className="sr-only">
              Loading your notification settings…
            </p>
            <div aria-hidden="true" className="space-y-3">
              <Skeleton className="h-6 w-full" />
              <Skeleton className="h-6 w-full" />
              <Skeleton className="h-6 w-full" />
            </div>
          </div>
        ) : preferences.isError ? (
          <Alert variant="destructive" role="alert">
            <AlertTitle>Your notification settings could not be loaded</AlertTitle>
            <AlertDescription className="flex flex-col items-start gap-3">
              {errorMessage(preferences.error)}
              <Button variant="outline" size="sm" onClick={() => void preferences.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <>
            <div className="flex flex-col gap-4">
              {shownPreferences(preferences.data, saving).kinds.map(({ kind, delivery }) => (
                <RadioRow
                  key={kind}
                  legend={NOTIFICATION_KIND_LABELS[kind]}
                  name={`${baseName}-${kind}`}
                  options={NOTIFICATION_DELIVERIES}
                  labels={DELIVERY_LABELS}
                  value={delivery}
                  disabled={update.isPending}
                  onChange={(next) =>
                    save(
                      {
                        deliveries: { [kind]: next } as Partial<
                          Record<NotificationKind, NotificationDelivery>
                        >,
                      },
                      `${NOTIFICATION_KIND_LABELS[kind]}, ${DELIVERY_LABELS[next].toLowerCase()}`,
                    )
                  }
                />
              ))}
            </div>
            <div className="border-t pt-4">
              <RadioRow
                legend="Digest email of what you missed"
                name={`${baseName}-digest`}
                options={NOTIFICATION_DIGEST_FREQUENCIES}
                labels={DIGEST_LABELS}
                value={shownPreferences(preferences.data, saving).digestFrequency}
                disabled={update.isPending}
                onChange={(next) =>
                  save({ digestFrequency: next }, `digest ${DIGEST_LABELS[next].toLowerCase()}`)
                }
              />
              <p className="mt-2 text-sm text-muted-foreground">
                Sent only when you have not visited in that time and have unread notifications that were not
                emailed.
              </p>
            </div>
            <p role="status" className="text-sm text-muted-foreground">
              {saved}
            </p>
            {update.isError && (
              <p role="alert" className="text-sm text-destructive">
                {errorMessage(update.error)}
              </p>
            )}
          </>
        )}
      </SettingsSection>
    </div>
  );
}
