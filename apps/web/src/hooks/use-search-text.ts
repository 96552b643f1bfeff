import { useEffect, useEffectEvent, useState } from "react";

/**
 * A search box's text, committed `delayMs` after the last keystroke (one request per pause,
 * not per key). When the committed value changes elsewhere (filters cleared), the box follows.
 */
export function useSearchText(committed: string, commit: (text: string) => void, delayMs = 300) {
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    setText(committed);
  }
  const onCommit = useEffectEvent(commit);
  useEffect(() => {
    if (text.trim() === committed.trim()) return;
    const timer = setTimeout(() => onCommit(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, committed, delayMs]);
  return [text, setText] as const;
}
