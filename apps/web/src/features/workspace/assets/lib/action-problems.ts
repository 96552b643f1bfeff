import type { ParseKeys } from "i18next";
import { HttpError } from "../../../../lib/http/http-client.ts";

/*
 * Why a check-out, check-in or retirement was refused, in the reader's language. The API's
 * `detail` is English; the refusals it is known to give are translated, anything else is
 * shown as the API wrote it (better than a vague "failed").
 */

export type ActionProblem =
  | { kind: "known"; key: ParseKeys }
  | { kind: "notDeployable"; label: string }
  | { kind: "text"; text: string };

type KnownDetail = { pattern: RegExp; key: ParseKeys };

const notDeployable = /^Only deployable assets can be checked out; this one is “(.*)”/;

const knownDetails: KnownDetail[] = [
  { pattern: /already checked out/i, key: "assets.problems.alreadyOut" },
  { pattern: /already retired/i, key: "assets.problems.alreadyRetired" },
  { pattern: /asset is retired/i, key: "assets.problems.retired" },
  { pattern: /not checked out/i, key: "assets.problems.notOut" },
  { pattern: /has left the organisation/i, key: "assets.problems.personLeft" },
  { pattern: /No such person/i, key: "assets.problems.noPerson" },
  { pattern: /No such location/i, key: "assets.problems.noLocation" },
  { pattern: /today or later/i, key: "assets.problems.dateInPast" },
];

/** What to say about a failed action: a translation key (with its values) or the API's text. */
export function actionProblemOf(error: unknown): ActionProblem {
  if (!(error instanceof HttpError)) return { kind: "known", key: "errors.genericTitle" };
  const detail = error.detail;
  if (!detail) return { kind: "known", key: error.messageKey as ParseKeys };
  const label = notDeployable.exec(detail)?.[1];
  if (label !== undefined) return { kind: "notDeployable", label };
  const known = knownDetails.find((entry) => entry.pattern.test(detail));
  return known ? { kind: "known", key: known.key } : { kind: "text", text: detail };
}
