import { useTranslation } from "react-i18next";
import { Navigate, useParams } from "react-router";
import { useLatestPost } from "../api/posts-api.ts";
import { ArticleSection } from "../components/article-section.tsx";
import { PostPage } from "../components/post-page.tsx";

/** `/kb-detail/:id`: a knowledge-base article by id or slug. A blog post's id goes to its page. */
export default function KbDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const found = useLatestPost({ kind: "kb" }, id?.trim() || undefined);
  const blogPost = found.status === "ready" && found.post.kind === "blog" ? found.post : null;
  // While the blog page loads, keep the loading frame (its title and heading) on screen.
  const state = blogPost ? ({ status: "pending" } as const) : found;
  return (
    <>
      {blogPost ? <Navigate to={`/blog-detail?id=${blogPost.id}`} replace /> : null}
      <PostPage
        pageKey="kbDetail"
        dataPage="kb-detail"
        state={state}
        backTo="/blog#knowledge-base"
        eyebrow={(post) => `${t("blog.knowledgeBase")} · ${post.category.name}`}
      >
        {(post) => <ArticleSection post={post} />}
      </PostPage>
    </>
  );
}
