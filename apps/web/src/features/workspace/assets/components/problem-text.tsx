import { useTranslation } from "react-i18next";
import type { ActionProblem } from "../lib/action-problems.ts";

/** A refusal in the reader's language when it is a known one, else the API's own words. */
export function ProblemText({ problem }: { problem: ActionProblem }) {
  const { t } = useTranslation();
  if (problem.kind === "text") return <>{problem.text}</>;
  if (problem.kind === "notDeployable") {
    return <>{t("assets.problems.notDeployable", { label: problem.label })}</>;
  }
  return <>{t(problem.key)}</>;
}

/** A refusal shown next to the action that caused it, announced as it appears. */
export function ActionProblemAlert({ problem }: { problem: ActionProblem | null }) {
  if (!problem) return null;
  return (
    <p
      role="alert"
      className="mt-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      data-testid="action-problem"
    >
      <ProblemText problem={problem} />
    </p>
  );
}
