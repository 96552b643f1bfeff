import { useLatestPost } from "../api/posts-api.ts";
import { ArticleSection } from "../components/article-section.tsx";
import { EpisodeCard } from "../components/episode-card.tsx";
import { clipOf } from "../components/media.ts";
import { PostPage } from "../components/post-page.tsx";

/** The episode's card and its show notes (the body); no audio is fetched from elsewhere. */
export default function AudioPostPage() {
  const state = useLatestPost({ kind: "blog", format: "audio" });
  return (
    <PostPage pageKey="blogAudioPost" dataPage="blog-audio-post" state={state}>
      {(post) => {
        const clip = clipOf(post.media);
        return <ArticleSection post={post} lead={clip ? <EpisodeCard clip={clip} /> : null} />;
      }}
    </PostPage>
  );
}
