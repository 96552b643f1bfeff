import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

const page = (feature: string, name: string) => `features/${feature}/pages/${name}.tsx`;

const portfolioStyles = ["modern", "classic", "creative", "masonry"] as const;
const portfolioColumns = ["two", "three", "four", "five", "six"] as const;

/** Every path of spec §2. Each page is its own route module, so each loads as its own chunk. */
export default [
  layout("app/layouts/public-layout.tsx", [
    index(page("home", "home")),

    // Company, services and legal
    route("about", page("company", "about")),
    route("page-services", page("company", "services")),
    route("page-service-detail", page("company", "service-detail")),
    route("page-team", page("company", "team")),
    route("page-pricing", page("company", "pricing")),
    route("page-testimonial", page("company", "testimonials")),
    route("contact", page("contact", "contact")),
    route("contact-detail", page("contact", "contact-detail")),
    route("page-terms", page("legal", "terms")),
    route("page-privacy", page("legal", "privacy")),
    route("terms-trial", page("trial", "terms-trial")),

    // Blog and knowledge base
    route("blog", page("blog", "blog-list")),
    route("blog-detail", page("blog", "blog-detail")),
    route("kb-detail/:id", page("blog", "kb-detail")),
    route("blog-standard-post", page("blog", "standard-post")),
    route("blog-slider-post", page("blog", "slider-post")),
    route("blog-gallery-post", page("blog", "gallery-post")),
    route("blog-youtube-post", page("blog", "youtube-post")),
    route("blog-vimeo-post", page("blog", "vimeo-post")),
    route("blog-audio-post", page("blog", "audio-post")),
    route("blog-blockquote-post", page("blog", "blockquote-post")),
    route("blog-left-sidebar-post", page("blog", "left-sidebar-post")),

    // Courses
    route("course-listing", page("courses", "course-listing")),
    route("course-detail/:id?", page("courses", "course-detail")),

    // Job board
    route("page-job-grid", page("jobs", "job-grid")),
    route("page-job-detail/:id?", page("jobs", "job-detail")),
    route("page-job-apply", page("jobs", "job-apply")),
    route("page-job-post", page("jobs", "job-post")),
    route("page-job-career", page("jobs", "job-career")),
    route("page-job-candidates", page("jobs", "job-candidates")),
    route("page-job-candidate-detail", page("jobs", "job-candidate-detail")),
    route("page-job-companies", page("jobs", "job-companies")),
    route("page-job-company-detail", page("jobs", "job-company-detail")),

    // Forums
    route("forums-topic", page("forums", "forums-topic")),
    route("forums-comments", page("forums", "forums-comments")),

    // Help centre
    route("helpcenter", page("help-center", "help-center")),
    route("helpcenter-faqs", page("help-center", "faqs")),
    route("helpcenter-guides", page("help-center", "guides")),
    route("helpcenter-support", page("help-center", "support")),

    // E-mail templates, previewed with the templates the server sends
    route("email-confirmation", page("emails", "confirmation")),
    route("email-password-reset", page("emails", "password-reset")),
    route("email-alert", page("emails", "alert")),
    route("email-invoice", page("emails", "invoice")),

    // Portfolio (customer stories): one module per listing style, columns come from the path
    ...portfolioStyles.flatMap((style) =>
      portfolioColumns.map((columns) =>
        route(`portfolio-${style}-${columns}`, page("portfolio", `${style}-listing`), {
          id: `portfolio-${style}-${columns}`,
        }),
      ),
    ),
    route("portfolio-detail-one/:id?", page("portfolio", "detail-one")),
    route("portfolio-detail-two", page("portfolio", "detail-two")),
    route("portfolio-detail-three", page("portfolio", "detail-three")),
    route("portfolio-detail-four", page("portfolio", "detail-four")),

    // Product documentation
    route("ui-components", page("docs", "ui-components")),
    route("documentation", page("docs", "documentation")),
    route("changelog", page("docs", "changelog")),

    // Operator console (operators only; the page answers 403 to anyone else)
    route("admin/trials", page("admin", "trials")),

    route("*", page("errors", "not-found")),
  ]),

  // Status pages stand alone: no navigation to distract from their one message.
  layout("app/layouts/bare-layout.tsx", [
    route("page-comingsoon", page("status", "coming-soon")),
    route("page-maintenance", page("status", "maintenance")),
    route("page-thankyou", page("status", "thank-you")),
  ]),

  layout("app/layouts/auth-layout.tsx", [
    route("login", page("auth", "login")),
    route("signup", page("auth", "signup")),
    route("auth-re-password", page("auth", "recover-password")),
    route("auth-lock-screen", page("auth", "lock-screen")),
    route("auth-signup-success", page("auth", "signup-success")),
  ]),

  // The workspace of a trial, served at {app}.{APP_HOST} (docs/decisions/0012).
  layout("app/layouts/workspace-layout.tsx", [route("workspace", page("workspace", "workspace"))]),

  layout("app/layouts/account-layout.tsx", [
    route("user-profile", page("account", "profile")),
    route("user-billing", page("account", "billing")),
    route("user-payment", page("account", "payment")),
    route("user-invoice", page("account", "invoice")),
    route("user-social", page("account", "social")),
    route("user-notification", page("account", "notifications")),
    route("user-setting", page("account", "settings")),
  ]),
] satisfies RouteConfig;
