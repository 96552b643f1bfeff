import { useLatestPost } from "../api/posts-api.ts";
import { ArticleSection } from "../components/article-section.tsx";
import { BlogSidebar } from "../components/blog-sidebar.tsx";
import { PostPage } from "../components/post-page.tsx";

export default function LeftSidebarPostPage() {
  const state = useLatestPost({ kind: "blog", format: "standard" });
  return (
    <PostPage pageKey="blogLeftSidebarPost" dataPage="blog-left-sidebar-post" state={state}>
      {(post) => <ArticleSection post={post} sidebar={<BlogSidebar />} />}
    </PostPage>
  );
}
