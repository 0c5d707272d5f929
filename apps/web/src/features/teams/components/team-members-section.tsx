import {
  CORE_TEAM_ROLE_LABELS,
  TEAM_MEMBER_TITLE_MAX_LENGTH,
  type TeamDetailResponse,
  type TeamMember,
} from "@hatchery/shared";
import { CrownIcon } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormError } from "@/components/form-error";
import { FormField } from "@/components/form-field";
import { PersonAvatar } from "@/components/person-avatar";
import { SettingsSection } from "@/components/settings-section";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ApiError, errorMessage, showServerError } from "@/lib/api-client";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { toast } from "@/lib/toast";
import { useHandOverLeadership } from "../api/hand-over-leadership";
import { useRemoveTeamMember } from "../api/remove-team-member";
import { useUpdateTeamMember } from "../api/update-team-member";
import type { updateTeamMemberSchema } from "../team-form-schemas";
import { CoreRoleSelect, coreRoleFromSelect } from "./core-role-select";

/*
 * The confirmation is its own chunk: with its focus handling it would take this section over the chunk
 * budget (bench/bundle.mjs). It is fetched once the section shows, before any click.
 */
const loadConfirmDialog = () => import("@/components/confirm-dialog").then((module) => module.ConfirmDialog);
const ConfirmDialog = lazy(async () => ({ default: await loadConfirmDialog() }));

type MemberFormInput = z.input<typeof updateTeamMemberSchema>;
type MemberFormData = z.output<typeof updateTeamMemberSchema>;
const memberResolver = lazyZodResolver(() =>
  import("../team-form-schemas").then((schemas) => schemas.updateTeamMemberSchema),
);

/** What is being confirmed: removing a member or handing them the lead. */
type Confirmation = { kind: "remove" | "lead"; member: TeamMember } | null;

export function TeamMembersSection({ detail }: { detail: TeamDetailResponse }) {
  const { team, incubator, members } = detail;
  const [confirmation, setConfirmation] = useState<Confirmation>(null);
  const remove = useRemoveTeamMember();
  const handOver = useHandOverLeadership();
  const pending = remove.isPending || handOver.isPending;
  const failure = remove.error ?? handOver.error;
  useEffect(() => {
    void loadConfirmDialog();
  }, []);

  function ask(kind: "remove" | "lead", member: TeamMember) {
    remove.reset();
    handOver.reset();
    setConfirmation({ kind, member });
  }

  function confirm() {
    if (!confirmation) return;
    const { member } = confirmation;
    const variables = { slug: team.slug, userId: member.user.id };
    const done = (title: string) => () => {
      setConfirmation(null);
      toast({ title });
    };
    if (confirmation.kind === "remove") {
      remove.mutate(variables, { onSuccess: done(`${member.user.name} was removed from ${team.name}`) });
    } else {
      handOver.mutate(variables, { onSuccess: done(`${member.user.name} now leads ${team.name}`) });
    }
  }

  return (
    <SettingsSection
      title="Members"
      description="Give each member a core role and a title. Each core role is held by one member at a time."
    >
      <ul className="divide-y rounded-xl border">
        {members.map((member) => (
          <li key={member.user.id} aria-label={member.user.name} className="flex flex-col gap-4 p-4">
            <div className="flex flex-wrap items-center gap-3">
              <PersonAvatar person={member.user} />
              <p className="flex flex-1 flex-wrap items-center gap-2 font-medium">
                {member.user.name}
                {member.isLeader && (
                  <Badge>
                    <CrownIcon aria-hidden="true" className="size-3" />
                    Leader
                  </Badge>
                )}
              </p>
              {!member.isLeader && (
                <div className="flex flex-wrap gap-2">
                  <Button type="button" variant="outline" size="sm" onClick={() => ask("lead", member)}>
                    Make leader
                  </Button>
                  <Button type="button" variant="ghost" size="sm" onClick={() => ask("remove", member)}>
                    Remove
                  </Button>
                </div>
              )}
            </div>
            <MemberForm key={`${member.coreRole}-${member.title}`} slug={team.slug} member={member} />
          </li>
        ))}
      </ul>
      <Suspense fallback={null}>
        <ConfirmDialog
          open={confirmation !== null}
          onOpenChange={(open) => {
            if (!open) setConfirmation(null);
          }}
          title={
            confirmation?.kind === "lead"
              ? `Make ${confirmation.member.user.name} the leader?`
              : `Remove ${confirmation?.member.user.name ?? ""} from ${team.name}?`
          }
          description={
            confirmation?.kind === "lead"
              ? `${confirmation.member.user.name} will lead ${team.name} and decide its members, positions and applications; you stay in the team as a member. Leading needs an active subscription to ${incubator.name}.`
              : `They lose their place in the team and any core role they hold. They can ask to join again.`
          }
          confirmLabel={confirmation?.kind === "lead" ? "Hand over leadership" : "Remove member"}
          pendingLabel={confirmation?.kind === "lead" ? "Handing over…" : "Removing…"}
          destructive={confirmation?.kind !== "lead"}
          pending={pending}
          error={failure ? errorMessage(failure) : undefined}
          onConfirm={confirm}
        />
      </Suspense>
    </SettingsSection>
  );
}

/** One member's core role and title, saved together; a role another member holds is refused by name. */
function MemberForm({ slug, member }: { slug: string; member: TeamMember }) {
  const update = useUpdateTeamMember();
  const form = useForm<MemberFormInput, unknown, MemberFormData>({
    resolver: memberResolver,
    defaultValues: { coreRole: member.coreRole, title: member.title },
  });
  const { errors, isDirty, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { member: saved } = await update.mutateAsync({ slug, userId: member.user.id, changes: values });
      toast({
        title: "Member updated",
        description: `${saved.user.name}: ${saved.coreRole ? CORE_TEAM_ROLE_LABELS[saved.coreRole] : "no core role"}${saved.title ? `, ${saved.title}` : ""}.`,
      });
    } catch (error) {
      // 409: the role is taken; the server's message names it.
      if (error instanceof ApiError && error.status === 409) {
        form.setError("coreRole", { type: "server", message: error.message }, { shouldFocus: true });
        return;
      }
      showServerError(error, form.setError, ["coreRole", "title"]);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      onFocus={memberResolver.preload}
      noValidate
      aria-label={`Role and title of ${member.user.name}`}
      className="grid gap-4 sm:grid-cols-[16rem_1fr_auto] sm:items-start"
    >
      {errors.root?.server?.message && (
        <div className="sm:col-span-3">
          <FormError message={errors.root.server.message} />
        </div>
      )}
      <FormField label="Core role" error={errors.coreRole?.message}>
        {(control) => (
          <CoreRoleSelect
            {...control}
            {...form.register("coreRole", { setValueAs: coreRoleFromSelect })}
            emptyLabel="No core role"
          />
        )}
      </FormField>
      <FormField
        label="Title"
        hint={`Up to ${TEAM_MEMBER_TITLE_MAX_LENGTH} characters.`}
        error={errors.title?.message}
      >
        {(control) => <Input {...control} {...form.register("title")} />}
      </FormField>
      <Button type="submit" variant="secondary" className="sm:mt-6" disabled={!isDirty || isSubmitting}>
        {isSubmitting ? "Saving…" : "Save"}
      </Button>
    </form>
  );
}
