import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";
import { request } from "../../../../lib/http/http-client.ts";

export type NewsletterLinkAction = "confirm" | "unsubscribe";
export type NewsletterLinkState =
  { action: NewsletterLinkAction; phase: "working" | "done" | "failed" } | undefined;

const tokenParams = {
  confirm: "newsletter_confirm",
  unsubscribe: "newsletter_unsubscribe",
} as const;
const doneValues = { confirm: "confirmed", unsubscribe: "unsubscribed" } as const;

const noSubscription = () => () => undefined;

/**
 * Finishes the step of a newsletter e-mail link on the thank-you page: `?newsletter_confirm=`
 * or `?newsletter_unsubscribe=` posts the token (a prefetching mail scanner does not run this,
 * so it cannot confirm on anyone's behalf), then swaps the URL for `?newsletter=confirmed`
 * so the single-use token leaves the address bar and the history.
 */
export function useNewsletterLink(): NewsletterLinkState {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<NewsletterLinkState>();
  const started = useRef(false);
  // False while hydrating the prerendered page, whose HTML knows no query string.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  const action: NewsletterLinkAction | undefined = params.has(tokenParams.confirm)
    ? "confirm"
    : params.has(tokenParams.unsubscribe)
      ? "unsubscribe"
      : undefined;
  const token = action ? params.get(tokenParams[action]) : null;
  const done = params.get("newsletter");

  useEffect(() => {
    if (!action || !token || started.current) return;
    // Strict mode runs effects twice; the token works only once.
    started.current = true;
    request(`/api/newsletter/${action}`, { json: { token } })
      .then(() => {
        setState({ action, phase: "done" });
        setParams({ newsletter: doneValues[action] }, { replace: true });
      })
      .catch(() => setState({ action, phase: "failed" }));
  }, [action, token, setParams]);

  if (!hydrated) return undefined;
  if (state) return state;
  if (action && token) return { action, phase: "working" };
  if (done === "confirmed") return { action: "confirm", phase: "done" };
  if (done === "unsubscribed") return { action: "unsubscribe", phase: "done" };
  return undefined;
}
