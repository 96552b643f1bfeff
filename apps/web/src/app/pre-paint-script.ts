import {
  CONSENT_STORAGE_KEY,
  COOKIE_POLICY_VERSION,
  LEGACY_NOTICE_KEY,
} from "../lib/consent/consent-store.ts";

/**
 * Runs before first paint (inline, allowed by the server's CSP through its hash) so a stored
 * dark theme or right-to-left direction never flashes the defaults. Mirrors lib/settings/theme.ts.
 * A page prerendered in English stays hidden while another stored language loads (max 1.5 s).
 * Prerendered pages contain the cookie notice; a visitor who already chose hides it here
 * (`consent-decided`, mirrors readConsent in lib/consent) until the app removes it.
 */
export const prePaintScript = `(function () {
  try {
    var s = localStorage, html = document.documentElement;
    var theme = s.getItem("theme") || "light";
    var dark = theme === "dark" || (theme === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
    if (dark) document.body.classList.add("dark");
    if (s.getItem("semidark") === "true") document.body.classList.add("semidark");
    var locale = s.getItem("locale");
    var rtl = s.getItem("rtlClass");
    html.dir = rtl === "rtl" || rtl === "ltr" ? rtl : locale === "ae" ? "rtl" : "ltr";
    if (locale && locale !== "en") {
      html.lang = locale === "ae" ? "ar" : locale;
      html.classList.add("i18n-pending");
      setTimeout(function () { html.classList.remove("i18n-pending"); }, 1500);
    }
    var consent = null;
    try { consent = JSON.parse(s.getItem("${CONSENT_STORAGE_KEY}") || "null"); } catch (e) {}
    var chose = consent && (consent.choice === "all" || consent.choice === "essential") &&
      consent.policyVersion === "${COOKIE_POLICY_VERSION}";
    if (chose || s.getItem("${LEGACY_NOTICE_KEY}") === "accepted") html.classList.add("consent-decided");
  } catch (e) {}
})();`;
