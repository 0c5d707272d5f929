import { libraryArticlePath } from "@hatchery/shared";
import { Link } from "react-router";
import { useLibraryArticles } from "../api/list-library-articles";

/** The library's articles, read from the API: the sections are routes, their articles are content. */
export function LibraryArticleLinks() {
  const articles = useLibraryArticles();
  if (!articles.data || articles.data.length === 0) return null;
  return (
    <section aria-labelledby="sitemap-library-articles">
      <h2 id="sitemap-library-articles" className="mb-3 text-lg font-semibold">
        Library articles
      </h2>
      <ul className="space-y-2">
        {articles.data.map((article) => (
          <li key={`${article.section}/${article.slug}`}>
            <Link
              to={libraryArticlePath(article.section, article.slug)}
              className="rounded-sm text-primary underline-offset-4 hover:underline"
            >
              {article.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
