import { ThemeCustomizer } from "../settings/theme-customizer.tsx";
import { PageTransition } from "../shell/page-transition.tsx";

/** Status pages: one message, nothing else to distract; settings stay reachable. */
export default function BareLayout() {
  return (
    <div className="layout-frame relative min-h-screen bg-slate-50 dark:bg-slate-950">
      <div className="absolute end-4 top-4">
        <ThemeCustomizer />
      </div>
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <PageTransition />
      </main>
    </div>
  );
}
