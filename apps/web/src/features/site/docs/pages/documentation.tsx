import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "../../../../components/page-header.tsx";
import { PageMeta } from "../../../../components/page-meta.tsx";
import { usePageText } from "../../../../hooks/use-page-text.ts";
import { CodeBlock, DocSection } from "../components/doc-section.tsx";
import { DocsToc, type TocEntry } from "../components/docs-toc.tsx";
import { apiEndpoints } from "../data/api-endpoints.ts";

const concepts = [
  {
    id: "assets",
    title: "Assets",
    text: "Anything your organisation owns and wants to keep track of. Every asset has an asset tag, a name and a status label, and optionally a model, category, serial number, purchase date, cost, supplier, warranty end and custom fields. Assets are checked out to a person or a location and checked back in; every change is kept in the asset's history.",
    examples: "Laptops, monitors, docking stations, headsets, projectors, spare keyboards.",
  },
  {
    id: "devices",
    title: "Devices",
    text: "Computers that report their own state through osquery, the open-source agent you install on each one with an enrolment secret and a flags file. A device reports its hardware, operating system, installed software and policy results, and is linked to the register's asset with the same serial number. A device is online, offline or missing depending on when it last reported.",
    examples: "Windows, macOS and Linux laptops, desktops and servers.",
  },
  {
    id: "people",
    title: "People",
    text: "The employees, contractors and shared accounts that assets and licence seats are checked out to. Add them by hand or import them from a CSV or XLSX file; offboarding a person lists everything they still hold. People are not members: only members can sign in to the workspace.",
    examples: "A new starter in Finance, a contractor with a loan laptop, the reception desk.",
  },
  {
    id: "locations",
    title: "Locations",
    text: "Where things are: sites, buildings and rooms, each inside the one above it. An asset is kept at a location, or checked out to one.",
    examples: "Berlin → Building A → IT cupboard; Remote – Germany.",
  },
  {
    id: "policies",
    title: "Policies",
    text: "Checks that define what a secure computer is, written as osquery SQL: a device passes when the query returns a row. Add them from the library (disk encryption, firewall, screen lock, minimum OS version, automatic updates, Microsoft Defender, Gatekeeper and more) or write your own. Failing devices are listed under Security posture, and alerts can be sent by e-mail.",
    examples:
      "FileVault on for every Mac; Windows at or above a minimum build; the screen locks after 10 minutes at most.",
  },
];

const toc: readonly TocEntry[] = [
  { id: "getting-started", title: "Getting started" },
  { id: "concepts", title: "Concepts", children: concepts.map(({ id, title }) => ({ id, title })) },
  {
    id: "api",
    title: "API overview",
    children: [
      { id: "api-authentication", title: "Authentication" },
      { id: "api-endpoints", title: "Endpoints" },
      { id: "api-pagination", title: "Pagination" },
      { id: "api-errors", title: "Errors and rate limits" },
    ],
  },
];

const firstSteps = [
  "Create an account with your work e-mail address and request a free 90-day trial. Choose your workspace address, for example acme.fleetward.com.",
  "When the trial is approved, your workspace deploys in about five minutes. Your profile shows the link and the expiry date.",
  "Import your assets from a CSV or XLSX file, or from a Snipe-IT export: map the columns, check the dry run, then import.",
  "Create your locations and move assets into them, or map them from a column during the import.",
  "Enrol your computers: under Devices → Add devices, create an enrolment secret, download the osquery flags file for the platform and install osquery on each computer.",
  "Invite your colleagues and give each one a role: Admin, Technician or Viewer. The workspace's Owner can also transfer ownership.",
  "Open Security posture, add policies from the library and review the devices that fail one.",
];

const listRequest = `curl "https://acme.fleetward.com/api/workspace/assets?checked_out=true&sort=name&limit=2" \\
  -H "Authorization: Bearer fwk_3kT9…"`;

const listResponse = `{
  "items": [
    {
      "id": "0b6f3c1e-5a7d-4c2e-9f1a-2d8e4b7c6a51",
      "asset_tag": "FW-00042",
      "name": "MacBook Pro 14 — L. Hoffmann",
      "model_name": "MacBook Pro 14-inch (M3)",
      "category_name": "Laptops",
      "status_name": "Ready to deploy",
      "serial_number": "C02FK3XLMD6R",
      "location_name": "Berlin – Floor 3",
      "assigned_to": { "type": "person", "id": "7c1d9e2a-3b4f-4a6c-8d5e-1f2a3b4c5d6e", "name": "Lena Hoffmann" },
      "warranty_end": "2027-03-31",
      "custom_values": {},
      …
    }
  ],
  "next_cursor": "eyJuYW1lIjoiTWFjQm9vayBQcm8gMTQi…",
  "total": 318,
  "total_capped": false,
  "sample_count": 0
}`;

const errorExample = `HTTP/1.1 409 Conflict
{ "detail": "serial_number: Another asset in this workspace already has this serial number" }`;

const linkClasses = "font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300";

