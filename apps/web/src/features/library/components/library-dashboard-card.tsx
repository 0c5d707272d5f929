import { libraryArticlePath } from "@hatchery/shared";
import { BookOpenIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { useLibraryOverview } from "../api/get-library-overview";
import { sectionTitle } from "../library-sections";

/** The dashboard's library card: articles read and mastered per section, and where to continue. */
export function LibraryDashboardCard({ className }: { className?: string }) {
  const overview = useLibraryOverview(true);
  const data = overview.data;
  const read = data?.sections.reduce((sum, section) => sum + section.readCount, 0) ?? 0;
  const mastered = data?.sections.reduce((sum, section) => sum + section.masteredCount, 0) ?? 0;
  const total = data?.sections.reduce((sum, section) => sum + section.articleCount, 0) ?? 0;
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BookOpenIcon aria-hidden="true" className="size-5 text-primary" />
          Library
        </CardTitle>
        <CardDescription>
          {data ? `${read} of ${total} articles read, ${mastered} mastered.` : "Your reading progress."}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {overview.isPending ? (
          <p className="text-sm text-muted-foreground">Loading your reading…</p>
        ) : overview.isError || !data ? (
          <p className="text-sm text-muted-foreground">Your reading could not be loaded just now.</p>
        ) : (
          <>
            <ul className="space-y-1 text-sm" aria-label="Progress per section">
              {data.sections.map((section) => (
                <li key={section.section} className="flex justify-between gap-2">
                  <Link to={`/library/${section.section}`} className="underline underline-offset-4">
                    {sectionTitle(section.section)}
                  </Link>
                  <span className="tabular-nums text-muted-foreground">
                    {section.readCount}/{section.articleCount} read · {section.masteredCount} mastered
                  </span>
                </li>
              ))}
            </ul>
            {data.continueReading ? (
              <p className="text-sm">
                Continue with{" "}
                <Link
                  to={libraryArticlePath(data.continueReading.section, data.continueReading.slug)}
                  className="font-medium text-primary underline underline-offset-4"
                >
                  {data.continueReading.title}
                </Link>
              </p>
            ) : (
              read === 0 && <p className="text-sm">Start with any article; your progress is kept.</p>
            )}
          </>
        )}
      </CardContent>
      <CardFooter>
        <Link to="/library" className={buttonVariants({ variant: "outline", size: "sm" })}>
          Open the library
        </Link>
      </CardFooter>
    </Card>
  );
}
