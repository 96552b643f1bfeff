/**
 * Public pages whose content does not depend on the visitor: rendered to HTML at build
 * time so they paint before JavaScript runs. Signed-in pages are not listed; they start from
 * the SPA fallback. `/blog` is prerendered as its shell (header, filters, list skeleton; the
 * posts load after hydration) and `/login` as its form: both are entry pages, and from the
 * fallback they painted only after the app's code, the route's chunks and (blog) the API.
 */
export const prerenderedPaths = [
  "/",
  "/about",
  "/page-services",
  "/page-service-detail",
  "/page-team",
  "/page-pricing",
  "/page-testimonial",
  "/page-terms",
  "/page-privacy",
  "/contact",
  "/contact-detail",
  "/helpcenter",
  "/helpcenter-faqs",
  "/helpcenter-guides",
  "/helpcenter-support",
  "/documentation",
  "/changelog",
  "/page-comingsoon",
  "/page-maintenance",
  "/page-thankyou",
  "/blog",
  "/login",
];
