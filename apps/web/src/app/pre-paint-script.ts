/**
 * Runs before first paint (inline, allowed by the server's CSP through its hash) so a stored
 * dark theme or right-to-left direction never flashes the defaults. Mirrors lib/settings/theme.ts.
 * A page prerendered in English stays hidden while another stored language loads (max 1.5 s).
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
  } catch (e) {}
})();`;
