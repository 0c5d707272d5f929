import { libraryArticlePath } from "@hatchery/shared";
import { useLibraryArticles } from "../api/list-library-articles";
import { LinkGroup } from "./link-group";

/** The library's articles, read from the API: the sections are routes, their articles are content. */
export function LibraryArticleLinks() {
  const articles = useLibraryArticles();
  return (
    <LinkGroup
      id="library-articles"
      title="Library articles"
      links={(articles.data ?? []).map((article) => ({
        key: `${article.section}/${article.slug}`,
        to: libraryArticlePath(article.section, article.slug),
        label: article.title,
      }))}
    />
  );
}
