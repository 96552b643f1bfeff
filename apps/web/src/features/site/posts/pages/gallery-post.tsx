import { useTranslation } from "react-i18next";
import { useLatestPost } from "../api/posts-api.ts";
import { ArticleSection } from "../components/article-section.tsx";
import { Gallery } from "../components/gallery.tsx";
import { slidesOf } from "../components/media.ts";
import { PostPage } from "../components/post-page.tsx";

export default function GalleryPostPage() {
  const { t } = useTranslation();
  const state = useLatestPost({ kind: "blog", format: "gallery" });
  return (
    <PostPage pageKey="blogGalleryPost" dataPage="blog-gallery-post" state={state}>
      {(post) => (
        <ArticleSection
          post={post}
          lead={<Gallery slides={slidesOf(post.media)} label={t("blog.galleryLabel")} />}
        />
      )}
    </PostPage>
  );
}
