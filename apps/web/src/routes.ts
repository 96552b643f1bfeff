import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { workspaceRoutes } from "./lib/workspace-paths.ts";

const page = (feature: string, name: string) => `features/${feature}/pages/${name}.tsx`;

const portfolioStyles = ["modern", "classic", "creative", "masonry"] as const;
const portfolioColumns = ["two", "three", "four", "five", "six"] as const;

/** Every path of spec §2. Each page is its own route module, so each loads as its own chunk. */
export default [
  layout("app/layouts/public-layout.tsx", [
    index(page("site/home", "home")),

    // Company, services and legal
    route("about", page("site/company", "about")),
    route("page-services", page("site/company", "services")),
    route("page-service-detail", page("site/company", "service-detail")),
    route("page-team", page("site/company", "team")),
    route("page-pricing", page("site/company", "pricing")),
    route("page-testimonial", page("site/company", "testimonials")),
    route("contact", page("site/contact", "contact")),
    route("contact-detail", page("site/contact", "contact-detail")),
    route("page-terms", page("site/legal", "terms")),
    route("page-privacy", page("site/legal", "privacy")),
    route("terms-trial", page("account/trials", "terms-trial")),

    // Blog and knowledge base
    route("blog", page("site/posts", "blog-list")),
    route("blog-detail", page("site/posts", "blog-detail")),
    route("kb-detail/:id", page("site/posts", "kb-detail")),
    route("blog-standard-post", page("site/posts", "standard-post")),
    route("blog-slider-post", page("site/posts", "slider-post")),
    route("blog-gallery-post", page("site/posts", "gallery-post")),
    route("blog-youtube-post", page("site/posts", "youtube-post")),
    route("blog-vimeo-post", page("site/posts", "vimeo-post")),
    route("blog-audio-post", page("site/posts", "audio-post")),
    route("blog-blockquote-post", page("site/posts", "blockquote-post")),
    route("blog-left-sidebar-post", page("site/posts", "left-sidebar-post")),

    // Courses
    route("course-listing", page("site/courses", "course-listing")),
    route("course-detail/:id?", page("site/courses", "course-detail")),

    // Job board
    route("page-job-grid", page("site/jobs", "job-grid")),
    route("page-job-detail/:id?", page("site/jobs", "job-detail")),
    route("page-job-apply", page("site/jobs", "job-apply")),
    route("page-job-post", page("site/jobs", "job-post")),
    route("page-job-career", page("site/jobs", "job-career")),
    route("page-job-candidates", page("site/jobs", "job-candidates")),
    route("page-job-candidate-detail", page("site/jobs", "job-candidate-detail")),
    route("page-job-companies", page("site/jobs", "job-companies")),
    route("page-job-company-detail", page("site/jobs", "job-company-detail")),

    // Forums
    route("forums-topic", page("site/forums", "forums-topic")),
    route("forums-comments", page("site/forums", "forums-comments")),

    // Help centre
    route("helpcenter", page("site/help", "help-center")),
    route("helpcenter-faqs", page("site/help", "faqs")),
    route("helpcenter-guides", page("site/help", "guides")),
    route("helpcenter-support", page("site/help", "support")),

    // E-mail templates, previewed with the templates the server sends
    route("email-confirmation", page("site/emails", "confirmation")),
    route("email-password-reset", page("site/emails", "password-reset")),
    route("email-alert", page("site/emails", "alert")),
    route("email-invoice", page("site/emails", "invoice")),

    // Portfolio (customer stories): one module per listing style, columns come from the path
    ...portfolioStyles.flatMap((style) =>
      portfolioColumns.map((columns) =>
        route(`portfolio-${style}-${columns}`, page("site/stories", `${style}-listing`), {
          id: `portfolio-${style}-${columns}`,
        }),
      ),
    ),
    route("portfolio-detail-one/:id?", page("site/stories", "detail-one")),
    route("portfolio-detail-two", page("site/stories", "detail-two")),
    route("portfolio-detail-three", page("site/stories", "detail-three")),
    route("portfolio-detail-four", page("site/stories", "detail-four")),

    // Product documentation
    route("ui-components", page("site/docs", "ui-components")),
    route("documentation", page("site/docs", "documentation")),
    route("changelog", page("site/docs", "changelog")),

    // Operator console (operators only; the page answers 403 to anyone else)
    route("admin/trials", page("account/trials", "operator-console")),

    route("*", page("site/errors", "not-found")),
  ]),

  // Status pages stand alone: no navigation to distract from their one message.
  layout("app/layouts/bare-layout.tsx", [
    route("page-comingsoon", page("site/status", "coming-soon")),
    route("page-maintenance", page("site/status", "maintenance")),
    route("page-thankyou", page("site/status", "thank-you")),
  ]),

  layout("app/layouts/auth-layout.tsx", [
    route("login", page("account/auth", "login")),
    route("signup", page("account/auth", "signup")),
    route("auth-re-password", page("account/auth", "recover-password")),
    route("auth-lock-screen", page("account/auth", "lock-screen")),
    route("auth-signup-success", page("account/auth", "signup-success")),
  ]),

  // The workspace of a trial, served at {app}.{APP_HOST} (docs/decisions/0012). Its paths live in
  // lib/workspace-paths.ts, beside the helpers every workspace link is built with.
  layout("app/layouts/workspace-layout.tsx", [
    route(workspaceRoutes.register, page("workspace/assets", "workspace")),
    route(workspaceRoutes.dashboard, page("workspace/dashboard", "dashboard")),
    route(workspaceRoutes.asset, page("workspace/assets", "asset")),
    route(workspaceRoutes.members, page("workspace/members", "members")),
    route(workspaceRoutes.customFields, page("workspace/custom-fields", "custom-fields")),
    route(workspaceRoutes.import, page("workspace/imports", "import")),
    route(workspaceRoutes.webhooks, page("workspace/webhooks", "webhooks")),
    route(workspaceRoutes.apiTokens, page("workspace/api-tokens", "api-tokens")),
    route(workspaceRoutes.settings, page("workspace/settings", "settings")),
    route(workspaceRoutes.licenses, page("workspace/licenses", "licenses")),
    route(workspaceRoutes.license, page("workspace/licenses", "license")),
    route(workspaceRoutes.people, page("workspace/people", "people")),
    route(workspaceRoutes.person, page("workspace/people", "person")),
    route(workspaceRoutes.catalog, page("workspace/catalog", "catalog")),
    route(workspaceRoutes.devices, page("workspace/devices", "devices")),
    route(workspaceRoutes.addDevices, page("workspace/devices", "add-devices")),
    route(workspaceRoutes.device, page("workspace/devices", "device")),
    route(workspaceRoutes.policies, page("workspace/devices", "policies")),
    route(workspaceRoutes.policy, page("workspace/devices", "policy")),
    route(workspaceRoutes.invitation, page("workspace/members", "invitation")),
  ]),

  layout("app/layouts/account-layout.tsx", [
    route("user-profile", page("account/users", "profile")),
    route("user-billing", page("account/billing", "billing")),
    route("user-payment", page("account/billing", "payment")),
    route("user-invoice", page("account/billing", "invoice")),
    route("user-social", page("account/users", "social")),
    route("user-notification", page("account/notifications", "notifications")),
    route("user-setting", page("account/users", "settings")),
  ]),
] satisfies RouteConfig;
