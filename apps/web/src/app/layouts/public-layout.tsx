import { CookieNotice } from "../shell/cookie-notice.tsx";
import { PageTransition } from "../shell/page-transition.tsx";
import { SiteFooter } from "../shell/site-footer.tsx";
import { SiteHeader } from "../shell/site-header.tsx";
import { SkipLink } from "../shell/skip-link.tsx";

/** The public site: header navigation, page, footer with newsletter and legal links. */
export default function PublicLayout() {
  return (
    <div className="layout-frame flex min-h-screen flex-col bg-white dark:bg-slate-950">
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <PageTransition />
      </main>
      <SiteFooter />
      <CookieNotice />
    </div>
  );
}
