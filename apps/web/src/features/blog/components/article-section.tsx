import type { ReactNode } from "react";
import { Section } from "../../../components/section.tsx";
import type { Post } from "../data/posts.ts";
import { AuthorBox } from "./author-box.tsx";
import { PostMeta } from "./post-meta.tsx";
import { TagList } from "./tag-list.tsx";

type ArticleSectionProps = {
  post: Post;
  children: ReactNode;
  /** Shown on the start side on wide screens; after the text on small screens, so reading starts with it. */
  sidebar?: ReactNode;
};

/** An article: its title as the section heading, meta, body, tags and author. Wrap text in <Prose>. */
export function ArticleSection({ post, children, sidebar }: ArticleSectionProps) {
  const article = (
    <article className="min-w-0 lg:col-start-2 lg:row-start-1">
      <PostMeta post={post} />
      <div className="mt-2">{children}</div>
      <TagList tags={post.tags} />
      <AuthorBox authorId={post.authorId} />
    </article>
  );
  return (
    <Section title={post.title} id="article">
      {sidebar ? (
        <div className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
          {article}
          <div className="lg:col-start-1 lg:row-start-1">{sidebar}</div>
        </div>
      ) : (
        article
      )}
    </Section>
  );
}
