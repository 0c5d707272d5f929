import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MarkdownText, parseMarkdown } from "./markdown-text";

describe("parseMarkdown", () => {
  it("reads headings, paragraphs, both kinds of list and quotes", () => {
    expect(
      parseMarkdown("## Plan\nFirst line\nsecond line\n\n- a\n- b\n\n1. one\n2. two\n\n> said\n> twice"),
    ).toEqual([
      { kind: "heading", text: "Plan" },
      { kind: "paragraph", lines: ["First line", "second line"] },
      { kind: "list", ordered: false, items: ["a", "b"] },
      { kind: "list", ordered: true, items: ["one", "two"] },
      { kind: "quote", lines: ["said", "twice"] },
    ]);
  });
});

describe("MarkdownText", () => {
  it("shows a quote as a quotation, not as a '>' in the text", () => {
    const { container } = render(<MarkdownText source={'> "It changed how I think." — a founder'} />);
    expect(container.querySelector("blockquote")).toHaveTextContent('"It changed how I think." — a founder');
    expect(container).not.toHaveTextContent(">");
  });

  it("links only to web, mail and same-site addresses, and never renders markup", () => {
    const { container } = render(
      <MarkdownText
        source={
          "[site](https://acme.example) [faq](/faq) [bad](javascript:alert(1)) **bold** <img src=x onerror=alert(1)>"
        }
      />,
    );
    expect(screen.getByRole("link", { name: "site" })).toHaveAttribute("href", "https://acme.example");
    expect(screen.getByRole("link", { name: "faq" })).toHaveAttribute("href", "/faq");
    expect(screen.queryByRole("link", { name: "bad" })).not.toBeInTheDocument();
    expect(container.querySelector("strong")).toHaveTextContent("bold");
    expect(container.querySelector("img")).toBeNull();
  });
});
