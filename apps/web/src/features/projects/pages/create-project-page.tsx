import { TEAM_ERROR_MESSAGES, type TeamCard } from "@hatchery/shared";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PageContainer, PageHeader, PageLoading } from "@/components/page-layout";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage, showServerError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useCreateProject } from "../api/create-project";
import { useTeamChoices } from "../api/list-team-choices";
import { ProjectFormFields, useProjectForm } from "../components/project-form";
import { projectFieldFor } from "../utils/project-form";

const TITLE = "Create a project";

export function CreateProjectPage() {
  const teams = useTeamChoices();

  if (teams.isPending) {
    return (
      <PageLoading label="Loading your teams…" shapesClassName="flex max-w-3xl flex-col gap-6">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-96 w-full" />
      </PageLoading>
    );
  }
  if (teams.isError) {
    return (
      <PageContainer className="pb-16">
        <PageHeader title={TITLE} />
        <Alert variant="destructive" role="alert" className="mb-6 max-w-3xl">
          <AlertTitle>Your teams could not be loaded</AlertTitle>
          <AlertDescription>{errorMessage(teams.error)}</AlertDescription>
        </Alert>
        <Button type="button" onClick={() => void teams.refetch()}>
          Try again
        </Button>
      </PageContainer>
    );
  }
  if (teams.data.items.length === 0) {
    return (
      <PageContainer className="pb-16">
        <PageHeader
          title={TITLE}
          lead="A project belongs to a team, and you are not in one yet. Join a team or start your own, then come back to add its project."
        />
        <div className="flex flex-wrap gap-3">
          <Link to="/teams" className={buttonVariants()}>
            Find a team
          </Link>
          <Link to="/projects" className={buttonVariants({ variant: "outline" })}>
            Browse projects
          </Link>
        </div>
      </PageContainer>
    );
  }
  return <CreateProjectForm teams={teams.data.items} />;
}

function CreateProjectForm({ teams }: { teams: readonly TeamCard[] }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const create = useCreateProject();
  const wanted = params.get("team");
  // `?team=` comes from a team's page; a person in one team only has nothing to choose.
  const preselected =
    teams.find((team) => team.slug === wanted)?.slug ?? (teams.length === 1 ? teams[0]?.slug : "");
  const form = useProjectForm({
    team: preselected ?? "",
    name: "",
    slug: "",
    summary: "",
    description: "",
    status: "idea",
    repositoryUrl: "",
    demoUrl: "",
    tags: [],
    milestones: [],
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { project } = await create.mutateAsync(values);
      toast({ title: "Project created", description: `${project.name} has its page now.` });
      navigate(`/projects/${project.slug}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        form.setError("slug", { type: "server", message: error.message }, { shouldFocus: true });
        return;
      }
      if (
        error instanceof ApiError &&
        error.status === 404 &&
        error.message === TEAM_ERROR_MESSAGES.teamNotFound
      ) {
        form.setError("team", { type: "server", message: error.message }, { shouldFocus: true });
        return;
      }
      showServerError(error, form.setError, projectFieldFor);
    }
  });

  return (
    <PageContainer className="pb-16">
      <PageHeader
        title={TITLE}
        lead="Tell people what your team is building. You can add a cover image once it is created."
      />
      <Card className="max-w-3xl">
        <CardContent>
          <ProjectFormFields
            form={form}
            onSubmit={onSubmit}
            label="New project"
            submitLabel="Create project"
            pendingLabel="Creating…"
            pending={form.formState.isSubmitting}
            teams={teams}
          />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
