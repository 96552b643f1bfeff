import type { ReactNode } from "react";
import type { PostDetail } from "../api/posts-api.ts";
import { ArticleBody } from "./article-body.tsx";
import { PostMeta } from "./post-meta.tsx";
import { TagList } from "./tag-list.tsx";

type ArticleSectionProps = {
  post: PostDetail;
  /** The format's own element (carousel, gallery, player…), shown above the body. */
  lead?: ReactNode;
  /** The body HTML to show; defaults to the whole body. */
  bodyHtml?: string;
  /** Shown on the start side on wide screens; after the text on small screens. */
  sidebar?: ReactNode;
};

/** An article under the page's <h1>: meta line, the format's element, body and tags. */
export function ArticleSection({ post, lead, bodyHtml, sidebar }: ArticleSectionProps) {
  const article = (
    <article className="min-w-0 lg:col-start-2 lg:row-start-1">
      <PostMeta post={post} />
      {lead}
      <ArticleBody html={bodyHtml ?? post.body_html} className="mt-8" />
      <TagList tags={post.tags} />
    </article>
  );
  return (
    <div id="article" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      {sidebar ? (
        <div className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
          {article}
          <div className="lg:col-start-1 lg:row-start-1">{sidebar}</div>
        </div>
      ) : (
        article
      )}
    </div>
  );
}