function EndpointTable() {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">Main REST API endpoints</caption>
        <thead className="bg-slate-50 text-slate-900 dark:bg-slate-900 dark:text-white">
          <tr>
            <th scope="col" className="p-3 text-start font-semibold">
              Endpoint
            </th>
            <th scope="col" className="p-3 text-start font-semibold">
              What it does
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {apiEndpoints.map((endpoint) => (
            <tr key={`${endpoint.method} ${endpoint.path}`}>
              <th scope="row" className="p-3 text-start font-normal whitespace-nowrap" dir="ltr">
                <code className="font-mono text-slate-900 dark:text-slate-100">
                  <span className="font-semibold text-blue-800 dark:text-blue-300">
                    {endpoint.method}
                  </span>{" "}
                  {endpoint.path}
                </code>
              </th>
              <td className="p-3 text-slate-700 dark:text-slate-300">{endpoint.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function GettingStarted() {
  return (
    <DocSection id="getting-started" title="Getting started">
      <p>
        A new workspace is useful within an hour. These steps take you from an empty account to your
        first posture report.
      </p>
      <ol className="list-decimal space-y-2 ps-6">
        {firstSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>
        Detailed instructions for each step are in the{" "}
        <Link to="/helpcenter-guides" className={linkClasses}>
          help centre guides
        </Link>
        . The trial is a beta: read the{" "}
        <Link to="/terms-trial" className={linkClasses}>
          trial terms
        </Link>{" "}
        before you import data.
      </p>
    </DocSection>
  );
}

function Concepts() {
  return (
    <DocSection id="concepts" title="Concepts">
      <p>
        Five kinds of records make up a workspace. Knowing how they relate makes imports and reports
        predictable.
      </p>
      {concepts.map((concept) => (
        <DocSection key={concept.id} id={concept.id} title={concept.title} level={3}>
          <p>{concept.text}</p>
          <p className="text-sm">
            <span className="font-semibold text-slate-900 dark:text-white">Examples: </span>
            {concept.examples}
          </p>
        </DocSection>
      ))}
    </DocSection>
  );
}

function ApiOverview() {
  return (
    <DocSection id="api" title="API overview">
      <p>
        The REST API reads and writes the same records as the web interface. It speaks JSON over
        HTTPS and lives under{" "}
        <code dir="ltr">https://&lt;your-workspace&gt;.fleetward.com/api/workspace</code>. API
        tokens work in every workspace, the trial included; only the CSV and XLSX exports wait for
        an upgraded plan.
      </p>
      <DocSection id="api-authentication" title="Authentication" level={3}>
        <p>
          An admin creates a token on the API tokens page of the workspace, gives it a name, chooses
          read or write and, if wanted, an expiry date. A read token sees what a viewer sees; a
          write token may also change assets, people and licences, like a technician. Tokens never
          manage members, settings or other tokens. Send the token in the <code>Authorization</code>{" "}
          header with the Bearer scheme. It starts with <code>fwk_</code> and is shown once; we
          store only a hash. Revoke a token at any time from the same page.
        </p>
        <CodeBlock label="Request: the first two checked-out assets">{listRequest}</CodeBlock>
        <CodeBlock label="Response (shortened)">{listResponse}</CodeBlock>
      </DocSection>
      <DocSection id="api-endpoints" title="Endpoints" level={3}>
        <p>
          Some of the most used endpoints are below. The full reference, an OpenAPI document
          generated from the same schemas the server validates with, is served at{" "}
          <code dir="ltr">/api/docs</code>.
        </p>
        <EndpointTable />
      </DocSection>
      <DocSection id="api-pagination" title="Pagination" level={3}>
        <p>
          Lists are paged with a cursor: they take <code>limit</code> (for assets 25 by default, at
          most 100) and answer with <code>items</code> and <code>next_cursor</code>. Pass{" "}
          <code>next_cursor</code> as <code>cursor</code> to get the next page; it is{" "}
          <code>null</code> on the last one. Rows added or removed meanwhile never shift what the
          next page shows. The asset list also counts the matches up to 1,000 (<code>total</code>,{" "}
          <code>total_capped</code>); <code>GET /api/workspace/assets/count</code> counts them all.
        </p>
      </DocSection>
      <DocSection id="api-errors" title="Errors and rate limits" level={3}>
        <p>
          Successful calls answer with a 2xx status. Errors answer with the matching status (for
          example 400, 401, 403, 404, 409, 422 or 429) and a JSON body with a human-readable{" "}
          <code>detail</code>.
        </p>
        <CodeBlock label="Error response">{errorExample}</CodeBlock>
        <p>
          Each token may make 120 requests per minute. Above that, the API answers 429 with a{" "}
          <code>Retry-After</code> header in seconds; wait that long before retrying.
        </p>
      </DocSection>
    </DocSection>
  );
}

export default function DocumentationPage() {
  const { t } = useTranslation();
  const page = usePageText("documentation");
  return (
    <div data-page="documentation">
      <PageMeta title={page.title} description={page.description} />
      <PageHeader
        eyebrow={t("company.documentation.eyebrow")}
        title={page.title}
        lead={t("company.documentation.lead")}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[14rem_1fr]">
        <aside className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-8rem)] lg:self-start lg:overflow-y-auto">
          <DocsToc entries={toc} />
        </aside>
        {/* Long-form: English in every language, marked so. */}
        <div lang="en" className="min-w-0 max-w-3xl space-y-12">
          <GettingStarted />
          <Concepts />
          <ApiOverview />
        </div>
      </div>
    </div>
  );
}
