import { Link } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { Button, buttonVariants } from "@/components/ui/button";
import { ApiError, errorMessage } from "@/lib/api-client";

/**
 * A funding page that could not load: its own heading with the server's words, and a way on (try
 * again, or for something that does not exist, back to where calls are found).
 */
export function FundingPageError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <PageContainer className="pb-16">
      <PageHeader title={missing ? `${title} not found` : title} lead={errorMessage(error)} />
      {missing ? (
        <Link to="/funding" className={buttonVariants()}>
          Go to your funding
        </Link>
      ) : (
        <Button onClick={onRetry}>Try again</Button>
      )}
    </PageContainer>
  );
}
