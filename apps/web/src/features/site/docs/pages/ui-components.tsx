import { useState, type ReactNode } from "react";
import { buttonClasses } from "../../../../components/button-classes.ts";
import { Card } from "../../../../components/card.tsx";
import { fieldClasses, FormField } from "../../../../components/form-field.tsx";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { Section } from "../../../../components/section.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { Alert } from "../components/alert.tsx";
import { Badge, type BadgeTone } from "../components/badge.tsx";
import { Tabs } from "../components/tabs.tsx";

function Specimen({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-5 dark:border-slate-700">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {label}
      </p>
      <div className="mt-4 flex flex-wrap items-start gap-3">{children}</div>
    </div>
  );
}

const variants = ["primary", "secondary", "ghost"] as const;

function ButtonGallery() {
  const [sending, setSending] = useState(false);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Specimen label="Enabled">
        {variants.map((variant) => (
          <button key={variant} type="button" className={buttonClasses(variant)}>
            Save device
          </button>
        ))}
      </Specimen>
      <Specimen label="Disabled">
        {variants.map((variant) => (
          <button key={variant} type="button" disabled className={buttonClasses(variant)}>
            Save device
          </button>
        ))}
      </Specimen>
      <Specimen label="Busy (select to try)">
        <button
          type="button"
          disabled={sending}
          onClick={() => {
            setSending(true);
            setTimeout(() => setSending(false), 1500);
          }}
          className={buttonClasses("primary")}
        >
          {sending ? "Syncing…" : "Sync now"}
        </button>
      </Specimen>
      <Specimen label="Link styled as a button">
        <a href="#buttons" className={buttonClasses("secondary")}>
          View all devices
        </a>
      </Specimen>
    </div>
  );
}

function CardGallery() {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      <Card as="li" title="MacBook Pro 14″ (2024)">
        <p>Serial C02FK3XLMD6R · Assigned to Lena Hoffmann · Warranty until 14 March 2027.</p>
      </Card>
      <Card as="li">
        <p>A card without a title, for grouped content such as a short note or a chart.</p>
      </Card>
    </ul>
  );
}

function FieldGallery() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <FormField id="demo-serial" label="Serial number">
        <input id="demo-serial" defaultValue="C02FK3XLMD6R" className={fieldClasses} />
      </FormField>
      <FormField
        id="demo-tag"
        label="Asset tag"
        hint="Printed on the label under the device, for example FW-00412."
      >
        <input
          id="demo-tag"
          aria-describedby="demo-tag-hint"
          placeholder="FW-00412"
          className={fieldClasses}
        />
      </FormField>
      <FormField
        id="demo-email"
        label="Owner's e-mail"
        error="Enter an e-mail address such as name@company.com."
      >
        <input
          id="demo-email"
          type="email"
          defaultValue="lena.hoffmann"
          aria-invalid="true"
          aria-describedby="demo-email-error"
          className={fieldClasses}
        />
      </FormField>
      <FormField
        id="demo-disabled"
        label="Workspace address"
        hint="Set when the trial was created; it cannot be changed."
      >
        <input
          id="demo-disabled"
          disabled
          defaultValue="acme.fleetward.com"
          aria-describedby="demo-disabled-hint"
          className={fieldClasses}
        />
      </FormField>
      <FormField id="demo-status" label="Status">
        <select id="demo-status" defaultValue="assigned" className={fieldClasses}>
          <option value="stock">In stock</option>
          <option value="assigned">Assigned</option>
          <option value="repair">In repair</option>
          <option value="retired">Retired</option>
        </select>
      </FormField>
      <FormField id="demo-notes" label="Condition notes">
        <textarea
          id="demo-notes"
          rows={3}
          defaultValue="Small scratch on the lid; charger included."
          className={fieldClasses}
        />
      </FormField>
      <div className="flex items-center gap-3">
        <input
          id="demo-remind"
          type="checkbox"
          defaultChecked
          className="size-4 rounded border-slate-300 accent-blue-700 dark:border-slate-600 dark:accent-blue-400"
        />
        <label htmlFor="demo-remind" className="text-sm text-slate-900 dark:text-slate-100">
          Remind the borrower one day before the due date
        </label>
      </div>
    </div>
  );
}

const badges: readonly { tone: BadgeTone; label: string }[] = [
  { tone: "success", label: "Encrypted" },
  { tone: "warning", label: "Patch due in 3 days" },
  { tone: "danger", label: "No endpoint protection" },
  { tone: "info", label: "Checked out" },
  { tone: "neutral", label: "Retired" },
];

