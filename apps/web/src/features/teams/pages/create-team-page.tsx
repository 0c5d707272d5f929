import { TEAM_MEMBER_TITLE_MAX_LENGTH } from "@hatchery/shared";
import { Link, useNavigate } from "react-router";
import { FormField } from "@/components/form-field";
import { PageContainer, PageHeader, PageLoading } from "@/components/page-layout";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage, showServerError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useCreateTeam } from "../api/create-team";
import { type LeadableIncubator, useLeadableIncubators } from "../api/list-leadable-incubators";
import { useOwnMemberships } from "../api/list-own-memberships";
import { CoreRoleSelect, coreRoleFromSelect, SELECT_CLASS } from "../components/core-role-select";
import { TeamFormFields, teamFieldFor, useTeamForm } from "../components/team-form";

const TITLE = "Create a team";
const LEAD =
  "Start a team in your incubator: you lead it, fill the core roles and open positions for the rest.";

export function CreateTeamPage() {
  const incubators = useLeadableIncubators();

  if (incubators.isPending) {
    return (
      <PageLoading label="Loading your incubators…" shapesClassName="flex max-w-3xl flex-col gap-6">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-64 w-full" />
      </PageLoading>
    );
  }
  return (
    <PageContainer className="pb-16">
      <PageHeader title={TITLE} lead={LEAD} />
      {incubators.isError ? (
        <Alert variant="destructive" role="alert" className="max-w-3xl">
          <AlertTitle>Your subscriptions could not be loaded</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-3">
            {errorMessage(incubators.error)}
            <Button variant="outline" size="sm" onClick={() => void incubators.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : incubators.data.length === 0 ? (
        <LeadingNeedsSubscription />
      ) : (
        <Card className="max-w-3xl">
          <CardContent>
            <CreateTeamForm incubators={incubators.data} />
          </CardContent>
        </Card>
      )}
    </PageContainer>
  );
}

/**
 * Why a person without a subscription cannot create a team, with the way to the plans: those of each
 * incubator they already belong to, or the directory when they belong to none.
 */
function LeadingNeedsSubscription() {
  const memberships = useOwnMemberships();
  const incubators = memberships.data?.items.map((membership) => membership.incubator) ?? [];
  return (
    <Alert className="max-w-3xl">
      <AlertTitle>Leading a team needs a subscription</AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-3">
        <p>
          The person who creates a team leads it, and subscribers get team leadership. Subscribe to a plan of
          the incubator you want to build in, then come back to create your team. As a guest you can still ask
          to join a team.
        </p>
        <div className="flex flex-wrap gap-2">
          {memberships.isPending ? null : incubators.length > 0 ? (
            incubators.map((incubator) => (
              <Link
                key={incubator.slug}
                to={`/incubators/${incubator.slug}#plans`}
                className={buttonVariants({ size: "sm" })}
              >
                See the plans of {incubator.name}
              </Link>
            ))
          ) : (
            <Link to="/incubators" className={buttonVariants({ size: "sm" })}>
              See incubators and their plans
            </Link>
          )}
          <Link to="/teams" className={buttonVariants({ size: "sm", variant: "outline" })}>
            Browse teams
          </Link>
        </div>
      </AlertDescription>
    </Alert>
  );
}

function CreateTeamForm({ incubators }: { incubators: LeadableIncubator[] }) {
  const navigate = useNavigate();
  const create = useCreateTeam();
  const form = useTeamForm(
    {
      incubator: incubators[0]?.slug ?? "",
      name: "",
      slug: "",
      tagline: "",
      description: "",
      stage: "idea",
      visibility: "public",
      coreRole: null,
      title: "",
    },
    { slugRequired: false },
  );
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ slug, ...values }) => {
    try {
      // An empty slug is left to the server, which makes one from the name.
      const { team } = await create.mutateAsync({ ...values, slug: slug || undefined });
      toast({
        title: "Team created",
        description: `You lead ${team.name}. Invite people by opening positions.`,
      });
      navigate(`/teams/${team.slug}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        form.setError("slug", { type: "server", message: error.message }, { shouldFocus: true });
        return;
      }
      showServerError(error, form.setError, teamFieldFor);
    }
  });

  return (
    <TeamFormFields
      form={form}
      onSubmit={onSubmit}
      label="New team"
      submitLabel="Create team"
      pendingLabel="Creating…"
      autoSlug
      slugNote="Leave it empty to make one from the name."
      before={
        <FormField
          label="Incubator"
          hint="The incubator the team belongs to: one where you hold an active subscription."
          error={errors.incubator?.message}
        >
          {(control) => (
            <select {...control} {...form.register("incubator")} className={SELECT_CLASS}>
              {incubators.map((incubator) => (
                <option key={incubator.slug} value={incubator.slug}>
                  {incubator.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      }
      after={
        <div className="grid gap-6 sm:grid-cols-2">
          <FormField
            label="Your core role"
            hint="Each core role is held by one member; you can change it later."
            error={errors.coreRole?.message}
          >
            {(control) => (
              <CoreRoleSelect
                {...control}
                {...form.register("coreRole", { setValueAs: coreRoleFromSelect })}
                emptyLabel="No core role"
              />
            )}
          </FormField>
          <FormField
            label="Your title"
            hint={`Such as “Founder” or “Product lead”, up to ${TEAM_MEMBER_TITLE_MAX_LENGTH} characters.`}
            error={errors.title?.message}
          >
            {(control) => <Input {...control} {...form.register("title")} />}
          </FormField>
        </div>
      }
    />
  );
}
