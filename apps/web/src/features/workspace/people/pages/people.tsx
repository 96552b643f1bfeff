import { useTranslation } from "react-i18next";
import { WorkspaceGate } from "../../../../components/workspace/workspace-gate.tsx";
import { PeopleDirectory } from "../components/people-directory.tsx";

/** `/workspace/people`: the employees who hold the workspace's assets. */
export default function PeoplePage() {
  const { t } = useTranslation();
  return (
    <WorkspaceGate
      title={t("register.nav.people")}
      description={t("register.people.meta.description")}
    >
      {({ canEdit }) => (
        // Technicians and up add people (the API refuses others too); nobody once the trial ends.
        <PeopleDirectory canEdit={canEdit} />
      )}
    </WorkspaceGate>
  );
}
