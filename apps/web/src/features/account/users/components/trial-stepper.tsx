import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";

/** Spec §4: the trial and workspace states, in the order a customer goes through them. */
const trialStatuses = ["none", "pending", "deploying", "active"] as const;
export type TrialStatus = (typeof trialStatuses)[number];

/** Title and text are i18n keys; the stepper translates them. */
type TrialStep = { status: TrialStatus; title: ParseKeys; text: ParseKeys };

const trialSteps: readonly TrialStep[] = trialStatuses.map((status) => ({
  status,
  title: `accountArea.trial.steps.${status}.title`,
  text: `accountArea.trial.steps.${status}.text`,
}));

type StepState = "done" | "current" | "upcoming";

const markerClasses: Record<StepState, string> = {
  done: "border-emerald-600 bg-emerald-600 text-white dark:border-emerald-400 dark:bg-emerald-400 dark:text-slate-950",
  current:
    "border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-400 dark:text-slate-950",
  upcoming:
    "border-slate-300 bg-white text-slate-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-400",
};

const stateLabel: Record<StepState, ParseKeys> = {
  done: "accountArea.trial.stepDone",
  current: "accountArea.trial.stepCurrent",
  upcoming: "accountArea.trial.stepUpcoming",
};

function stepState(step: TrialStatus, current: TrialStatus): StepState {
  const offset = trialStatuses.indexOf(step) - trialStatuses.indexOf(current);
  if (offset < 0) return "done";
  return offset === 0 ? "current" : "upcoming";
}

/** The four trial states of spec §4 as an ordered list; the current one is aria-current. */
export function TrialStepper({
  status,
  activeTitle,
}: {
  status: TrialStatus;
  activeTitle: string;
}) {
  const { t } = useTranslation();
  return (
    <ol className="grid gap-4 sm:grid-cols-4">
      {trialSteps.map((step, index) => {
        const state = stepState(step.status, status);
        return (
          <li
            key={step.status}
            aria-current={state === "current" ? "step" : undefined}
            className="flex gap-3 sm:flex-col"
          >
            <span
              aria-hidden="true"
              className={`grid size-8 shrink-0 place-items-center rounded-full border-2 text-sm font-bold ${markerClasses[state]}`}
            >
              {state === "done" ? "✓" : index + 1}
            </span>
            <div>
              <p className="font-semibold text-slate-900 dark:text-white">
                {step.status === "active" ? activeTitle : t(step.title)}
              </p>
              <p className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
                {t(stateLabel[state])}
              </p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t(step.text)}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
