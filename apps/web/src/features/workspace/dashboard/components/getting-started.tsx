import type { GettingStartedStep } from "@fleetward/contracts/workspace-getting-started";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { notifyFailure } from "../../../../lib/notices/notify-failure.ts";
import { workspacePaths } from "../../../../lib/workspace-paths.ts";
import { showNotice } from "../../../../lib/notices/notice-store.ts";
import {
  useDismissGettingStarted,
  useRemoveSampleData,
  type GettingStarted,
} from "../api/getting-started-api.ts";

/** Where each step is done: the page that does it (samples are removed right here). */
const stepLinks: Record<Exclude<GettingStartedStep, "samples">, () => string> = {
  import: () => workspacePaths.import(),
  enrol: () => workspacePaths.addDevices(),
  policies: () => workspacePaths.policies(),
  team: () => workspacePaths.members(),
};

type Props = { state: GettingStarted; isAdmin: boolean; canWrite: boolean };

/**
 * The checklist a new workspace opens on. Each tick comes from the API, which reads the
 * workspace (an import finished, a device enrolled…): doing the step is the only way to tick it.
 */
export function GettingStartedChecklist({ state, isAdmin, canWrite }: Props) {
  const { t } = useTranslation();
  const dismiss = useDismissGettingStarted();
  const hide = () => dismiss.mutate(undefined, { onError: (error) => notifyFailure(error, t) });
  return (
    <section
      aria-labelledby="getting-started-title"
      data-testid="getting-started"
      className="rounded-xl border border-blue-200 bg-blue-50 p-5 dark:border-blue-900 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2
          id="getting-started-title"
          className="text-lg font-semibold text-slate-900 dark:text-white"
        >
          {t("dashboard.gettingStarted.title")}
        </h2>
        <p
          className="text-sm text-slate-700 dark:text-slate-300"
          data-testid="getting-started-done"
        >
          {t("dashboard.gettingStarted.progress", {
            done: state.done,
            count: state.steps.length,
          })}
        </p>
      </div>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        {t("dashboard.gettingStarted.lead")}
      </p>
      <ol className="mt-4 space-y-3">
        {state.steps.map((step) => (
          <StepItem key={step.key} step={step.key} done={step.done} canWrite={canWrite} />
        ))}
      </ol>
      {isAdmin ? (
        <button
          type="button"
          className={buttonClasses("secondary", "mt-4")}
          onClick={hide}
          disabled={dismiss.isPending}
        >
          {t("dashboard.gettingStarted.dismiss")}
        </button>
      ) : null}
    </section>
  );
}

function StepItem({
  step,
  done,
  canWrite,
}: {
  step: GettingStartedStep;
  done: boolean;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex items-start gap-3" data-testid={`getting-started-${step}`} data-done={done}>
      <span
        aria-hidden="true"
        className={`mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
          done
            ? "bg-green-700 text-white dark:bg-green-500 dark:text-slate-950"
            : "border-2 border-slate-400 dark:border-slate-500"
        }`}
      >
        {done ? "✓" : ""}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900 dark:text-white">
          {t(`dashboard.gettingStarted.steps.${step}.title`)}
          <span className="sr-only">
            {" "}
            ({done ? t("dashboard.gettingStarted.done") : t("dashboard.gettingStarted.toDo")})
          </span>
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t(`dashboard.gettingStarted.steps.${step}.body`)}
        </p>
        {done ? null : <StepAction step={step} canWrite={canWrite} />}
      </div>
    </li>
  );
}

/** Asks first (removing cannot be undone), then says how many went. */
function useSampleRemoval() {
  const { t } = useTranslation();
  const removal = useRemoveSampleData();
  const remove = () => {
    if (!window.confirm(t("assets.register.removeSamplesConfirm"))) return;
    removal.mutate(undefined, {
      onSuccess: ({ removed }) =>
        showNotice({
          kind: "success",
          title: t("assets.register.samplesRemoved", { count: removed }),
        }),
      onError: (error) => notifyFailure(error, t),
    });
  };
  return { remove, removing: removal.isPending };
}

function StepAction({ step, canWrite }: { step: GettingStartedStep; canWrite: boolean }) {
  const { t } = useTranslation();
  const samples = useSampleRemoval();
  if (step === "samples") {
    return canWrite ? (
      <button
        type="button"
        className={buttonClasses("secondary", "mt-2")}
        onClick={samples.remove}
        disabled={samples.removing}
      >
        {t(`dashboard.gettingStarted.steps.samples.action`)}
      </button>
    ) : null;
  }
  return (
    <Link
      to={stepLinks[step]()}
      className="mt-1 inline-block font-medium text-blue-800 underline underline-offset-2 hover:no-underline dark:text-blue-300"
    >
      {t(`dashboard.gettingStarted.steps.${step}.action`)}
    </Link>
  );
}
