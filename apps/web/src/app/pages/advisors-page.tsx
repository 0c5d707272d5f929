import { MENTOR_PROFILE_EDIT_PATH } from "@hatchery/shared";
import { Link, useSearchParams } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { QueryList } from "@/components/query-list";
import { Button } from "@/components/ui/button";
import { type DirectoryFilters as Filters, useDirectory } from "@/features/mentoring/api/list-directory";
import {
  DirectoryFilters,
  directoryQuery,
  readDirectoryFilters,
} from "@/features/mentoring/components/directory-filters";
import { MentorCard, MentorCardSkeleton } from "@/features/mentoring/components/mentor-card";

/**
 * `/advisors`: every published advisor and coach, searched and filtered through the address, so a
 * filtered directory can be shared, and an expertise tag on a card narrows the list to it.
 */
export function AdvisorsPage() {
  const [params, setParams] = useSearchParams();
  const filters = readDirectoryFilters(params);
  const list = useDirectory(filters);
  const filtered = Object.values(filters).some((value) => value.trim() !== "");

  function update(next: Partial<Filters>) {
    setParams(directoryQuery({ ...filters, ...next }), { replace: true });
  }

  const expertisePath = (tag: string) => `/advisors?${directoryQuery({ ...filters, expertise: tag })}`;

  return (
    <PageContainer className="pb-16">
      <PageHeader
        title="Advisors and coaches"
        lead="Founders, operators and coaches who give their time to our members: find one who knows your market, your role and your language."
      />
      <DirectoryFilters filters={filters} onChange={update} />
      {filtered && (
        <div className="-mt-4 mb-6 text-sm">
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0"
            onClick={() => setParams({}, { replace: true })}
          >
            Clear filters
          </Button>
        </div>
      )}
      <QueryList
        query={list}
        loadingLabel="Loading advisors and coaches…"
        skeleton={
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <MentorCardSkeleton />
            <MentorCardSkeleton />
            <MentorCardSkeleton />
          </ul>
        }
        errorTitle="The advisors and coaches could not be loaded"
        announce={(count, more) =>
          `${count} ${count === 1 ? "mentor" : "mentors"} shown${more ? ", more to load" : ""}.`
        }
        empty={
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
            <p className="text-muted-foreground">
              {filtered
                ? "No advisor or coach matches your search. Try fewer filters."
                : "No advisor or coach has published a profile yet."}
            </p>
            {!filtered && (
              <p className="text-sm text-muted-foreground">
                Are you one?{" "}
                <Link
                  to={MENTOR_PROFILE_EDIT_PATH}
                  className="font-medium text-primary underline underline-offset-4"
                >
                  Set up your mentor profile
                </Link>
                .
              </p>
            )}
          </div>
        }
      >
        {(items) => (
          <ul aria-label="Advisors and coaches" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((mentor) => (
              <MentorCard key={mentor.slug} mentor={mentor} expertisePath={expertisePath} />
            ))}
          </ul>
        )}
      </QueryList>
    </PageContainer>
  );
}
