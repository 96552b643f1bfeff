import { createContext, useContext, useEffect } from "react";

/**
 * The page title of a workspace page names what is shown, then the workspace:
 * "LAP-0042 · Field laptop · Northwind IT" (PageMeta adds "· Fleetward"). A list page is titled
 * by its section; a page about one thing by that thing, once it has loaded.
 */
export function workspaceTitle(section: string, subject: string | null, workspace: string | null) {
  return [subject ?? section, workspace].filter((part) => part).join(" · ");
}

/** Set by the gate: a page names the thing it shows through <WorkspaceSubject>. */
export const SubjectContext = createContext<(subject: string | null) => void>(() => undefined);

/**
 * Names the thing a workspace page shows (an asset, a device, a person) in the page title;
 * rendered where that thing has loaded. Leaving the page gives the title back to the section.
 */
export function WorkspaceSubject({ name }: { name: string }) {
  const setSubject = useContext(SubjectContext);
  useEffect(() => {
    setSubject(name);
    return () => setSubject(null);
  }, [name, setSubject]);
  return null;
}
