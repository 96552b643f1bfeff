import type { ParseKeys } from "i18next";

/** Spec §4: the trial and workspace states, in the order a customer goes through them. */
export const trialStatuses = ["none", "pending", "deploying", "active"] as const;
export type TrialStatus = (typeof trialStatuses)[number];

/** What the profile shows (spec §2). The accounts issue fills it from the API. */
export type AccountProfile = {
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  title: string | null;
  position: string | null;
  department: string | null;
  company: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  emailConfirmed: boolean;
  /** The app name chosen on the trial form; the workspace lives at https://{app}.{APP_HOST}. */
  app: string | null;
  trialStatus: TrialStatus;
  /** ISO date; set once the trial is active (90 days after approval). */
  trialExpiresAt: string | null;
};

export const emptyProfile: AccountProfile = {
  firstName: null,
  lastName: null,
  username: null,
  title: null,
  position: null,
  department: null,
  company: null,
  address: null,
  phone: null,
  email: null,
  emailConfirmed: false,
  app: null,
  trialStatus: "none",
  trialExpiresAt: null,
};

/** Title and text are i18n keys; the stepper translates them. */
export type TrialStep = { status: TrialStatus; title: ParseKeys; text: ParseKeys };

export const trialSteps: readonly TrialStep[] = [
  {
    status: "none",
    title: "accountArea.trial.steps.none.title",
    text: "accountArea.trial.steps.none.text",
  },
  {
    status: "pending",
    title: "accountArea.trial.steps.pending.title",
    text: "accountArea.trial.steps.pending.text",
  },
  {
    status: "deploying",
    title: "accountArea.trial.steps.deploying.title",
    text: "accountArea.trial.steps.deploying.text",
  },
  {
    status: "active",
    title: "accountArea.trial.steps.active.title",
    text: "accountArea.trial.steps.active.text",
  },
];
