import { useLatestPost } from "../api/posts-api.ts";
import { ArticleSection } from "../components/article-section.tsx";
import { clipOf } from "../components/media.ts";
import { PostPage } from "../components/post-page.tsx";
import { VideoCard } from "../components/video-card.tsx";

export default function YoutubePostPage() {
  const state = useLatestPost({ kind: "blog", format: "youtube" });
  return (
    <PostPage pageKey="blogYoutubePost" dataPage="blog-youtube-post" state={state}>
      {(post) => {
        const clip = clipOf(post.media);
        return <ArticleSection post={post} lead={clip ? <VideoCard clip={clip} /> : null} />;
      }}
    </PostPage>
  );
}
