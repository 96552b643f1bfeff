import { useLatestPost } from "../api/posts-api.ts";
import { ArticleSection } from "../components/article-section.tsx";
import { splitOpeningQuote, type OpeningQuote } from "../components/media.ts";
import { PostPage } from "../components/post-page.tsx";

function LargeQuote({ quote }: { quote: OpeningQuote }) {
  return (
    <figure
      lang="en"
      className="mt-8 max-w-3xl rounded-2xl bg-gradient-to-br from-amber-50 to-orange-100 p-8 sm:p-12 dark:from-slate-900 dark:to-amber-950"
    >
      <svg
        viewBox="0 0 48 36"
        aria-hidden="true"
        className="h-9 w-12 fill-amber-600 rtl:-scale-x-100 dark:fill-amber-400"
      >
        <path d="M0 36V20C0 8 6 1 18 0v7c-6 1-9 5-9 11h9v18Zm27 0V20C27 8 33 1 45 0v7c-6 1-9 5-9 11h9v18Z" />
      </svg>
      {/* Sanitised by the API like the rest of the body. */}
      <blockquote
        className="mt-6 text-2xl leading-snug font-semibold text-slate-900 sm:text-3xl dark:text-white"
        dangerouslySetInnerHTML={{ __html: quote.html }}
      />
      {quote.attribution ? (
        <figcaption className="mt-6 text-slate-700 dark:text-slate-300">
          — {quote.attribution}
        </figcaption>
      ) : null}
    </figure>
  );
}

export default function BlockquotePostPage() {
  const state = useLatestPost({ kind: "blog", format: "blockquote" });
  return (
    <PostPage pageKey="blogBlockquotePost" dataPage="blog-blockquote-post" state={state}>
      {(post) => {
        const { quote, rest } = splitOpeningQuote(post.body_html);
        return (
          <ArticleSection
            post={post}
            lead={quote ? <LargeQuote quote={quote} /> : null}
            bodyHtml={rest}
          />
        );
      }}
    </PostPage>
  );
}
