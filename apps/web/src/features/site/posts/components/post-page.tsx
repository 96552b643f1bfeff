import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NotFoundPanel } from "../../../../components/not-found-panel.tsx";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { usePageText, type PageKey } from "../../../../hooks/use-page-text.ts";
import type { LatestPostState, PostDetail } from "../api/posts-api.ts";
import { RelatedPosts } from "./related-posts.tsx";
import { LoadError } from "../../../../components/load-state.tsx";
import { ArticleSkeleton } from "./skeletons.tsx";

type PostPageProps = {
  pageKey: PageKey;
  /** The `data-page` hook of the route. */
  dataPage: string;
  state: LatestPostState;
  /** Where the not-found panel sends the visitor. */
  backTo?: string;
  eyebrow?: (post: PostDetail) => string;
  children: (post: PostDetail) => ReactNode;
};

/**
 * The frame shared by every single-post page: head tags, the one <h1> (the post title once
 * loaded), and the loading, error and not-found states around the page's own layout.
 */
export function PostPage({
  pageKey,
  dataPage,
  state,
  backTo = "/blog",
  eyebrow,
  children,
}: PostPageProps) {
  const { t } = useTranslation();
  const page = usePageText(pageKey);
  if (state.status !== "ready") {
    return (
      <div data-page={dataPage}>
        <PageMeta title={page.title} description={page.description} />
        <PageHeader title={page.title} lead={page.description} />
        {state.status === "pending" ? <ArticleSkeleton /> : null}
        {state.status === "error" ? (
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
            <LoadError title={t("blog.articleErrorTitle")} onRetry={state.retry} />
          </div>
        ) : null}
        {state.status === "missing" ? (
          <NotFoundPanel
            title={t("blog.notFoundTitle")}
            text={t("blog.notFoundText")}
            backTo={backTo}
            backLabel={t("blog.backToBlog")}
          />
        ) : null}
      </div>
    );
  }
  const { post } = state;
  return (
    <div data-page={dataPage}>
      <PageMeta title={post.title} description={post.excerpt} />
      <PageHeader
        eyebrow={eyebrow ? eyebrow(post) : post.category.name}
        title={post.title}
        lead={post.excerpt}
        contentLang="en"
      />
      {children(post)}
      <RelatedPosts posts={post.related} />
    </div>
  );
}
