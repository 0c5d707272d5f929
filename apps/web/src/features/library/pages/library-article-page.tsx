import { type LibraryArticleRef, libraryArticlePath } from "@hatchery/shared";
import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { MarkdownProse } from "@/components/markdown/markdown-prose";
import { NotFound } from "@/components/not-found";
import { PageContainer, PageLoading } from "@/components/page-layout";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { recordVisitorLastOpened } from "@/lib/library-visitor-progress";
import { usePageHead } from "@/lib/page-head";
import { useLibraryArticle } from "../api/get-library-article";
import { ArticleFacts } from "../components/article-facts";
import { ArticleQuestions } from "../components/article-questions";
import { BookmarkToggle } from "../components/bookmark-toggle";
import { ReachedEnd } from "../components/reached-end";
import { TableOfContents } from "../components/table-of-contents";
import { sectionTitle } from "../library-sections";
import { useLibraryMarks } from "../use-library-marks";

export function LibraryArticlePage() {
  const { section = "", slug = "" } = useParams();
  const marks = useLibraryMarks();
  const article = useLibraryArticle(section, slug, marks.signedIn);
  const opened = article.data;
  usePageHead(opened && { title: opened.title, description: opened.summary });
  // A visitor's "continue where you left off" is this browser's; the server keeps a signed-in person's.
  useEffect(() => {
    if (marks.signedIn === false && opened) {
      recordVisitorLastOpened({ section: opened.section, slug: opened.slug, title: opened.title });
    }
  }, [marks.signedIn, opened]);

  if (article.isPending) {
    return (
      <PageLoading label="Loading the article" shapesClassName="space-y-4">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-64 w-full" />
      </PageLoading>
    );
  }
  if (article.isError) {
    if (article.error instanceof ApiError && article.error.status === 404)
      return (
        <NotFound
          title="Library article not found"
          message="There is no article at this address. It may have moved, or the link you followed may contain a typo."
        />
      );
    return (
      <PageContainer className="py-10">
        <p className="text-destructive">The article could not be loaded: {article.error.message}</p>
      </PageContainer>
    );
  }

  const data = article.data;
  const status = marks.statusOf(data);
  return (
    <PageContainer className="pb-16">
      <nav aria-label="Breadcrumb" className="pt-6 text-sm">
        <Link to="/library" className="text-primary underline-offset-4 hover:underline">
          Library
        </Link>
        {" / "}
        <Link to={`/library/${data.section}`} className="text-primary underline-offset-4 hover:underline">
          {sectionTitle(data.section)}
        </Link>
      </nav>
      <header className="max-w-3xl space-y-3 py-8">
        <div className="flex items-start gap-3">
          <h1 className="flex-1 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{data.title}</h1>
          <BookmarkToggle
            title={data.title}
            bookmarked={marks.bookmarkedOf(data)}
            onToggle={() => marks.toggleBookmark(data)}
          />
        </div>
        <p className="text-lg text-pretty text-muted-foreground">{data.summary}</p>
        <ArticleFacts readingMinutes={data.readingMinutes} level={data.level} status={status} />
      </header>

      <div className="grid gap-10 lg:grid-cols-[1fr_16rem]">
        {/* First in the page's order, so its h2 comes before the article's h3 headings; beside it on wide screens. */}
        <aside className="space-y-8 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:self-start">
          <TableOfContents headings={data.headings} />
          {data.related.length > 0 && (
            <section aria-labelledby="related-title" className="text-sm">
              <h2 id="related-title" className="mb-2 font-semibold">
                Related articles
              </h2>
              <ul className="space-y-1.5">
                {data.related.map((related) => (
                  <li key={`${related.section}/${related.slug}`}>
                    <Link
                      to={libraryArticlePath(related.section, related.slug)}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {related.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <MarkdownProse html={data.html} />
          <ReachedEnd read={status !== "unread"} onReached={() => marks.markRead(data)} />

          {data.questions.length > 0 && (
            <section aria-labelledby="check-questions" className="mt-12 max-w-3xl">
              <h2 id="check-questions" className="mb-4 text-2xl font-semibold tracking-tight">
                Check what you remember
              </h2>
              <ArticleQuestions
                key={`${data.section}/${data.slug}`}
                section={data.section}
                slug={data.slug}
                questions={data.questions}
                onAnswered={(result) => marks.recordAnswered(data, result.status)}
              />
            </section>
          )}

          <nav aria-label="In this section" className="mt-12 flex max-w-3xl flex-wrap justify-between gap-4">
            {data.previous ? <NeighbourLink label="Previous" article={data.previous} /> : <span />}
            {data.next && <NeighbourLink label="Next" article={data.next} />}
          </nav>
        </div>
      </div>
    </PageContainer>
  );
}

function NeighbourLink({ label, article }: { label: string; article: LibraryArticleRef }) {
  return (
    <Link to={libraryArticlePath(article.section, article.slug)} className="group max-w-xs">
      <span className="block text-sm text-muted-foreground">{label}</span>
      <span className="font-medium text-primary underline-offset-4 group-hover:underline">
        {article.title}
      </span>
    </Link>
  );
}
