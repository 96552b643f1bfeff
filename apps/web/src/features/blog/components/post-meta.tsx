import { Link } from "react-router";
import { categoryName, findAuthor, type Post } from "../data/posts.ts";
import { formatDate } from "./format.ts";

/** Category, date, reading time and author of a post, on one wrapping line. */
export function PostMeta({ post, withAuthor = true }: { post: Post; withAuthor?: boolean }) {
  const author = findAuthor(post.authorId);
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
      <Link
        to={`/blog?category=${post.category}`}
        className="font-semibold text-blue-700 hover:underline dark:text-blue-300"
      >
        {categoryName(post.category)}
      </Link>
      <span aria-hidden="true">·</span>
      <time dateTime={post.date}>{formatDate(post.date)}</time>
      <span aria-hidden="true">·</span>
      <span>{post.readingMinutes} min read</span>
      {withAuthor && author ? (
        <>
          <span aria-hidden="true">·</span>
          <span>By {author.name}</span>
        </>
      ) : null}
    </p>
  );
}
