import type { ApiTokensText } from "./en.ts";

export const frApiTokens: ApiTokensText = {
  meta: {
    title: "Jetons d’API · espace Fleetward",
    description:
      "Des jetons qui permettent aux scripts et autres outils d’utiliser l’API de cet espace.",
  },
  nav: "Jetons d’API",
  page: {
    title: "Jetons d’API",
    lead: "Les scripts, MDM et autres outils appellent la même API de l’espace avec un jeton au lieu d’une connexion. Un jeton de lecture voit ce que voit un lecteur ; un jeton d’écriture peut aussi modifier les équipements, les personnes et les licences, comme un technicien. Les jetons ne gèrent jamais les membres, les réglages ni d’autres jetons.",
    adminsOnly:
      "Seuls le propriétaire et les administrateurs gèrent les jetons d’API. Demandez-leur si vous en avez besoin.",
    docs: "Envoyez-le comme « Authorization: Bearer fwk_… » ; chaque appel est décrit sur",
    loadFailed: "Les jetons d’API n’ont pas pu être chargés.",
  },
  scopes: {
    read: "Lecture (comme un lecteur)",
    write: "Lecture et écriture (comme un technicien)",
  },
  form: {
    title: "Nouveau jeton",
    name: "Nom",
    scope: "Portée",
    expiry: "Expire",
    never: "Jamais",
    days: "Dans {{n}} jours",
    submit: "Créer le jeton",
    sending: "Création…",
  },
  policy: {
    summary: "Durée de vie maximale des jetons : {{days}}",
    none: "aucune limite",
    days: "{{n}} jours",
    change: "la modifier dans les Paramètres",
  },
  created: {
    title: "Jeton « {{name}} » créé",
    once: "Copiez-le maintenant : il n’est affiché qu’une seule fois. Gardez-le comme un mot de passe.",
    secret: "Le nouveau jeton",
    copy: "Copier",
    copied: "Copié",
    copyFailed: "Copie impossible ; sélectionnez le jeton et copiez-le à la main.",
    done: "Terminé",
  },
  list: {
    caption: "Jetons d’API de cet espace",
    none: "Aucun jeton d’API pour l’instant.",
    name: "Nom",
    token: "Jeton",
    scope: "Portée",
    createdBy: "Créé par",
    lastUsed: "Dernière utilisation",
    expires: "Expire",
    actions: "Actions",
    never: "Jamais",
    neverUsed: "Pas encore",
    revoked: "Révoqué",
    expired: "Expiré",
    revoke: "Révoquer",
    revokeNamed: "Révoquer {{name}}",
    revokedNotice: "Jeton « {{name}} » révoqué : il cesse de fonctionner immédiatement.",
  },
};
