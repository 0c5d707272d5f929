/*
 * The library's page below its header: loaded after the first view (pages/library-page.tsx), which
 * keeps /library's first view to the entry's weight (bench/bundle.mjs).
 */
import { LIBRARY_SECTIONS, libraryArticlePath } from "@hatchery/shared";
import { SearchIcon } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";
import { Link } from "react-router";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useLibraryOverview } from "../api/get-library-overview";
import { useLibrarySearch } from "../api/search-library";
import { SECTION_LEADS, sectionTitle } from "../library-sections";
import { useContinueReading } from "../use-continue-reading";
import { useSignedIn } from "../use-signed-in";
import { HighlightedText } from "./highlighted-text";

export function LibraryOverview() {
  const signedIn = useSignedIn();
  const overview = useLibraryOverview(signedIn);
  const continueReading = useContinueReading(signedIn, overview.data?.continueReading);
  const [query, setQuery] = useState("");
  const searched = useDeferredValue(query.trim());

  return (
    <>
      <LibrarySearch query={query} onQueryChange={setQuery} searched={searched} />

      {continueReading && searched === "" && (
        <section aria-labelledby="continue" className="mb-10 rounded-lg border bg-card p-5">
          <h2 id="continue" className="text-lg font-semibold">
            Continue where you left off
          </h2>
          <Link
            to={libraryArticlePath(continueReading.section, continueReading.slug)}
            className="mt-1 inline-block font-medium text-primary underline-offset-4 hover:underline"
          >
            {continueReading.title}
          </Link>
        </section>
      )}

      {searched === "" && (
        <section aria-label="Sections" className="grid gap-6 sm:grid-cols-2">
          {LIBRARY_SECTIONS.map((section) => {
            const summary = overview.data?.sections.find((one) => one.section === section);
            return (
              <article key={section} className="rounded-lg border bg-card p-6">
                <h2 className="text-xl font-semibold">
                  <Link to={`/library/${section}`} className="underline-offset-4 hover:underline">
                    {sectionTitle(section)}
                  </Link>
                </h2>
                <p className="mt-2 text-muted-foreground">{SECTION_LEADS[section]}</p>
                {summary ? (
                  <p className="mt-4 text-sm text-muted-foreground">
                    {summary.articleCount === 1 ? "1 article" : `${summary.articleCount} articles`}
                    {signedIn && summary.articleCount > 0 && (
                      <>
                        {" · "}
                        {summary.readCount} read, {summary.masteredCount} mastered
                      </>
                    )}
                  </p>
                ) : (
                  <Skeleton className="mt-4 h-4 w-32" />
                )}
              </article>
            );
          })}
        </section>
      )}
    </>
  );
}

function LibrarySearch({
  query,
  onQueryChange,
  searched,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  searched: string;
}) {
  const inputId = useId();
  const results = useLibrarySearch(searched);
  return (
    <div className="mb-10 max-w-3xl">
      <search className="relative block">
        <label htmlFor={inputId} className="sr-only">
          Search the library
        </label>
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={inputId}
          type="search"
          value={query}
          maxLength={200}
          placeholder="Search articles"
          className="pl-9"
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </search>
      {searched !== "" && (
        <div aria-live="polite" className="mt-6">
          {results.isPending ? (
            <p className="text-muted-foreground">Searching…</p>
          ) : results.isError ? (
            <p className="text-destructive">The search failed: {results.error.message}</p>
          ) : results.data.items.length === 0 ? (
            <p className="text-muted-foreground">No article matches “{searched}”.</p>
          ) : (
            <ul className="space-y-5">
              {results.data.items.map((hit) => (
                <li key={`${hit.section}/${hit.slug}`}>
                  <Link
                    to={libraryArticlePath(hit.section, hit.slug)}
                    className="font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    <HighlightedText segments={hit.title} />
                  </Link>
                  <p className="text-sm text-muted-foreground">{sectionTitle(hit.section)}</p>
                  <p className="mt-1">
                    <HighlightedText segments={hit.excerpt} />
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
