import {
  CORE_TEAM_ROLE_LABELS,
  CORE_TEAM_ROLE_TITLES,
  CORE_TEAM_ROLES,
  type CoreTeamRole,
  POSITION_DESCRIPTION_MAX_LENGTH,
  POSITION_HOURS_MAX,
  POSITION_HOURS_MIN,
  POSITION_OFFERS_MAX_LENGTH,
  POSITION_SEATS_MAX,
  type Position,
} from "@hatchery/shared";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { FormError } from "@/components/form-error";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { showServerError } from "@/lib/api-client";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { toast } from "@/lib/toast";
import { useCreatePosition } from "../../api/create-position";
import { useUpdatePosition } from "../../api/update-position";
import {
  changedPositionFields,
  OTHER_ROLE,
  POSITION_FORM_FIELDS,
  type PositionFormData,
  type PositionFormInput,
  positionFormValues,
} from "./position-form";

const positionResolver = lazyZodResolver(() =>
  import("../../team-form-schemas").then((schemas) => schemas.positionFormSchema),
);

const selectClassName =
  "h-9 w-full rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive sm:text-sm";

/**
 * Opens a position in the team, or edits one. Mount it anew for each opening so the form starts from
 * the position as saved.
 */
export function PositionFormDialog({
  teamSlug,
  position,
  newRole,
  open,
  onOpenChange,
}: {
  teamSlug: string;
  /** The position to edit; without it the dialog opens a new one. */
  position?: Position;
  /** The role a new position starts with (`firstMissingCoreRole`). */
  newRole?: CoreTeamRole | typeof OTHER_ROLE;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<PositionFormInput, unknown, PositionFormData>({
    resolver: positionResolver,
    defaultValues: positionFormValues(position, newRole),
  });
  const create = useCreatePosition();
  const update = useUpdatePosition();
  const { errors, isSubmitting } = form.formState;
  const remoteId = useId();

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      if (position) {
        const changes = changedPositionFields(data, position);
        if (Object.keys(changes).length > 0) await update.mutateAsync({ id: position.id, changes });
        toast({ title: "Position saved", description: `${data.title} is up to date.` });
      } else {
        await create.mutateAsync({ teamSlug, position: data });
        toast({ title: "Position opened", description: `${data.title} now takes applications.` });
      }
      onOpenChange(false);
    } catch (error) {
      showServerError(error, form.setError, POSITION_FORM_FIELDS);
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !isSubmitting && onOpenChange(next)}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{position ? `Edit ${position.title}` : "Open a position"}</DialogTitle>
          <DialogDescription>
            Say what the role is, how much time it takes and what the team offers: people compare positions by
            these.
          </DialogDescription>
        </DialogHeader>
        <form
          onFocus={positionResolver.preload}
          onSubmit={onSubmit}
          noValidate
          aria-label={position ? "Edit position" : "New position"}
          className="grid gap-5"
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="Title" error={errors.title?.message} hint="Such as “Founding engineer”.">
              {(control) => <Input {...control} autoComplete="off" {...form.register("title")} />}
            </FormField>
            <FormField
              label="Role"
              error={errors.coreRole?.message}
              hint="A core role is held by one member; choose another role for anything else."
            >
              {(control) => (
                <select {...control} className={selectClassName} {...form.register("coreRole")}>
                  {CORE_TEAM_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {CORE_TEAM_ROLE_LABELS[role]} – {CORE_TEAM_ROLE_TITLES[role]}
                    </option>
                  ))}
                  <option value={OTHER_ROLE}>Another role (the title says which)</option>
                </select>
              )}
            </FormField>
          </div>
          <FormField label="Description" error={errors.description?.message}>
            {(control) => (
              <Textarea
                {...control}
                rows={4}
                maxLength={POSITION_DESCRIPTION_MAX_LENGTH}
                {...form.register("description")}
              />
            )}
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              label="Hours a week"
              error={errors.hoursPerWeek?.message}
              hint={`From ${POSITION_HOURS_MIN} to ${POSITION_HOURS_MAX}.`}
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={POSITION_HOURS_MIN}
                  max={POSITION_HOURS_MAX}
                  {...form.register("hoursPerWeek", { valueAsNumber: true })}
                />
              )}
            </FormField>
            <FormField
              label="Seats"
              error={errors.seats?.message}
              hint={`How many people the position takes, up to ${POSITION_SEATS_MAX}.`}
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={POSITION_SEATS_MAX}
                  {...form.register("seats", { valueAsNumber: true })}
                />
              )}
            </FormField>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              label="Location"
              error={errors.location?.message}
              hint="A city or time zone; optional."
            >
              {(control) => <Input {...control} autoComplete="off" {...form.register("location")} />}
            </FormField>
            <Controller
              control={form.control}
              name="isRemote"
              render={({ field }) => (
                <div className="flex items-start gap-3 sm:pt-7">
                  <Switch
                    id={remoteId}
                    checked={field.value}
                    onCheckedChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  />
                  <Label htmlFor={remoteId}>Remote work possible</Label>
                </div>
              )}
            />
          </div>
          <FormField
            label="What the team offers"
            error={errors.offers?.message}
            hint="Equity, a stipend, mentoring, a role in the launch: whatever makes it worth it."
          >
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={POSITION_OFFERS_MAX_LENGTH}
                {...form.register("offers")}
              />
            )}
          </FormField>
          <FormError message={errors.root?.server?.message} />
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={isSubmitting}
              onClick={() => onOpenChange(false)}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Saving..." : position ? "Save position" : "Open position"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
