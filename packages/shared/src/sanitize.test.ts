import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sanitizedSignUpSchema, sanitizeMarkdown, sanitizeName } from "./sanitize";

/** Property tests run hundreds of cases: on a busy machine they need more than the default 5 s. */
const PROPERTY_TIMEOUT_MS = 60_000;

/** What HTML and markdown read as the start of a tag, a comment or a declaration. */
const STARTS_MARKUP = /<[A-Za-z/!?]/;
/** CommonMark's email autolink: `<`, a local part, `@`, a domain of labels, `>`. */
const EMAIL_AUTOLINK =
  /<[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*>/;

const hostileMarkup = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<img src=x onerror=alert(1)>",
  "<svg/onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  '<a href="jAvAsCrIpT:alert(1)">',
  '<a href="&#106;avascript:alert(1)">',
  '<a href="vbscript:msgbox(1)">',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<iframe src="javascript:alert(1)"></iframe>',
  "<style>body{background:url(javascript:alert(1))}</style>",
  '<div style="width:expression(alert(1))">',
  '<object data="x.swf"></object>',
  '<embed src="x.swf">',
  '<body onload="alert(1)">',
  "<<script>script>alert(1)<</script>/script>",
];

describe("sanitizeName", () => {
  it.each([
    ["  Ada   Lovelace ", "Ada Lovelace"],
    ["O'Brien", "O'Brien"],
    ["Anne-Marie", "Anne-Marie"],
    ["王小明", "王小明"],
    ["Zoë", "Zoë"],
    ["<b>Ada</b>", "Ada"],
    ["Jos&eacute; &amp; Mar&#237;a", "José & María"],
    ["Ada\u0000Lovelace", "Ada Lovelace"],
    ["Tom <3", "Tom <3"],
    ["Tip: a < b and c > d", "Tip: a < b and c > d"],
    ["R&D", "R&D"],
  ])("turns %j into %j", (input, expected) => {
    expect(sanitizeName(input)).toBe(expected);
  });

  it.each(hostileMarkup)("leaves only the name from %j", (markup) => {
    expect(sanitizeName(`${markup}Ada`)).toBe("Ada");
  });

  it("drops everything after a tag that never closes, as a browser would", () => {
    expect(sanitizeName("Ada <img src=x onerror=alert(1)// Lovelace")).toBe("Ada");
  });

  it("removes markup that entities were hiding", () => {
    expect(sanitizeName("&lt;script&gt;alert(1)&lt;/script&gt;Ada")).toBe("Ada");
    expect(sanitizeName("&lt;img src=x onerror=alert(1)&gt;Ada")).toBe("Ada");
  });

  it("leaves no tag behind when a tag is split by another", () => {
    const result = sanitizeName("<scr<script>ipt>alert(1)</script>Ada");
    expect(result).not.toMatch(/<[A-Za-z/!?]/);
    expect(result).toMatch(/Ada$/);
  });

  it.each([
    ["javascript:alert(1)", "javascriptalert(1)"],
    ["JavaScript : alert(1)", "JavaScript alert(1)"],
    ["&#106;avascript:alert(1)", "javascriptalert(1)"],
    ["vbscript::msgbox", "vbscriptmsgbox"],
    ["data:text/html,x", "datatext/html,x"],
    ["javascript:javascript:x", "javascriptjavascriptx"],
    ["javajavascript:script:x", "javajavascript:script:x"],
  ])("removes the scheme colon from %j", (input, expected) => {
    expect(sanitizeName(input)).toBe(expected);
  });

  it(
    "always returns trimmed single-spaced text without markup or schemes",
    () => {
      fc.assert(
        fc.property(
          fc.oneof(fc.string({ unit: "binary" }), fc.string({ unit: "grapheme-ascii" })),
          (value) => {
            const name = sanitizeName(value);
            expect(name).not.toMatch(/<[A-Za-z/!?]|\p{Cc}|\s\s|^\s|\s$/u);
            expect(name).not.toMatch(/\b(?:javascript|vbscript|data)\s*:/i);
          },
        ),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe("sanitizedSignUpSchema", () => {
  const form = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", password: "Analytic1!" };

  it("stores sanitised names", () => {
    expect(sanitizedSignUpSchema.parse({ ...form, firstName: "<b>Ada</b> <i>Augusta</i>" }).firstName).toBe(
      "Ada Augusta",
    );
  });

  it("treats a name that was only markup as missing", () => {
    const result = sanitizedSignUpSchema.safeParse({ ...form, lastName: "<script>alert(1)</script>" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Last name is required"]);
  });

  it("measures the length after sanitising", () => {
    const longest = "a".repeat(100);
    expect(sanitizedSignUpSchema.parse({ ...form, firstName: `<b>${longest}</b>` }).firstName).toBe(longest);
    expect(
      sanitizedSignUpSchema.safeParse({ ...form, firstName: `<b>${longest}a</b>` }).error?.issues,
    ).toEqual([expect.objectContaining({ message: "First name must be at most 100 characters" })]);
  });
});

describe("sanitizeMarkdown", () => {
  it("leaves ordinary markdown untouched", () => {
    const markdown = [
      "# Pitch deck",
      "",
      "> Build what people *need*.",
      "",
      "- **Bold** and _italic_ with `a && b` code",
      "1. Tom & Jerry &amp; friends",
      "",
      "[site](https://example.com/path?a=1&b=2#top) ![logo](/images/logo.png) [mail](mailto:a@b.co)",
      "[top](#top) [ref][1] [call](tel:+15550100)",
      "",
      "[1]: https://example.com/ref",
      "```ts",
      "const total = price * 2;",
      "```",
    ].join("\n");
    expect(sanitizeMarkdown(markdown)).toBe(markdown);
  });

  it.each(["a < b", "x<3 and y <= 2", "a <> b", "1 << 2", "a &lt; b", "Tom &amp; Jerry & friends"])(
    "stores %j exactly as sent",
    (text) => {
      expect(sanitizeMarkdown(text)).toBe(text);
    },
  );

  it.each([
    [
      "We teach the <title> element.\n\nSecond paragraph",
      "We teach the &lt;title> element.\n\nSecond paragraph",
    ],
    ["Use <textarea> for long answers. More words.", "Use &lt;textarea> for long answers. More words."],
    ["The <style> tag, then the rest", "The &lt;style> tag, then the rest"],
    ["<SCRIPT>never closed, still words", "&lt;SCRIPT>never closed, still words"],
    ["a <option>b <option>c</option> d", "a &lt;option>b  d"],
    ["before <img src=x onerror=alert(1)// after", "before &lt;img src=x onerror=alert(1)// after"],
    ["a <!-- never closed > b", "a &lt;!-- never closed > b"],
    ["a </ b > c", "a &lt;/ b > c"],
  ])("keeps the words after markup that never closes, as text: %j", (input, expected) => {
    expect(sanitizeMarkdown(input)).toBe(expected);
  });

  it("still drops the content of scripts and styles that are closed", () => {
    expect(sanitizeMarkdown("a <style>p{}</style>b <script>alert(1)</script>c <title>t</title>d")).toBe(
      "a b c d",
    );
  });

  it.each(hostileMarkup)("removes every active part of %j", (markup) => {
    const result = sanitizeMarkdown(`before ${markup} after`);
    expect(result).toMatch(/^before .*after$/);
    expect(result).not.toMatch(STARTS_MARKUP);
    expect(result).not.toMatch(/alert|msgbox|\bon\w+=|javascript|vbscript|data:|expression|\.swf/i);
  });

  it("keeps the text of removed tags other than scripts and styles", () => {
    expect(sanitizeMarkdown('<a href="jAvAsCrIpT:alert(1)">click</a> <b>bold</b>')).toBe("click bold");
  });

  it.each([
    ["[x](javascript:alert(1))", "[x](#)"],
    ["[x]( JAVASCRIPT:alert(1))", "[x]( #)"],
    ["[x](\njavascript:alert(1))", "[x](\n#)"],
    ["![x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)", "![x](#)"],
    ["[x](vbscript:msgbox(1))", "[x](#)"],
    ["[x](&#106;avascript:alert(1))", "[x](#)"],
    ["[x](&#x6A;avascript&#58;alert(1))", "[x](#)"],
    ["[x](java&Tab;script:alert(1))", "[x](#)"],
    ["[x](javascript&colon;alert(1))", "[x](#)"],
    ["[x](javascript\\:alert(1))", "[x](#)"],
    ["[x](ftp://files.example.com/a)", "[x](#)"],
    ["[x]: javascript:alert(1)", "[x]: #"],
    ['[x]:\n  data:text/html,<b>x</b> "title"', '[x]:\n  # "title"'],
    ["[x](<javascript:alert(1)>)", "[x]()"],
  ])("neutralises the link in %j", (input, expected) => {
    expect(sanitizeMarkdown(input)).toBe(expected);
  });

  it.each([
    ["<https://example.com/a_b>", "[https\\:\\/\\/example\\.com\\/a\\_b](https://example.com/a_b)"],
    ["<HTTP://example.com/(x)>", "[HTTP\\:\\/\\/example\\.com\\/\\(x\\)](HTTP://example.com/%28x%29)"],
    ["<ada@example.com>", "[ada\\@example\\.com](mailto:ada@example.com)"],
    ["<javascript:alert(1)>", ""],
    ["<JavaScript:alert(1)>", ""],
    ["<data:text/html,hi>", ""],
    ["<vbscript:msgbox(1)>", ""],
  ])("rewrites the autolink %j as %j", (input, expected) => {
    expect(sanitizeMarkdown(input)).toBe(expected);
  });

  it(
    "stores text without markup exactly as sent",
    () => {
      const textWithoutMarkup = fc
        .array(
          fc.oneof(
            fc.string({ unit: "binary" }),
            fc.string({ unit: "grapheme-ascii" }),
            fc.constantFrom(
              "<",
              "< ",
              "<3",
              "<=",
              ">",
              "&",
              "&lt;",
              "&amp;",
              "&#60;",
              "\n\n",
              "\r\n",
              "**",
              "_",
            ),
          ),
        )
        // A '<' before a letter, '/', '!' or '?' starts markup, a NUL is never text, and a link
        // destination and an email autolink (CommonMark's `<local@domain>`, such as "<=@A>") are markup:
        // none of them belongs here.
        .map((parts) =>
          parts
            .join("")
            .replace(/<(?=[A-Za-z/!?])/g, "< ")
            .replaceAll("\u0000", ""),
        )
        .filter((text) => !/\](?:\(|:)/.test(text) && !EMAIL_AUTOLINK.test(text));
      fc.assert(
        fc.property(textWithoutMarkup, (text) => {
          expect(sanitizeMarkdown(text)).toBe(text);
        }),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "never leaves a '<' that starts markup, and is stable when applied again",
    () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.string({ unit: "binary" }),
            fc.string({ unit: "grapheme-ascii" }),
            fc
              .array(
                fc.constantFrom(
                  "<",
                  ">",
                  "[x](",
                  "](",
                  "]:",
                  ")",
                  "&",
                  "#",
                  ";",
                  "javascript:",
                  "<a ",
                  " ",
                  "\n",
                  "x",
                  "&lt;",
                  "<title>",
                  "</title>",
                  "<style>",
                  "<!--",
                  "-->",
                  "<option>",
                ),
              )
              .map((parts) => parts.join("")),
          ),
          (value) => {
            const once = sanitizeMarkdown(value);
            expect(once).not.toMatch(STARTS_MARKUP);
            expect(sanitizeMarkdown(once)).toBe(once);
          },
        ),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
