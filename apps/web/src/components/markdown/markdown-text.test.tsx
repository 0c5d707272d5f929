import { sanitizeMarkdown } from "@hatchery/shared/sanitize";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/test/render-with-providers";
import { loadMarkdownRenderer, MarkdownText, readsTheSameUnrendered } from "./markdown-text";

/** Renders `source` and waits for the lazily loaded renderer to show it. */
async function renderMarkdown(source: string) {
  const view = renderWithProviders(
    <article>
      <MarkdownText source={source} />
    </article>,
  );
  const article = await screen.findByRole("article", {}, { timeout: 10_000 });
  await expect
    .poll(() => screen.queryByRole("status", { name: "Loading text…" }), { timeout: 10_000 })
    .toBeNull();
  return { ...view, article };
}

describe("MarkdownText", () => {
  it("links each person a text mentions to their profile, marked out, and leaves a name nobody chose as text", async () => {
    await loadMarkdownRenderer();
    renderWithProviders(
      <MarkdownText
        source="Thanks @Ada Lovelace and @Ada, ask @Grace Hopper <b>now</b>"
        mentions={[
          { name: "Ada Lovelace", handle: "ada-lovelace" },
          { name: "Ada", handle: "ada" },
        ]}
      />,
    );
    const full = screen.getByRole("link", { name: "@Ada Lovelace" });
    expect(full).toHaveAttribute("href", "/people/ada-lovelace");
    expect(full).toHaveClass("bg-primary/10");
    expect(screen.getByRole("link", { name: "@Ada" })).toHaveAttribute("href", "/people/ada");
    expect(screen.queryByRole("link", { name: /Grace/ })).not.toBeInTheDocument();
    expect(screen.getByText(/<b>now<\/b>/)).toBeInTheDocument();
  });

  it("keeps @Name inside inline code and code blocks as code, not a mention link", async () => {
    await loadMarkdownRenderer();
    const { container } = renderWithProviders(
      <MarkdownText
        source={
          "Run `ping @Ada` or ask @Ada\n\n```\nnotify(@Ada)\n```\n\n[the docs @Ada wrote](https://example.com/docs)"
        }
        mentions={[{ name: "Ada", handle: "ada" }]}
      />,
    );
    const mentions = screen.getAllByRole("link", { name: "@Ada" });
    expect(mentions).toHaveLength(1);
    expect(mentions[0]).toHaveAttribute("href", "/people/ada");
    const code = [...container.querySelectorAll("code")].map((element) => element.textContent);
    expect(code).toEqual(["ping @Ada", "notify(@Ada)\n"]);
    expect(container.querySelectorAll("code a")).toHaveLength(0);
    // A link's own words are not split into a second link.
    expect(screen.getByRole("link", { name: "the docs @Ada wrote" })).toHaveAttribute(
      "href",
      "https://example.com/docs",
    );
  });

  it("shows the text at once, without the placeholder, when the renderer was loaded before", async () => {
    await loadMarkdownRenderer();
    renderWithProviders(<MarkdownText source="Already **here**" />);
    expect(screen.queryByRole("status", { name: "Loading text…" })).not.toBeInTheDocument();
    expect(screen.getByText("here")).toBeInTheDocument();
  });

  it("shows a quote as a quotation, not as a '>' in the text", async () => {
    const { article } = await renderMarkdown('> "It changed how I think." — a founder');
    expect(article.querySelector("blockquote")).toHaveTextContent('"It changed how I think." — a founder');
    expect(article).not.toHaveTextContent(">");
  });

  it("shows headings, lists, bold and italics, with every heading below the page's own sections", async () => {
    const { article } = await renderMarkdown(
      "# Pitch\n\n## Plan\n\n- **bold** and _italic_\n\n1. one\n2. two",
    );
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Pitch",
      "Plan",
    ]);
    expect(article.querySelector("strong")).toHaveTextContent("bold");
    expect(article.querySelector("em")).toHaveTextContent("italic");
    expect(article.querySelectorAll("ol > li")).toHaveLength(2);
  });

  it("links only to web, mail and same-site addresses, and never renders markup", async () => {
    const { article } = await renderMarkdown(
      "[site](https://acme.example) [faq](/faq) [bad](javascript:alert(1)) [mail](mailto:a@acme.example) " +
        "**bold** <img src=x onerror=alert(1)>",
    );
    expect(screen.getByRole("link", { name: "site" })).toHaveAttribute("href", "https://acme.example");
    expect(screen.getByRole("link", { name: "faq" })).toHaveAttribute("href", "/faq");
    expect(screen.getByRole("link", { name: "mail" })).toHaveAttribute("href", "mailto:a@acme.example");
    expect(screen.queryByRole("link", { name: "bad" })).not.toBeInTheDocument();
    expect(article).toHaveTextContent("bad");
    expect(article.querySelector("strong")).toHaveTextContent("bold");
    expect(article.querySelector("img")).toBeNull();
    expect(article).toHaveTextContent("<img src=x onerror=alert(1)>");
  });

  it("opens other sites in a new tab with no tie to this page, and same-site links in the app", async () => {
    const { router } = await renderMarkdown(
      `[site](https://acme.example/p), [faq](/faq) and [plans](${window.location.origin}/incubators/acme?tab=plans)`,
    );
    const external = screen.getByRole("link", { name: "site" });
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");
    const sameSite = screen.getByRole("link", { name: "faq" });
    expect(sameSite).not.toHaveAttribute("target");
    const ownAddress = screen.getByRole("link", { name: "plans" });
    expect(ownAddress).toHaveAttribute("href", "/incubators/acme?tab=plans");
    expect(ownAddress).not.toHaveAttribute("target");
    await userEvent.click(sameSite);
    expect(router.state.location.pathname).toBe("/faq");
  });

  it("opens a link that leaves the site as external, also when '\\' stands for '/'", async () => {
    await renderMarkdown("[x](/\\evil.example) [y](/\\/evil.example) [z](//evil.example)");
    for (const name of ["x", "y", "z"]) {
      const link = screen.getByRole("link", { name });
      const page = "https://hatchery.example/incubators/acme";
      const leadsElsewhere = new URL(link.getAttribute("href") ?? "", page).host !== "hatchery.example";
      const opensExternally =
        link.getAttribute("target") === "_blank" &&
        link.getAttribute("rel") === "noopener noreferrer nofollow ugc";
      expect({ name, leadsElsewhere, opensExternally }).toEqual({
        name,
        leadsElsewhere: opensExternally,
        opensExternally,
      });
    }
  });

  it("shows an autolink with '_' in it as the plain address", async () => {
    for (const source of ["<https://acme.example/a_b>", sanitizeMarkdown("<https://acme.example/a_b>")]) {
      const { unmount } = await renderMarkdown(source);
      expect(screen.getByRole("link", { name: "https://acme.example/a_b" })).toHaveAttribute(
        "href",
        "https://acme.example/a_b",
      );
      unmount();
    }
  });

  it("shows an escaped character without its backslash", async () => {
    const { article } = await renderMarkdown("5\\*3 is fifteen");
    expect(article).toHaveTextContent("5*3 is fifteen");
  });

  it("keeps a balanced parenthesis inside a link's address", async () => {
    await renderMarkdown("[x](https://a.example/p_(1))");
    expect(screen.getByRole("link", { name: "x" })).toHaveAttribute("href", "https://a.example/p_(1)");
  });

  it("shows a '<' once, whether stored as sent or escaped as older descriptions were", async () => {
    const stored = sanitizeMarkdown("a < b");
    expect(stored).toBe("a < b");
    for (const source of [stored, "a &lt; b"]) {
      const { article, unmount } = await renderMarkdown(source);
      expect(article).toHaveTextContent(/^a < b$/);
      unmount();
    }
  });

  it("shows the words after a tag that never closes", async () => {
    const { article } = await renderMarkdown(
      sanitizeMarkdown("We teach the <title> element.\n\nSecond paragraph"),
    );
    expect(article).toHaveTextContent("We teach the <title> element.");
    expect(article).toHaveTextContent("Second paragraph");
  });

  it("offers an image as a link to it, since the page loads no image from elsewhere", async () => {
    const { article } = await renderMarkdown("![Our logo](https://acme.example/logo.png)");
    expect(screen.getByRole("link", { name: "Our logo" })).toHaveAttribute(
      "href",
      "https://acme.example/logo.png",
    );
    expect(article.querySelector("img")).toBeNull();
  });
});

describe("readsTheSameUnrendered", () => {
  it("shows plain paragraphs before the renderer has loaded, and hides those whose markup would show", () => {
    for (const plain of [
      "Welcome aboard @Zephyrine Lovelace, glad to have you.",
      "Shipped the intake form today! See https://example.com/intake for the notes.",
      "Three things went well:\nthe demo, the retro and the docs.",
    ]) {
      expect(readsTheSameUnrendered(plain), plain).toBe(true);
    }
    for (const formatted of [
      "This is **important**",
      "Read [the brief](https://example.com)",
      "Use `npm test`",
      "- first\n- second",
      "1. first",
      "> quoted",
      "# Heading",
      "Title\n---",
      "Fish &amp; chips",
      "a | b",
      "snake_case_name",
      "~~gone~~",
    ]) {
      expect(readsTheSameUnrendered(formatted), formatted).toBe(false);
    }
  });
});
