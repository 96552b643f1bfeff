import { useTranslation } from "react-i18next";
import { useLatestPost } from "../api/posts-api.ts";
import { ArticleSection } from "../components/article-section.tsx";
import { Carousel } from "../components/carousel.tsx";
import { slidesOf } from "../components/media.ts";
import { PostPage } from "../components/post-page.tsx";

export default function SliderPostPage() {
  const { t } = useTranslation();
  const state = useLatestPost({ kind: "blog", format: "slider" });
  return (
    <PostPage pageKey="blogSliderPost" dataPage="blog-slider-post" state={state}>
      {(post) => (
        <ArticleSection
          post={post}
          lead={<Carousel slides={slidesOf(post.media)} label={t("blog.slidesLabel")} />}
        />
      )}
    </PostPage>
  );
}
