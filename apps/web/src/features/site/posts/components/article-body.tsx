/**
 * A post's body. The HTML was rendered from Markdown and sanitised by the API (no raw HTML,
 * scripts, handlers or unsafe links survive), so it is inserted as is.
 * Long-form bodies are written in English whatever the interface language.
 */
export function ArticleBody({ html, className = "" }: { html: string; className?: string }) {
  return (
    <div
      lang="en"
      className={`article-body ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
