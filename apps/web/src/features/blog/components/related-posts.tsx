import { Section } from "../../../components/section.tsx";
import { relatedPosts, type Post } from "../data/posts.ts";
import { PostCard } from "./post-card.tsx";

/** Three more articles to read, same category first. */
export function RelatedPosts({ post }: { post: Post }) {
  return (
    <Section title="Related articles" id="related" tone="muted">
      <ul className="grid gap-6 md:grid-cols-3">
        {relatedPosts(post).map((related) => (
          <PostCard key={related.slug} post={related} />
        ))}
      </ul>
    </Section>
  );
}
