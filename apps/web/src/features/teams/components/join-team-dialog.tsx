import { APPLICATION_MESSAGE_MAX_LENGTH, CORE_TEAM_ROLES, type TeamCoverage } from "@hatchery/shared";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { showServerError } from "@/lib/api-client";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { toast } from "@/lib/toast";
import { useRequestToJoinTeam } from "../api/request-to-join-team";
import type { joinRequestSchema } from "../team-form-schemas";
import { CoreRoleSelect, coreRoleFromSelect } from "./core-role-select";

type JoinRequestFormInput = z.input<typeof joinRequestSchema>;
type JoinRequestFormData = z.output<typeof joinRequestSchema>;
const joinRequestResolver = lazyZodResolver(() =>
  import("../team-form-schemas").then((schemas) => schemas.joinRequestSchema),
);

/**
 * Asks the team's leader to be taken in, with a message and the core role the person wants. Mount it
 * anew for each opening, so a cancelled request leaves nothing behind.
 */
export function JoinTeamDialog({
  teamName,
  coverage,
  open,
  onOpenChange,
  slug,
}: {
  teamName: string;
  coverage: TeamCoverage;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  slug: string;
}) {
  const join = useRequestToJoinTeam();
  const form = useForm<JoinRequestFormInput, unknown, JoinRequestFormData>({
    resolver: joinRequestResolver,
    defaultValues: { message: "", wantedRole: null },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (request) => {
    try {
      await join.mutateAsync({ slug, request });
      onOpenChange(false);
      toast({ title: "Request sent", description: "The leader will answer by email." });
    } catch (error) {
      showServerError(error, form.setError, ["message", "wantedRole"]);
    }
  });

  const wantedRole = form.register("wantedRole", { setValueAs: coreRoleFromSelect });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Ask to join {teamName}</DialogTitle>
          <DialogDescription>The leader reads your message and answers by email.</DialogDescription>
        </DialogHeader>
        <form
          onSubmit={onSubmit}
          onFocus={joinRequestResolver.preload}
          noValidate
          aria-label="Request to join"
          className="flex flex-col gap-5"
        >
          {/* Plain text rather than FormError: the alert box would push this chunk over its size budget. */}
          {errors.root?.server && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.root.server.message}
            </p>
          )}
          <FormField
            label="Role you want"
            hint="Roles already held are left out."
            error={errors.wantedRole?.message}
          >
            {(control) => (
              <CoreRoleSelect
                {...control}
                {...wantedRole}
                emptyLabel="No particular role"
                roles={CORE_TEAM_ROLES.filter((role) => coverage[role] !== "filled")}
              />
            )}
          </FormField>
          <FormField
            label="Message"
            hint={`What you would bring, up to ${APPLICATION_MESSAGE_MAX_LENGTH} characters.`}
            error={errors.message?.message}
          >
            {(control) => <Textarea {...control} rows={6} {...form.register("message")} />}
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Sending…" : "Send request"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
