/** A plain-text post: paragraphs at blank lines, line breaks kept; never interpreted as HTML. */
export function PlainText({ text }: { text: string }) {
  return (
    <div className="space-y-3 break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
