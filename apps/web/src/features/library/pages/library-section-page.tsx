import { isLibrarySection, libraryArticlePath } from "@hatchery/shared";
import { Link, useLocation } from "react-router";
import { NotFound } from "@/components/not-found";
import { PageContainer, PageHeader, PageLoading } from "@/components/page-layout";
import { Skeleton } from "@/components/ui/skeleton";
import { useLibrarySection } from "../api/get-library-section";
import { ArticleFacts } from "../components/article-facts";
import { BookmarkToggle } from "../components/bookmark-toggle";
import { SECTION_LEADS, sectionTitle } from "../library-sections";
import { useLibraryMarks } from "../use-library-marks";

/** One page for the four sections: each has its own static route, so the section is the address's. */
export function LibrarySectionPage() {
  const { pathname } = useLocation();
  const section = pathname.split("/")[2] ?? "";
  const marks = useLibraryMarks();
  const list = useLibrarySection(section, marks.signedIn);
  if (!isLibrarySection(section)) return <NotFound />;

  return (
    <PageContainer className="pb-16">
      <nav aria-label="Breadcrumb" className="pt-6 text-sm">
        <Link to="/library" className="text-primary underline-offset-4 hover:underline">
          Library
        </Link>
      </nav>
      <PageHeader title={sectionTitle(section)} lead={SECTION_LEADS[section]} className="pt-4" />
      {list.isPending ? (
        <PageLoading label="Loading the articles" className="px-0 py-0 sm:px-0" shapesClassName="space-y-4">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </PageLoading>
      ) : list.isError ? (
        <p className="text-destructive">The articles could not be loaded: {list.error.message}</p>
      ) : list.data.articles.length === 0 ? (
        <p className="text-muted-foreground">No articles in this section yet.</p>
      ) : (
        <ol aria-label="Articles" className="max-w-3xl space-y-4">
          {list.data.articles.map((article) => (
            <li key={article.slug} className="flex gap-3 rounded-lg border bg-card p-5">
              <div className="min-w-0 flex-1">
                <h2 className="text-lg font-semibold">
                  <Link
                    to={libraryArticlePath(article.section, article.slug)}
                    className="underline-offset-4 hover:underline"
                  >
                    {article.title}
                  </Link>
                </h2>
                <p className="mt-1 text-muted-foreground">{article.summary}</p>
                <ArticleFacts
                  readingMinutes={article.readingMinutes}
                  level={article.level}
                  status={marks.statusOf(article)}
                  className="mt-3"
                />
              </div>
              <BookmarkToggle
                title={article.title}
                bookmarked={marks.bookmarkedOf(article)}
                onToggle={() => marks.toggleBookmark(article)}
              />
            </li>
          ))}
        </ol>
      )}
    </PageContainer>
  );
}
