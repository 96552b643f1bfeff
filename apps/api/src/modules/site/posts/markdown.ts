import markdownIt, { type MarkdownIt } from "markdown-it";

/**
 * Bump when the rendering rules change: it is part of each post's source hash, so the next
 * seed re-renders every post instead of keeping HTML made by the old rules.
 */
export const rendererVersion = 1;

/**
 * Which link targets may survive, after markdown-it has decoded entities and
 * percent-encoded the URL: http(s), mailto, and links within the site (`/path`, `#anchor`,
 * `?query`, `page`). Anything with another scheme — `javascript:`, `data:`, `vbscript:`,
 * `file:` — is refused, and so is a protocol-relative `//host`, which leaves the site
 * while looking relative. A refused link is rendered as its plain text.
 */
export function isSafeLink(url: string): boolean {
  const value = url.trim();
  if (value === "") return false;
  // Browsers ignore these anywhere in a scheme ("java\tscript:"); refuse them outright.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(value)) return false;
  if (value.startsWith("//")) return false;
  const scheme = /^([^/?#]*?):/.exec(value)?.[1];
  if (scheme === undefined) return true; // relative: path, anchor or query
  return /^(?:https?|mailto)$/i.test(scheme);
}

/** An absolute http(s) link, which opens another site. */
function isExternal(url: string): boolean {
  return /^https?:/i.test(url.trim());
}

function createRenderer(): MarkdownIt {
  const md = markdownIt({
    // Raw HTML in the source is shown as text, never passed through.
    html: false,
    linkify: false,
    typographer: false,
  });
  md.validateLink = isSafeLink;

  const renderToken = md.renderer.renderToken.bind(md.renderer);
  md.renderer.rules.link_open = (tokens, index, options) => {
    const token = tokens[index];
    if (token && isExternal(String(token.attrGet("href") ?? ""))) {
      token.attrSet("rel", "noopener noreferrer");
    }
    return renderToken(tokens, index, options);
  };
  const renderImage = md.renderer.rules.image;
  md.renderer.rules.image = (tokens, index, options, env, self) => {
    const token = tokens[index];
    if (token) {
      token.attrSet("loading", "lazy");
      token.attrSet("decoding", "async");
    }
    return renderImage
      ? renderImage(tokens, index, options, env, self)
      : renderToken(tokens, index, options);
  };
  return md;
}

const renderer = createRenderer();

/**
 * Markdown → HTML that is safe to insert into a page as is: raw HTML is escaped, attributes
 * are escaped, and only http(s), mailto and same-site links and images are kept; external
 * links get `rel="noopener noreferrer"`.
 */
export function renderMarkdown(markdown: string): string {
  return renderer.render(markdown);
}
