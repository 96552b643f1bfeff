import { Link } from "react-router";
import type { Post } from "../data/posts.ts";
import { PostCover } from "./post-cover.tsx";
import { PostMeta } from "./post-meta.tsx";

/** A post in a list: cover, meta, linked title and excerpt. Render inside a <ul>. */
export function PostCard({ post }: { post: Post }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <PostCover category={post.category} />
      <div className="flex flex-1 flex-col p-6">
        <PostMeta post={post} withAuthor={false} />
        <h3 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">
          <Link to={post.path} className="hover:underline">
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-slate-600 dark:text-slate-300">{post.excerpt}</p>
        <Link
          to={post.path}
          className="mt-4 text-sm font-semibold text-blue-700 hover:underline dark:text-blue-300"
          aria-label={`Read “${post.title}”`}
        >
          Read article →
        </Link>
      </div>
    </li>
  );
}
