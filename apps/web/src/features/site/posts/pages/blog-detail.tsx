import { useSearchParams } from "react-router";
import { useLatestPost } from "../api/posts-api.ts";
import { ArticleSection } from "../components/article-section.tsx";
import { PostPage } from "../components/post-page.tsx";

/** `/blog-detail?id=…` shows that post (id or slug); without `id`, the latest blog post. */
export default function BlogDetailPage() {
  const [params] = useSearchParams();
  const id = params.get("id")?.trim() || undefined;
  const state = useLatestPost({ kind: "blog" }, id);
  return (
    <PostPage pageKey="blogDetail" dataPage="blog-detail" state={state}>
      {(post) => <ArticleSection post={post} />}
    </PostPage>
  );
}