function AlertGallery() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Alert tone="info" title="Dry run finished">
        1,184 rows checked: 1,160 assets to add, 24 to update, none refused.
      </Alert>
      <Alert tone="success" title="Import finished">
        412 assets imported, 18 updated, none skipped.
      </Alert>
      <Alert tone="warning" title="Trial ends in 14 days">
        Upgrade before 4 December 2026 to keep your workspace running.
      </Alert>
      <Alert tone="error" title="Enrolment refused">
        A computer sent an enrolment secret that was revoked. Create a new secret under Devices →
        Add devices and give it to osquery on that computer.
      </Alert>
    </div>
  );
}

const sampleDevices: readonly {
  name: string;
  owner: string;
  os: string;
  posture: BadgeTone;
  label: string;
}[] = [
  {
    name: "MBP-LHOFFMANN",
    owner: "Lena Hoffmann",
    os: "macOS 15.1",
    posture: "success",
    label: "All checks pass",
  },
  {
    name: "LT-0412",
    owner: "Jonas Becker",
    os: "Windows 11 24H2",
    posture: "warning",
    label: "Patch due",
  },
  {
    name: "BUILD-SRV-03",
    owner: "Engineering",
    os: "Ubuntu 24.04",
    posture: "danger",
    label: "Firewall off",
  },
];

function TableGallery() {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="p-3 text-start text-slate-600 dark:text-slate-400">
          Three devices and their posture
        </caption>
        <thead className="bg-slate-50 text-slate-900 dark:bg-slate-900 dark:text-white">
          <tr>
            <th scope="col" className="p-3 text-start font-semibold">
              Device
            </th>
            <th scope="col" className="p-3 text-start font-semibold">
              Owner
            </th>
            <th scope="col" className="p-3 text-start font-semibold">
              Operating system
            </th>
            <th scope="col" className="p-3 text-start font-semibold">
              Posture
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-700 dark:divide-slate-800 dark:text-slate-300">
          {sampleDevices.map((device) => (
            <tr key={device.name} className="hover:bg-slate-50 dark:hover:bg-slate-900">
              <th scope="row" className="p-3 text-start font-medium text-slate-900 dark:text-white">
                {device.name}
              </th>
              <td className="p-3">{device.owner}</td>
              <td className="p-3">{device.os}</td>
              <td className="p-3">
                <Badge tone={device.posture}>{device.label}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const tabs = [
  {
    id: "overview",
    label: "Overview",
    content: (
      <p>MacBook Pro 14″, bought 14 March 2024 for €2,349, assigned to Lena Hoffmann in Berlin.</p>
    ),
  },
  {
    id: "security",
    label: "Security",
    content: (
      <p>
        FileVault on, macOS 15.1 (current), screen lock after 2 minutes, CrowdStrike Falcon not
        reporting since 18 November.
      </p>
    ),
  },
  {
    id: "history",
    label: "History",
    content: (
      <p>
        Checked out to Lena Hoffmann on 2 April 2024. Keyboard replaced under warranty on 9
        September 2025.
      </p>
    ),
  },
];

export default function UiComponentsPage() {
  const page = usePageText("uiComponents");
  return (
    <div data-page="ui-components">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow="Design system"
        title={page.title}
        lead="The building blocks every Fleetward screen is made of, live and interactive, each in its normal and its alternative state. Switch the theme or the text direction in the appearance settings to see them in dark mode and right to left."
      />
      <Section
        title="Buttons"
        id="buttons"
        intro="buttonClasses() from components/button-classes.ts, for buttons and for links that look like buttons."
      >
        <ButtonGallery />
      </Section>
      <Section
        title="Cards"
        id="cards"
        tone="muted"
        intro="<Card> from components/card.tsx, with and without a title."
      >
        <CardGallery />
      </Section>
      <Section
        title="Form fields"
        id="form-fields"
        intro="<FormField> and fieldClasses from components/form-field.tsx: every field has a visible label; hints and errors are linked with aria-describedby."
      >
        <FieldGallery />
      </Section>
      <Section
        title="Badges"
        id="badges"
        tone="muted"
        intro="Short status labels. The words carry the meaning; the colour only repeats it."
      >
        <ul className="flex flex-wrap gap-3">
          {badges.map((badge) => (
            <li key={badge.label}>
              <Badge tone={badge.tone}>{badge.label}</Badge>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        title="Alerts"
        id="alerts"
        intro="Inline messages that stay on the page, in four tones. Toasts use the same colours."
      >
        <AlertGallery />
      </Section>
      <Section
        title="Table"
        id="table"
        tone="muted"
        intro="Column and row headers are marked up as such, and wide tables scroll sideways on small screens."
      >
        <TableGallery />
      </Section>
      <Section
        title="Tabs"
        id="tabs"
        intro="Use the arrow keys to move between tabs, Home and End to jump, and Tab to enter the panel."
      >
        <Tabs label="Device details" tabs={tabs} />
      </Section>
    </div>
  );
}
