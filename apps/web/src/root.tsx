import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
} from "react-router";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import { prePaintScript } from "./app/pre-paint-script.ts";
import { useApplySettings } from "./app/use-apply-settings.ts";
import { useInactivityLock } from "./app/use-inactivity-lock.ts";
import { useSessionBootstrap } from "./app/use-session-bootstrap.ts";
import { MainLoader } from "./components/main-loader.tsx";
import { NoticeCenter } from "./components/notice-center.tsx";
import { PageMeta } from "./components/page-meta.tsx";
import { buttonClasses } from "./components/button-classes.ts";
import { retryServerErrors } from "./lib/http/http-status.ts";
import "./lib/i18n/i18n.ts";

// Every query shares one retry policy (lib/http/http-status.ts): 5xx and network failures once, 4xx never.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: retryServerErrors, refetchOnWindowFocus: false },
  },
});

/**
 * The stylesheet goes out as a React resource (it has a precedence) so it is written at the top
 * of <head>, ahead of the app's module preloads: the browser fetches it first and the
 * prerendered page can paint before the JavaScript arrives.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appStylesheet, precedence: "default" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The pre-paint script may already have set lang, dir and classes: React must not fight it.
    <html lang="en" dir="ltr" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body suppressHydrationWarning>
        <script dangerouslySetInnerHTML={{ __html: prePaintScript }} />
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useApplySettings();
  useSessionBootstrap();
  useInactivityLock();
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <MainLoader />
      <NoticeCenter />
    </QueryClientProvider>
  );
}

/** Shown while the app starts on a page that was not prerendered. */
export function HydrateFallback() {
  return <MainLoader forceVisible />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  useApplySettings();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  const title = notFound ? t("errors.notFoundTitle") : t("errors.genericTitle");
  return (
    <main className="grid min-h-screen place-items-center bg-white px-6 text-center dark:bg-slate-950">
      <PageMeta title={title} description={t("errors.genericText")} />
      <div className="max-w-lg">
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{title}</h1>
        <p className="mt-4 text-slate-600 dark:text-slate-300">
          {notFound ? t("errors.notFoundText") : t("errors.genericText")}
        </p>
        <div className="mt-8 flex justify-center gap-3">
          <button
            type="button"
            className={buttonClasses("secondary")}
            onClick={() => location.reload()}
          >
            {t("errors.tryAgain")}
          </button>
          <Link to="/" className={buttonClasses("primary")}>
            {t("common.backHome")}
          </Link>
        </div>
      </div>
    </main>
  );
}
