import { describe, expect, it } from "vitest";
import { isSafeLink, renderMarkdown } from "./markdown.ts";

/** Every real tag of the HTML with its attributes (values unquoted, entities left as is). */
function tagsOf(html: string) {
  return [...html.matchAll(/<([a-z][a-z0-9]*)((?:\s+[^\s=>"']+(?:="[^"]*")?)*)\s*\/?>/gi)].map(
    ([, name = "", attributes = ""]) => ({
      name: name.toLowerCase(),
      attributes: [...attributes.matchAll(/\s+([^\s=>"']+)(?:="([^"]*)")?/g)].map(
        ([, key = "", value = ""]) => ({ key: key.toLowerCase(), value }),
      ),
    }),
  );
}

const allowedTags = new Set(
  "p h1 h2 h3 h4 h5 h6 ul ol li a img em strong code pre blockquote hr br table thead tbody tr th td s".split(
    " ",
  ),
);

/** What must never appear in rendered HTML, whatever the Markdown said. */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script/i);
  for (const tag of tagsOf(html)) {
    expect(allowedTags, `<${tag.name}>`).toContain(tag.name);
    for (const { key, value } of tag.attributes) {
      expect(key, `attribute of <${tag.name}>`).not.toMatch(/^on/);
      if (key === "href" || key === "src") {
        expect(value.trim()).toMatch(/^(?:https?:|mailto:|[/#?]|[^:]*$)/i);
        expect(value).not.toMatch(/^\/\//);
      }
    }
  }
}

describe("renderMarkdown", () => {
  it("(the checker below rejects what it is meant to reject)", () => {
    for (const unsafe of [
      '<p><img src="x" onerror="alert(1)"></p>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="//evil.example">x</a>',
      "<iframe></iframe>",
    ]) {
      expect(() => expectHarmless(unsafe), unsafe).toThrow();
    }
  });

  it("renders ordinary Markdown: headings, lists, emphasis, code, tables", () => {
    const html = renderMarkdown(
      "## Steps\n\n1. **Export** the `devices.csv`\n2. _Import_ it\n\n| a | b |\n|---|---|\n| 1 | 2 |\n",
    );
    expect(html).toContain("<h2>Steps</h2>");
    expect(html).toContain("<strong>Export</strong>");
    expect(html).toContain("<code>devices.csv</code>");
    expect(html).toContain("<em>Import</em>");
    expect(html).toContain("<table>");
  });

  it("escapes raw HTML instead of passing it through", () => {
    const html = renderMarkdown(
      [
        "<script>alert(1)</script>",
        '<img src=x onerror="alert(1)">',
        "<iframe src=https://evil.example></iframe>",
        '<svg onload="alert(1)"><circle/></svg>',
        '<a href="javascript:alert(1)">x</a>',
        "<style>body{display:none}</style>",
        "inline <b onmouseover=alert(1)>bold</b> text",
      ].join("\n\n"),
    );
    expectHarmless(html);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it.each([
    ["javascript:", "[x](javascript:alert(1))"],
    ["upper-case JAVASCRIPT:", "[x](JaVaScRiPt:alert(1))"],
    ["entity-encoded scheme", "[x](&#106;avascript:alert(1))"],
    ["hex entity scheme", "[x](&#x6A;avascript&#x3A;alert(1))"],
    ["named entity colon", "[x](javascript&colon;alert(1))"],
    ["tab inside the scheme", "[x](<java\tscript:alert(1)>)"],
    ["leading space in angle brackets", "[x](< javascript:alert(1)>)"],
    ["percent-encoded scheme", "[x](%6Aavascript:alert(1))"],
    ["data: HTML", "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
    ["data: image", "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)"],
    ["vbscript:", "[x](vbscript:msgbox(1))"],
    ["file:", "[x](file:///etc/passwd)"],
    ["protocol-relative", "[x](//evil.example/path)"],
    ["autolink", "<javascript:alert(1)>"],
    ["reference definition", "[x][evil]\n\n[evil]: javascript:alert(1)"],
    ["image reference", "![x][evil]\n\n[evil]: data:image/png;base64,AAAA"],
  ])("drops a link or image with an unsafe target: %s", (_name, markdown) => {
    const html = renderMarkdown(markdown);
    expectHarmless(html);
    expect(html).not.toMatch(/<a\s|<img\s/);
  });

  it("escapes quotes in titles so no attribute can be injected", () => {
    const html = renderMarkdown('[x](https://example.com "t\\" onmouseover=\\"alert(1)")');
    expectHarmless(html);
    expect(html).toContain('title="t&quot; onmouseover=&quot;alert(1)"');
  });

  it("keeps http(s), mailto and same-site links; external ones get rel=noopener noreferrer", () => {
    const html = renderMarkdown(
      "[a](https://www.cisa.gov/) [b](http://example.com/x) [c](mailto:help@fleetward.example) " +
        "[d](/blog?tags=mdm) [e](#setup) [f](pricing)",
    );
    expect(html).toContain('<a href="https://www.cisa.gov/" rel="noopener noreferrer">a</a>');
    expect(html).toContain('<a href="http://example.com/x" rel="noopener noreferrer">b</a>');
    expect(html).toContain('<a href="mailto:help@fleetward.example">c</a>');
    expect(html).toContain('<a href="/blog?tags=mdm">d</a>');
    expect(html).toContain('<a href="#setup">e</a>');
    expect(html).toContain('<a href="pricing">f</a>');
  });

  it("lazy-loads images from allowed places", () => {
    const html = renderMarkdown("![Dashboard](/images/dashboard.png)");
    expect(html).toContain(
      '<img src="/images/dashboard.png" alt="Dashboard" loading="lazy" decoding="async">',
    );
  });

  it("escapes HTML inside code blocks and inline code", () => {
    const html = renderMarkdown("```html\n<script>alert(1)</script>\n```\n\n`<img onerror=x>`");
    expectHarmless(html);
    expect(html).toContain("&lt;script&gt;");
  });
});

describe("isSafeLink", () => {
  it.each(["https://a.example", "HTTP://a.example", "mailto:x@y.example", "/a", "#b", "?c=1", "d"])(
    "allows %s",
    (url) => expect(isSafeLink(url)).toBe(true),
  );
  it.each([
    "javascript:alert(1)",
    " javascript:alert(1)",
    "java\u0000script:x",
    "data:text/html,x",
    "vbscript:x",
    "//evil.example",
    "/\\evil.example",
    "",
  ])("refuses %j", (url) => expect(isSafeLink(url)).toBe(false));
});
