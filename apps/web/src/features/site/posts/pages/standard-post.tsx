import { useLatestPost } from "../api/posts-api.ts";
import { ArticleSection } from "../components/article-section.tsx";
import { PostCover } from "../components/post-cover.tsx";
import { PostPage } from "../components/post-page.tsx";

export default function StandardPostPage() {
  const state = useLatestPost({ kind: "blog", format: "standard" });
  return (
    <PostPage pageKey="blogStandardPost" dataPage="blog-standard-post" state={state}>
      {(post) => (
        <ArticleSection
          post={post}
          lead={
            <PostCover
              category={post.category.slug}
              className="mt-8 h-48 max-w-3xl rounded-xl sm:h-64"
            />
          }
        />
      )}
    </PostPage>
  );
}
