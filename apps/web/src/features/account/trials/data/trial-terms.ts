export type TrialTermsSection = {
  id: string;
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
};

export const trialLengthDays = 90;

/** Spec §5: the trial terms, in the order a reader needs them. */
export const trialTermsSections: readonly TrialTermsSection[] = [
  {
    id: "what-it-is",
    title: "What the trial is",
    paragraphs: [
      "The Fleetward trial gives your organisation a workspace of its own, free of charge, for 90 days. It includes asset inventory, security posture for computers that report through osquery, and check-in and check-out, for up to 250 devices and 3 administrators.",
      "The trial runs on a beta version of Fleetward. These trial terms apply in addition to our terms of service; where the two differ, these trial terms prevail for the duration of the trial.",
    ],
  },
  {
    id: "as-is",
    title: "Provided as-is",
    paragraphs: [
      "The trial is provided as-is and as available, without any warranty or commitment on availability, performance or support response times.",
      "To the extent permitted by law, Fleetward accepts no liability for loss of data, for interruption or disruption of the service, or for any damage that results from them during the trial. This does not limit liability for intent, gross negligence or injury to life, body or health.",
    ],
  },
  {
    id: "beta-data",
    title: "Beta: keep sensitive and production-critical data out",
    paragraphs: [
      "Because the trial is a beta, features may change and data may be lost. Do not store sensitive data or data that your operations depend on in a trial workspace.",
    ],
    list: [
      "Good for a trial: device names, models, serial numbers, purchase dates, locations, work e-mail addresses of the people devices are assigned to.",
      "Keep out of a trial: passwords, disk recovery keys, health or HR records, national ID numbers, and the only copy of any record you cannot afford to lose.",
    ],
  },
  {
    id: "permitted-use",
    title: "What you may use it for",
    paragraphs: [
      "You may use the trial for the internal business purposes of your organisation: to evaluate Fleetward, and to manage your own devices and assets while you do.",
      "You may not redistribute, resell, sublicense or otherwise make the trial or any part of it available to third parties, and you may not run it on behalf of other organisations, for example as a managed service provider, without a written agreement with us.",
    ],
  },
  {
    id: "prohibited-uses",
    title: "Prohibited uses",
    paragraphs: ["When you use the trial, you must not:"],
    list: [
      "reverse engineer, decompile or copy the software, its design or its documentation;",
      "use the trial for any unlawful purpose;",
      "tamper with, probe or circumvent authentication or access controls;",
      "overload the system, for example with automated requests beyond normal use or load tests;",
      "store sensitive personal data, such as health data, biometric data or data about criminal convictions;",
      "violate the intellectual property rights of Fleetward or of third parties.",
    ],
  },
  {
    id: "data-export",
    title: "No data export during the trial",
    paragraphs: [
      "Data export is not supported during the trial: there is no CSV or XLSX export and no export API. Data you import stays inside the trial workspace.",
      "When you upgrade to a paid plan, export becomes available at once for everything you entered during the trial.",
    ],
  },
  {
    id: "duration",
    title: "Length of the trial and what happens at the end",
    paragraphs: [
      "The trial lasts 90 days from the day your workspace is deployed. Your profile shows the exact expiry date, and we send a reminder by e-mail and in your notifications 7 days before it.",
      "On day 90 the trial workspace is deactivated automatically: it becomes read-only: nothing can be added or changed, and it sends no reminders or webhooks. Computers enrolled with osquery keep reporting to it and its data is kept, so you can continue where you left off.",
      "To continue, upgrade to a paid plan at any time, before or after the end of the trial. Your devices, people, locations and history carry over unchanged.",
    ],
  },
  {
    id: "ending-early",
    title: "Ending the trial early",
    paragraphs: [
      "You can end the trial at any time from your account settings or by writing to support@fleetward.com. We may end a trial early if it is used in breach of these terms, and will tell you why.",
    ],
  },
];
