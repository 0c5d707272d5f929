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
import { PersonLink } from "@/components/person-link";
import { SettingsSection } from "@/components/settings-section";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ApiError, errorMessage, showServerError } from "@/lib/api-client";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { toast } from "@/lib/toast";
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
/** The handover is rare: its dialog loads when the leader reaches for it. */
const loadHandOverDialog = () =>
  import("./hand-over-leadership-dialog").then((module) => module.HandOverLeadershipDialog);
const HandOverLeadershipDialog = lazy(async () => ({ default: await loadHandOverDialog() }));

type MemberFormInput = z.input<typeof updateTeamMemberSchema>;
type MemberFormData = z.output<typeof updateTeamMemberSchema>;
const memberResolver = lazyZodResolver(() =>
  import("../team-form-schemas").then((schemas) => schemas.updateTeamMemberSchema),
);

export function TeamMembersSection({ detail }: { detail: TeamDetailResponse }) {
  const { team, members } = detail;
  /** The member whose removal is being confirmed. */
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [handingOver, setHandingOver] = useState(false);
  const remove = useRemoveTeamMember((_answer, { userId }) => ({
    title: `${members.find((member) => member.user.id === userId)?.user.name ?? "The member"} was removed from ${team.name}`,
  }));
  useEffect(() => {
    void loadConfirmDialog();
  }, []);

  function askToRemove(member: TeamMember) {
    remove.reset();
    setRemoving(member);
  }

  function confirmRemoval() {
    if (!removing) return;
    remove.mutate({ slug: team.slug, userId: removing.user.id }, { onSuccess: () => setRemoving(null) });
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
                <PersonLink person={member.user} />
                {member.isLeader && (
                  <Badge>
                    <CrownIcon aria-hidden="true" className="size-3" />
                    Leader
                  </Badge>
                )}
              </p>
              {member.isLeader ? (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => setHandingOver(true)}
                  onMouseEnter={() => void loadHandOverDialog()}
                  onFocus={() => void loadHandOverDialog()}
                >
                  Hand over leadership
                </Button>
              ) : (
                <Button type="button" variant="ghost" size="sm" onClick={() => askToRemove(member)}>
                  Remove
                </Button>
              )}
            </div>
            <MemberForm key={`${member.coreRole}-${member.title}`} slug={team.slug} member={member} />
          </li>
        ))}
      </ul>
      <Suspense fallback={null}>
        <ConfirmDialog
          open={removing !== null}
          onOpenChange={(open) => {
            if (!open) setRemoving(null);
          }}
          title={`Remove ${removing?.user.name ?? ""} from ${team.name}?`}
          description="They lose their place in the team and any core role they hold. They can ask to join again."
          confirmLabel="Remove member"
          pendingLabel="Removing…"
          pending={remove.isPending}
          error={remove.isError ? errorMessage(remove.error) : undefined}
          onConfirm={confirmRemoval}
        />
        {handingOver && <HandOverLeadershipDialog detail={detail} open onOpenChange={setHandingOver} />}
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
