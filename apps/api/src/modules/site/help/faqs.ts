/** Frequently asked questions for /helpcenter-faqs, seeded into help_faqs (moved from the web app). */
export type Faq = { id: string; question: string; answer: string };

export type FaqGroup = { id: string; title: string; faqs: readonly Faq[] };

export const faqGroups: readonly FaqGroup[] = [
  {
    id: "account",
    title: "Account and sign-in",
    faqs: [
      {
        id: "reset-password",
        question: "I forgot my password. How do I reset it?",
        answer:
          'Choose "Forgot password?" on the sign-in page and enter your e-mail address. If an account exists, a reset link arrives within a few minutes; it works once and only for a limited time. For your security the page looks the same whether or not the address has an account.',
      },
      {
        id: "sign-in-email",
        question: "Do I sign in with my username or my e-mail address?",
        answer:
          "With your e-mail address. Your username is shown on your profile and to your colleagues, but the sign-in form always asks for the e-mail address you registered with.",
      },
      {
        id: "change-email",
        question: "How do I change the e-mail address on my account?",
        answer:
          "Open Profile, change the e-mail address and confirm with your password. We send a confirmation link to the new address; the change takes effect once you click it, and the old address gets a notice.",
      },
      {
        id: "session-length",
        question: "Why was I signed out?",
        answer:
          "Sessions expire after a period without activity, and end as soon as you sign out. If you were signed out unexpectedly, sign in again; if it keeps happening, check that your browser keeps site data for Fleetward.",
      },
      {
        id: "interface-language",
        question: "Can I use Fleetward in another language?",
        answer:
          "Yes. English, German and Japanese are offered in the settings, and the interface ships with 16 languages in total, including Arabic with a right-to-left layout. The choice is stored in your browser.",
      },
    ],
  },
  {
    id: "trial",
    title: "Free trial",
    faqs: [
      {
        id: "trial-length",
        question: "How long is the free trial and what does it cost?",
        answer:
          "The trial lasts 90 days from the day your workspace is deployed and costs nothing. We do not ask for a credit card. Your profile shows the exact expiry date.",
      },
      {
        id: "trial-approval",
        question: 'Why is my trial request "waiting for approval"?',
        answer:
          "A person on our team checks each request, usually within one business day, to make sure the workspace name is available and the request is genuine. You get an e-mail when your workspace starts deploying, which takes about five minutes.",
      },
      {
        id: "trial-export",
        question: "Can I export my data during the trial?",
        answer:
          "No. The trial is a beta and data export is not supported. When you upgrade to a paid plan, CSV and API export become available at once for everything you entered during the trial.",
      },
      {
        id: "trial-end",
        question: "What happens at the end of the 90 days?",
        answer:
          "The workspace is deactivated automatically. If you upgrade before the end, or within 30 days after it, everything carries over unchanged. Without an upgrade, the workspace and its data are deleted 30 days after deactivation.",
      },
      {
        id: "trial-data",
        question: "What data should I not put in a trial workspace?",
        answer:
          "Because the trial is a beta, keep out sensitive and production-critical data: passwords, disk recovery keys, health or HR records, national ID numbers, and the only copy of any record. Device, model, serial number and work e-mail data is fine.",
      },
    ],
  },
  {
    id: "devices",
    title: "Devices and inventory",
    faqs: [
      {
        id: "device-vs-asset",
        question: "What is the difference between a device and an asset?",
        answer:
          "A device is something with an operating system that can report its state: laptops, desktops, phones, tablets and servers. An asset is anything else worth tracking, such as monitors, docks, headsets or furniture. Only devices count towards your bill.",
      },
      {
        id: "device-reporting",
        question: "How do devices report to Fleetward?",
        answer:
          "Through osquery, the open-source agent you install on each computer. Under Devices → Add devices, an administrator makes an enrolment secret and downloads the flags file for the platform; osquery then checks in on its own and sends the device's details and policy results. How often is set under device settings.",
      },
      {
        id: "duplicates",
        question: "Can a device appear twice?",
        answer:
          "It should not: asset tags and serial numbers are unique in a workspace. An import matches each row to an existing asset by tag, then by serial number, and updates it instead of adding a second one; the dry run shows which rows it would create, update or refuse. A device that reports in through osquery is linked to the asset with the same serial number.",
      },
      {
        id: "without-agent",
        question: "Can I use Fleetward without installing osquery?",
        answer:
          "Yes. Import assets from a CSV or XLSX file (including a Snipe-IT export) or add them by hand, and use check-in and check-out to keep holders current. Security posture needs osquery, because the policies run on the device.",
      },
      {
        id: "device-limit",
        question: "Is there a limit on the number of devices?",
        answer: "The trial covers up to 250 devices. Business and Enterprise have no limit.",
      },
    ],
  },
  {
    id: "security",
    title: "Security and data",
    faqs: [
      {
        id: "data-location",
        question: "Where is my data stored?",
        answer:
          "In data centres in Frankfurt am Main, Germany. Enterprise customers can choose a US region when they order. Backups stay in the same region.",
      },
      {
        id: "recovery-keys",
        question: "Does Fleetward store disk recovery keys?",
        answer:
          "No. The disk encryption policies ask osquery whether FileVault, BitLocker or LUKS is on; no recovery key is read, copied or stored.",
      },
      {
        id: "agent-permissions",
        question: "What can Fleetward do on my devices?",
        answer:
          "Only read. osquery answers read-only SQL queries about the device, such as its hardware, software and settings, and Fleetward's policies are such queries. Fleetward cannot lock, wipe or change a device.",
      },
      {
        id: "security-report",
        question: "How do I report a security vulnerability?",
        answer:
          "E-mail security@fleetward.com with the steps to reproduce. We acknowledge reports within 24 hours, every day of the year, and do not take legal action against good-faith research.",
      },
      {
        id: "dpa",
        question: "Do you sign a data processing agreement?",
        answer:
          "Yes. Our GDPR data processing agreement is part of the terms of service for every paid plan, and you can download a countersigned copy from the billing page. Enterprise customers can request changes.",
      },
    ],
  },
  {
    id: "licences",
    title: "Licences and software",
    faqs: [
      {
        id: "licence-reminders",
        question: "When do licence renewal reminders arrive?",
        answer:
          "Every morning, in the daily reminder e-mail to the workspace's owner, admins and technicians: it lists the licences whose end date falls within the next 30 days, along with warranties ending and overdue check-ins. Members who switched workspace e-mails off see it as an in-app notice.",
      },
      {
        id: "licence-usage",
        question: "How does Fleetward know which seats are free?",
        answer:
          "A licence has the number of seats you bought, and each seat is checked out to a person or an asset. The licence shows how many are in use and how many are free. Fleetward does not read sign-in data from an identity provider, so a seat that is assigned but no longer used is found by reviewing the list.",
      },
      {
        id: "licence-audit",
        question: "Can Fleetward help with a vendor licence audit?",
        answer:
          "Yes. The licence position report sets entitlements from your recorded agreements against the installations and assigned users Fleetward sees, per product, and exports to CSV or PDF. Review it before you send anything to the vendor: it is your evidence, not theirs.",
      },
    ],
  },
];
