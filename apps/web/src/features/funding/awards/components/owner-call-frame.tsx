import type { FundingCallFigures } from "@hatchery/shared";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { PageContainer, PageHeader, PageLoading } from "@/components/page-layout";
import { Skeleton } from "@/components/ui/skeleton";
import { FundingPageError } from "../../calls/components/funding-page-error";
import { CallFigures } from "./call-figures";

type OwnerCallData = { call: FundingCallFigures & { title: string; incubator: { name: string } } };

/**
 * The frame of the owner's pages of a call (its ranking, its report): loading, the error with a retry,
 * the header naming the incubator and call, and the call's figures above the page's own content.
 */
export function OwnerCallFrame<Data extends OwnerCallData>({
  query,
  title,
  lead,
  loadingLabel,
  children,
}: {
  query: UseQueryResult<Data>;
  title: string;
  lead: string;
  loadingLabel: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <PageLoading label={loadingLabel} shapesClassName="grid gap-4">
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="h-20" />
        <Skeleton className="h-64" />
      </PageLoading>
    );
  }
  if (query.isError) {
    return <FundingPageError title={title} error={query.error} onRetry={() => void query.refetch()} />;
  }
  const data = query.data;
  return (
    <PageContainer className="space-y-6 pb-16">
      <PageHeader eyebrow={`${data.call.incubator.name} · ${data.call.title}`} title={title} lead={lead} />
      <CallFigures call={data.call} />
      {children(data)}
    </PageContainer>
  );
}
