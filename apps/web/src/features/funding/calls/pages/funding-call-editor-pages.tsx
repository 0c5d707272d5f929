import { Link, useNavigate, useParams } from "react-router";
import { PageContainer, PageHeader, PageLoading } from "@/components/page-layout";
import { buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useCreateCall, useFundingCall, useUpdateCall } from "../api/funding-calls";
import { CallEditorForm } from "../components/call-editor-form";
import { FundingPageError } from "../components/funding-page-error";

/** `/incubators/{slug}/funding/new`: the owner drafts a call; it stays theirs until published. */
export function NewFundingCallPage() {
  const { slug = "" } = useParams();
  const navigate = useNavigate();
  const create = useCreateCall(slug);
  return (
    <PageContainer className="pb-16">
      <PageHeader
        title="New funding call"
        lead="A draft is yours alone until you publish it. Amounts are in the call's currency."
      />
      <CallEditorForm
        submitLabel="Save draft"
        pending={create.isPending}
        onSubmit={async (body) => {
          const answer = await create.mutateAsync(body);
          await navigate(`/funding/calls/${answer.call.id}`);
        }}
      />
    </PageContainer>
  );
}

/** `/funding/calls/{callId}/edit`: the owner's editor for an existing call. */
export function EditFundingCallPage() {
  const { callId = "" } = useParams();
  const navigate = useNavigate();
  const detail = useFundingCall(callId);
  const update = useUpdateCall(callId);
  if (detail.isPending) {
    return (
      <PageLoading label="Loading the call…">
        <Skeleton className="h-96" />
      </PageLoading>
    );
  }
  if (detail.isError) {
    return (
      <FundingPageError title="Edit funding call" error={detail.error} onRetry={() => detail.refetch()} />
    );
  }

  const { call, viewer } = detail.data;
  if (!viewer?.canManage) {
    return (
      <PageContainer className="pb-16">
        <PageHeader
          title="Edit funding call"
          lead="Only the incubator's owner or an administrator can edit this call."
        />
        <Link to={`/funding/calls/${call.id}`} className={buttonVariants()}>
          Back to the call
        </Link>
      </PageContainer>
    );
  }
  return (
    <PageContainer className="pb-16">
      <PageHeader title={`Edit ${call.title}`} />
      <CallEditorForm
        call={call}
        submitLabel="Save changes"
        pending={update.isPending}
        onSubmit={async (body) => {
          await update.mutateAsync(body);
          await navigate(`/funding/calls/${call.id}`);
        }}
      />
    </PageContainer>
  );
}
