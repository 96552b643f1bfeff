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
    text: "Anything your organisation owns and wants to keep track of. Every asset has an asset tag, a category, a status (in stock, assigned, in repair, retired) and optionally a purchase date, cost, supplier and warranty end.",
    examples: "Monitors, docking stations, headsets, projectors, spare keyboards.",
  },
  {
    id: "devices",
    title: "Devices",
    text: "Assets with an operating system that can report their own state. Devices are identified by serial number, and connectors keep their model, OS version and security posture up to date. Devices active in the last 30 days count towards billing.",
    examples: "Laptops, desktops, phones, tablets and servers.",
  },
  {
    id: "people",
    title: "People",
    text: "The employees, contractors and shared accounts that devices and licence seats are assigned to. People can be imported from Microsoft Entra ID or Google Workspace, so leavers are flagged when their account is disabled. People are not users: only users can sign in to the workspace.",
    examples: "A new starter in Finance, a contractor with a loan laptop, the reception desk.",
  },
  {
    id: "locations",
    title: "Locations",
    text: "Where things are: offices, floors, storage rooms or a person's home office. Locations can be nested up to five levels, and technicians can be limited to the locations they look after.",
    examples: "Berlin → Floor 3 → IT cupboard; Remote – Germany.",
  },
  {
    id: "policies",
    title: "Policies",
    text: "Rules that define what a secure device is: required encryption, the maximum age of a missing security update, the longest allowed screen lock time and the accepted endpoint protection products. Policies apply to device groups, tags or locations; when several apply, the strictest wins.",
    examples:
      "Default laptops: 14 days to patch. Servers: 7 days. Finance team: 2-minute screen lock.",
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
  "Connect a data source: an MDM connector (Intune, Jamf Pro, Kandji or Google Workspace), a CSV import, or both.",
  "Create your locations and move devices into them, or map them from a column during the CSV import.",
  "Invite your colleagues and give each one a role: Administrator, Technician, Finance or Auditor.",
  "Open Security posture, review the devices that fail a check and adjust the default policy if your thresholds differ.",
];

const listRequest = `curl "https://acme.fleetward.com/api/v1/devices?platform=macos&page=1&page_size=2" \\
  -H "Authorization: Bearer fw_live_3kT9…"`;

const listResponse = `{
  "items": [
    {
      "id": "dev_01JB7Q4K2M",
      "serial_number": "C02FK3XLMD6R",
      "name": "MBP-LHOFFMANN",
      "platform": "macos",
      "os_version": "15.1",
      "owner": { "id": "per_01H8Z", "email": "l.hoffmann@acme.example" },
      "location": { "id": "loc_01H2", "name": "Berlin – Floor 3" },
      "posture": { "encryption": "pass", "patch": "pass", "screen_lock": "pass", "endpoint_protection": "fail" },
      "last_seen_at": "2026-11-20T16:42:10Z"
    }
  ],
  "page": 1,
  "page_size": 2,
  "total": 318
}`;

const errorExample = `HTTP/1.1 422 Unprocessable Entity
{ "detail": "serial_number must not be empty" }`;

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
        A new workspace is useful within an hour. These six steps take you from an empty account to
        your first posture report.
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
        HTTPS, lives at <code dir="ltr">https://&lt;your-workspace&gt;.fleetward.com/api/v1</code>,
        and is available on the Business and Enterprise plans. Because data export is not supported
        during the trial, trial workspaces cannot create API tokens.
      </p>
      <DocSection id="api-authentication" title="Authentication" level={3}>
        <p>
          Create a token under Settings → API tokens, give it a name and choose read-only or
          read-write. Send it in the <code>Authorization</code> header with the Bearer scheme.
          Tokens are shown once; we store only a hash. Revoke a token at any time from the same
          page.
        </p>
        <CodeBlock label="Request: the first two macOS devices">{listRequest}</CodeBlock>
        <CodeBlock label="Response">{listResponse}</CodeBlock>
      </DocSection>
      <DocSection id="api-endpoints" title="Endpoints" level={3}>
        <p>
          The most used endpoints are below. The full reference, generated from the same schemas the
          server validates with, is linked from Settings → API tokens in your workspace.
        </p>
        <EndpointTable />
      </DocSection>
      <DocSection id="api-pagination" title="Pagination" level={3}>
        <p>
          List endpoints take <code>page</code> (default 1) and <code>page_size</code> (default 10,
          maximum 100) and answer with <code>items</code>, <code>page</code>, <code>page_size</code>{" "}
          and <code>total</code>. Results are sorted by creation date unless you pass{" "}
          <code>sort</code>.
        </p>
      </DocSection>
      <DocSection id="api-errors" title="Errors and rate limits" level={3}>
        <p>
          Successful calls answer with a 2xx status. Errors answer with the matching status (400,
          401, 403, 404, 409, 413, 422 or 429) and a JSON body with a human-readable{" "}
          <code>detail</code>.
        </p>
        <CodeBlock label="Error response">{errorExample}</CodeBlock>
        <p>
          Each token may make 600 requests per minute. Above that, the API answers 429 with a{" "}
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
