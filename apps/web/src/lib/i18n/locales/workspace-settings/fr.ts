import type { WorkspaceSettingsText } from "./en.ts";

export const frWorkspaceSettings: WorkspaceSettingsText = {
  meta: {
    title: "Paramètres de l’espace · espace Fleetward",
    description:
      "Numéros d’inventaire, durée de vie maximale des jetons d’API et utilisation des quotas de l’espace.",
  },
  nav: "Paramètres",
  page: {
    title: "Paramètres de l’espace",
    lead: "Comment cet espace numérote ses équipements, combien de temps les jetons d’API peuvent vivre et ce qu’il utilise de chaque quota.",
    viewOnly: "Seuls le propriétaire et les administrateurs modifient ces paramètres.",
    loadFailed: "Les paramètres n’ont pas pu être chargés.",
  },
  assetTags: {
    title: "Numéros d’inventaire",
    lead: "Chaque nouvel équipement reçoit un numéro : ce préfixe suivi d’un nombre d’au moins cinq chiffres. Les numéros déjà attribués restent inchangés.",
    prefix: "Préfixe des numéros",
    invalid: "Lettres, chiffres et tirets, 12 au plus, par exemple FW-",
    nextTag: "Prochain numéro",
    preview: "Le prochain équipement recevra le numéro {{tag}}.",
    save: "Enregistrer le préfixe",
    saving: "Enregistrement…",
    saved: "Préfixe des numéros enregistré",
  },
  tokenLifetime: {
    title: "Durée de vie maximale des jetons d’API",
    max: "Durée de vie maximale d’un nouveau jeton",
    hint: "La réduire raccourcit les jetons plus longs au nouveau maximum, ce qui est consigné dans l’historique.",
    none: "Aucune limite",
    days: "{{n}} jours",
    save: "Enregistrer",
    saved: "Durée de vie maximale des jetons enregistrée",
  },
  currency: {
    title: "Devise",
    lead: "Les coûts des actifs et des licences saisis sans devise sont dans celle-ci. Les coûts déjà enregistrés gardent la leur.",
    label: "Devise de l’espace de travail",
    hint: "Utilisée pour les nouveaux coûts saisis sans devise.",
    save: "Enregistrer la devise",
    saved: "Devise de l’espace de travail enregistrée",
  },
  quotas: {
    title: "Quotas",
    lead: "Ce que cet espace peut occuper du service qu’il partage avec d’autres. Au-delà d’un quota, tout ce qui en ajouterait est refusé.",
    caption: "Les quotas de l’espace et ce qu’il utilise de chacun",
    day: "Les quotas journaliers comptent la journée du {{day}} (UTC).",
    loadFailed: "Les quotas n’ont pas pu être chargés.",
    columns: {
      name: "Quota",
      used: "Utilisé",
      share: "Part utilisée",
      past: "Au-delà du quota",
    },
    usedOf: "{{used}} sur {{limit}}",
    meter: "{{percent}} utilisés",
    names: {
      devices: "Appareils inscrits",
      device_log_bytes_per_day: "Journaux des appareils aujourd’hui",
      stored_imports: "Imports téléversés non exécutés",
      webhooks: "Webhooks",
      api_tokens: "Jetons d’API valides",
    },
    past: {
      devices: "L’inscription de nouveaux appareils est refusée.",
      device_log_bytes_per_day: "Les journaux au-delà du quota du jour sont abandonnés.",
      stored_imports:
        "Les nouveaux téléversements sont refusés. Ceux qui ne sont pas exécutés dans les 24 heures sont supprimés.",
      webhooks: "Aucun webhook supplémentaire ne peut être ajouté.",
      api_tokens:
        "Aucun jeton supplémentaire ne peut être créé ; les jetons révoqués ou expirés ne comptent pas.",
    },
    dropped: "{{size}} abandonnés aujourd’hui.",
  },
};
