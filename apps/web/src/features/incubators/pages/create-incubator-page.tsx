import { useNavigate } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { Card, CardContent } from "@/components/ui/card";
import { ApiError, showServerError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useCreateIncubator } from "../api/create-incubator";
import { IncubatorFormFields, incubatorFieldFor, useIncubatorForm } from "../components/incubator-form";

export function CreateIncubatorPage() {
  const navigate = useNavigate();
  const create = useCreateIncubator();
  const form = useIncubatorForm({ name: "", slug: "", tagline: "", description: "", status: "active" });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { incubator } = await create.mutateAsync(values);
      toast({ title: "Incubator created", description: "Add a logo and subscription plans next." });
      // A new incubator has no logo and no plans, so nobody could subscribe yet: its edit page, where
      // both are added, is the next step; the public page is one link away from there.
      navigate(`/incubators/${incubator.slug}/edit`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        form.setError("slug", { type: "server", message: error.message }, { shouldFocus: true });
        return;
      }
      showServerError(error, form.setError, incubatorFieldFor);
    }
  });

  return (
    <PageContainer className="pb-16">
      <PageHeader
        title="Create an incubator"
        lead="Describe your incubator; once it is created you can add its logo and subscription plans."
      />
      <Card className="max-w-3xl">
        <CardContent>
          <IncubatorFormFields
            form={form}
            onSubmit={onSubmit}
            label="New incubator"
            submitLabel="Create incubator"
            pendingLabel="Creating…"
            pending={form.formState.isSubmitting}
            autoSlug
          />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
