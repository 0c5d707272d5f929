import { personPath } from "@hatchery/shared";
import { describe, expect, it } from "vitest";
import { renderMarkdownHtml } from "./markdown-html";

const SITE = "https://hatchery.example";
const render = (source: string) => renderMarkdownHtml(source, SITE);

describe("renderMarkdownHtml", () => {
  it("renders CommonMark with GitHub's extensions", async () => {
    const html = await render(
      "Some **bold**, _italic_ and ~~gone~~ words.\n\n- [x] done\n- [ ] next\n\n| a | b |\n| - | - |\n| 1 | 2 |",
    );
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>italic</em>");
    expect(html).toContain("<del>gone</del>");
    expect(html).toContain('<input type="checkbox" checked disabled>');
    expect(html).toContain("<table>");
    expect(html).toContain("<td>1</td>");
  });

  it("puts every heading at one level, below the page's own", async () => {
    expect(await render("# One\n\n###### Six")).toBe("<h3>One</h3>\n<h3>Six</h3>");
  });

  it("shows raw HTML as the text it is, never as markup", async () => {
    const html = await render('Hello <script>alert(1)</script> <img src=x onerror="alert(1)"> a < b');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&#x3C;script>alert(1)&#x3C;/script>");
    expect(html).toContain("a &#x3C; b");
  });

  it("opens other sites apart, with no tie back, and leaves this site's links to the app", async () => {
    const html = await render(
      "[out](https://elsewhere.example/a) [in](/teams?tab=open) [here](https://hatchery.example/faq) [top](#plans) [sneaky](//elsewhere.example) [mail](mailto:a@b.example)",
    );
    expect(html).toContain(
      '<a href="https://elsewhere.example/a" target="_blank" rel="noopener noreferrer nofollow ugc">out</a>',
    );
    expect(html).toContain('<a href="/teams?tab=open">in</a>');
    expect(html).toContain('<a href="https://hatchery.example/faq">here</a>');
    expect(html).toContain('<a href="#plans">top</a>');
    expect(html).toContain('<a href="//elsewhere.example" target="_blank"');
    expect(html).toContain('<a href="mailto:a@b.example" target="_blank"');
  });

  it("keeps the words of a link whose destination is unsafe, without the link", async () => {
    const html = await render("[click](javascript:alert(1)) and [data](data:text/html;base64,xx)");
    expect(html).not.toContain("<a");
    expect(html).toContain("click");
    expect(html).toContain("data");
  });

  it("offers an image as a link to it, by its description", async () => {
    expect(await render("![Our studio](https://cdn.example/studio.png)")).toBe(
      '<p><a href="https://cdn.example/studio.png" target="_blank" rel="noopener noreferrer nofollow ugc">Our studio</a></p>',
    );
  });

  describe("images from one folder of this site's uploads (lessons)", () => {
    const FOLDER = "/api/files/lesson-images/";
    const NAME = "AbCdEfGhIjKlMnOpQrStUv.png";
    const lesson = (source: string) => renderMarkdownHtml(source, SITE, { imagesFrom: FOLDER });

    it("shows an uploaded image, by a site-relative or a full address on this site", async () => {
      const shown = `<p><img src="${FOLDER}${NAME}" alt="A chart" loading="lazy" decoding="async"></p>`;
      expect(await lesson(`![A chart](${FOLDER}${NAME})`)).toBe(shown);
      expect(await lesson(`![A chart](${SITE}${FOLDER}${NAME})`)).toBe(shown);
    });

    it("keeps every other image a link: another site, another folder, a made-up name", async () => {
      for (const src of [
        `https://elsewhere.example${FOLDER}${NAME}`,
        `//elsewhere.example${FOLDER}${NAME}`,
        `/api/files/feed-images/${NAME}`,
        `${FOLDER}${NAME}?track=1`,
        `${FOLDER}../avatars/${NAME}`,
        `${FOLDER}notes.txt`,
        `javascript:alert(1)//${FOLDER}${NAME}`,
      ]) {
        expect(await lesson(`![x](${src})`), src).not.toContain("<img");
      }
    });

    it("is only for the texts that ask for it: a description or an article still links the image", async () => {
      const html = await render(`![A chart](${FOLDER}${NAME})`);
      expect(html).toBe(`<p><a href="${FOLDER}${NAME}">A chart</a></p>`);
    });
  });

  it("makes bare addresses links", async () => {
    expect(await render("See https://elsewhere.example/x")).toContain(
      '<a href="https://elsewhere.example/x"',
    );
  });

  describe("the people a text mentions (feed posts and comments)", () => {
    const ada = { name: "Ada Lovelace", handle: "ada-lovelace" };
    const adaShort = { name: "Ada", handle: "ada" };
    const mention = (person: { name: string; handle: string }) =>
      `<a href="${personPath(person.handle)}" class="mention">@${person.name}</a>`;

    it("links each to their profile as a mention, the longer name first, and nobody else", async () => {
      const html = await renderMarkdownHtml("Thanks @Ada Lovelace, @Ada and @Grace!", SITE, {
        mentions: [adaShort, ada],
      });
      expect(html).toBe(`<p>Thanks ${mention(ada)}, ${mention(adaShort)} and @Grace!</p>`);
    });

    it("leaves code and a link's own words as written", async () => {
      const html = await renderMarkdownHtml(
        "`@Ada Lovelace` and [@Ada Lovelace](https://elsewhere.example)",
        SITE,
        {
          mentions: [ada],
        },
      );
      expect(html).toContain("<code>@Ada Lovelace</code>");
      expect(html).not.toContain("mention");
    });

    it("gives no link of the text's own the mention's class", async () => {
      const html = await render(`[Ada](${personPath(ada.handle)}) and <a class="mention" href="/x">x</a>`);
      expect(html).toContain(`<a href="${personPath(ada.handle)}">Ada</a>`);
      // Raw HTML stays the text it is.
      expect(html).toContain("&#x3C;a class=");
      expect(html).not.toContain('<a class="mention"');
    });

    it("renders the same text anew for other people mentioned", async () => {
      const source = "Hello @Ada Lovelace";
      expect(await renderMarkdownHtml(source, SITE, { mentions: [ada] })).toContain(mention(ada));
      expect(await render(source)).toBe("<p>Hello @Ada Lovelace</p>");
      const renamed = { ...ada, handle: "ada-l" };
      expect(await renderMarkdownHtml(source, SITE, { mentions: [renamed] })).toContain(mention(renamed));
    });
  });

  it("answers the same text with the same HTML", async () => {
    const source = "Same **text** twice";
    expect(await render(source)).toBe(await render(source));
  });
});
