import { useTranslation } from "react-i18next";
import { Section } from "../../../../components/section.tsx";
import type { PostSummary } from "../api/posts-api.ts";
import { PostCard } from "./post-card.tsx";

/** Up to three more articles to read, as the API chose them. */
export function RelatedPosts({ posts }: { posts: readonly PostSummary[] }) {
  const { t } = useTranslation();
  if (posts.length === 0) return null;
  return (
    <Section title={t("blog.relatedArticles")} id="related" tone="muted">
      <ul className="grid gap-6 md:grid-cols-3">
        {posts.map((related) => (
          <PostCard key={related.id} post={related} />
        ))}
      </ul>
    </Section>
  );
}
