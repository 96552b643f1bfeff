import type { EmailStrings } from "./en.ts";

export const emailFr: EmailStrings = {
  common: {
    greeting: "Bonjour {{name}},",
    linkFallback: "Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :",
    securityAlert: "Alerte de sécurité",
    textAction: "{{label}} : {{url}}",
    address: "Fleetward GmbH · Chausseestraße 29 · 10115 Berlin · Allemagne",
    moment: "{{date}} à {{time}} UTC",
    browserOnSystem: "{{browser}} sous {{system}}",
    unknownBrowser: "Un navigateur inconnu",
  },
  confirmation: {
    subject: "Confirmez votre adresse e-mail pour Fleetward",
    preheader: "Un clic pour confirmer votre adresse et commencer votre essai de 90 jours.",
    reason:
      "Vous recevez cet e-mail car cette adresse a été utilisée pour créer un compte Fleetward.",
    heading: "Confirmez votre adresse e-mail",
    intro:
      "Merci d’avoir créé un compte Fleetward. Veuillez confirmer qu’il s’agit bien de votre adresse e-mail afin que nous puissions vous envoyer les alertes de sécurité et les factures.",
    button: "Confirmer l’adresse e-mail",
    next: "Une fois votre adresse confirmée, vous pourrez commencer votre essai gratuit de 90 jours et enregistrer vos premiers appareils en une quinzaine de minutes.",
    linkHelp: {
      one: "Ce lien est valable {{count}} heure. Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :",
      other:
        "Ce lien est valable {{count}} heures. Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :",
    },
    notYou:
      "Si vous n’avez pas créé de compte, ignorez cet e-mail ; l’adresse restera non confirmée.",
    textIntro:
      "Merci d’avoir créé un compte Fleetward. Veuillez confirmer qu’il s’agit bien de votre adresse e-mail en ouvrant ce lien :",
    textExpiry: {
      one: "Le lien est valable {{count}} heure.",
      other: "Le lien est valable {{count}} heures.",
    },
  },
  passwordReset: {
    subject: "Réinitialisez votre mot de passe Fleetward",
    preheader: {
      one: "Utilisez ce lien dans un délai de {{count}} minute pour choisir un nouveau mot de passe.",
      other:
        "Utilisez ce lien dans un délai de {{count}} minutes pour choisir un nouveau mot de passe.",
    },
    reason:
      "Vous recevez cet e-mail car une réinitialisation du mot de passe a été demandée pour votre compte Fleetward.",
    heading: "Réinitialisez votre mot de passe",
    intro: {
      one: "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Fleetward. Choisissez un nouveau mot de passe à l’aide du bouton ci-dessous. Le lien ne fonctionne qu’une seule fois et expire dans {{count}} minute.",
      other:
        "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Fleetward. Choisissez un nouveau mot de passe à l’aide du bouton ci-dessous. Le lien ne fonctionne qu’une seule fois et expire dans {{count}} minutes.",
    },
    button: "Choisir un nouveau mot de passe",
    requestedOn: "Demande effectuée le {{moment}}",
    requestedFrom: "Depuis {{client}}",
    notYou:
      "Vous n’êtes pas à l’origine de cette demande ? Vous pouvez ignorer cet e-mail : votre mot de passe reste inchangé. Si vous recevez plusieurs e-mails de ce type sans les avoir demandés, prévenez-nous à security@fleetward.com.",
    textIntro:
      "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Fleetward. Choisissez un nouveau mot de passe ici :",
    textExpiry: {
      one: "Le lien ne fonctionne qu’une seule fois et expire dans {{count}} minute.",
      other: "Le lien ne fonctionne qu’une seule fois et expire dans {{count}} minutes.",
    },
    textRequested: "Demande effectuée le {{moment}} depuis {{client}}.",
    textNotYou:
      "Vous n’êtes pas à l’origine de cette demande ? Vous pouvez ignorer cet e-mail : votre mot de passe reste inchangé.",
  },
  alert: {
    subject: {
      one: "Action requise : {{count}} contrôle de sécurité en échec sur {{device}}",
      other: "Action requise : {{count}} contrôles de sécurité en échec sur {{device}}",
    },
    preheader: "{{device}} requiert quelques minutes de votre attention.",
    reason:
      "Vous recevez cet e-mail car vous êtes le propriétaire de {{device}} dans l’espace de travail {{workspace}}.",
    heading: "Votre ordinateur portable requiert votre attention",
    introOne:
      "Fleetward a détecté un contrôle de sécurité en échec sur un appareil qui vous est attribué. La plupart de ces problèmes se règlent en redémarrant l’appareil et en installant les mises à jour en attente.",
    introMany:
      "Fleetward a détecté des contrôles de sécurité en échec sur un appareil qui vous est attribué. La plupart de ces problèmes se règlent en redémarrant l’appareil et en installant les mises à jour en attente.",
    serial: "n° de série {{serial}}",
    assignedTo: "attribué à {{name}}",
    failingSince: "En échec depuis le {{date}}",
    button: "Voir comment corriger le problème",
    escalation: {
      one: "Si les contrôles échouent encore dans {{count}} jour, l’appareil sera signalé à votre équipe informatique comme non conforme. Vous pensez qu’il s’agit d’une erreur ? Répondez à cet e-mail : votre équipe informatique recevra votre message.",
      other:
        "Si les contrôles échouent encore dans {{count}} jours, l’appareil sera signalé à votre équipe informatique comme non conforme. Vous pensez qu’il s’agit d’une erreur ? Répondez à cet e-mail : votre équipe informatique recevra votre message.",
    },
  },
  accountAlert: {
    reason: "Vous recevez cet e-mail car cette adresse est celle d’un compte Fleetward.",
    signupAttempt: {
      title: "Quelqu’un a tenté de s’inscrire avec votre adresse e-mail",
      attempt:
        "Le {{moment}}, quelqu’un ({{client}}) a tenté de créer un nouveau compte Fleetward avec cette adresse e-mail. Comme elle appartient déjà à votre compte, aucun nouveau compte n’a été créé.",
      advice:
        "Si c’était vous, connectez-vous avec votre compte existant ou réinitialisez votre mot de passe si vous l’avez oublié. Sinon, vous pouvez ignorer cet e-mail : votre compte n’a pas été modifié.",
      action: "Se connecter",
    },
    passwordChanged: {
      title: "Votre mot de passe Fleetward a été modifié",
      changedEverywhere:
        "Le mot de passe de votre compte Fleetward a été modifié le {{moment}}, et tous les appareils connectés à votre compte ont été déconnectés.",
      changedElsewhere:
        "Le mot de passe de votre compte Fleetward a été modifié le {{moment}}, et tous les autres appareils connectés à votre compte ont été déconnectés.",
      advice:
        "Si c’est vous qui avez effectué ce changement, vous n’avez rien d’autre à faire. Sinon, réinitialisez votre mot de passe dès maintenant et prévenez-nous à security@fleetward.com.",
      action: "Réinitialiser votre mot de passe",
    },
    secondFactors: {
      authenticatorApp: "une application d’authentification",
      passkey: "la clé d’accès « {{name}} »",
      recoveryCodes: "un nouveau jeu de codes de récupération",
      addedTitle: "Un second facteur a été ajouté à votre compte Fleetward",
      added:
        "Le {{moment}}, {{factor}} a été ajoutée à votre compte Fleetward. Désormais, un second facteur vous sera aussi demandé lorsque vous vous connecterez avec votre mot de passe.",
      removedTitle: "Un second facteur a été supprimé de votre compte Fleetward",
      removed: "Le {{moment}}, {{factor}} a été supprimée de votre compte Fleetward.",
      codesTitle: "De nouveaux codes de récupération ont été générés pour votre compte Fleetward",
      codes:
        "Le {{moment}}, {{factor}} a été généré pour votre compte Fleetward. Les codes que vous aviez auparavant ne fonctionnent plus.",
      recoveryUsedTitle:
        "Un code de récupération a été utilisé pour se connecter à votre compte Fleetward",
      recoveryUsed: {
        one: "Le {{moment}}, quelqu’un ({{client}}) s’est connecté à votre compte Fleetward avec l’un de vos codes de récupération. Il vous reste {{count}} code.",
        other:
          "Le {{moment}}, quelqu’un ({{client}}) s’est connecté à votre compte Fleetward avec l’un de vos codes de récupération. Il vous reste {{count}} codes.",
      },
      advice:
        "Si c’est vous qui avez effectué cette opération, vous n’avez rien d’autre à faire. Sinon, changez votre mot de passe dès maintenant, vérifiez vos seconds facteurs dans les paramètres de votre compte et prévenez-nous à security@fleetward.com.",
      action: "Vérifier la sécurité de votre compte",
    },
    ssoChanged: {
      reason:
        "Vous recevez cet e-mail car vous êtes propriétaire ou administrateur de {{workspace}}.",
      title: "La connexion d’entreprise de {{workspace}} a été modifiée",
      connected:
        "Le {{moment}}, {{actor}} a connecté {{workspace}} à un fournisseur d’identité via {{protocol}}.",
      removed: "Le {{moment}}, {{actor}} a supprimé la connexion d’entreprise de {{workspace}}.",
      required:
        "Le {{moment}}, {{actor}} a rendu la connexion d’entreprise obligatoire pour les adresses se terminant par {{domains}} : les membres ayant une telle adresse ne peuvent désormais se connecter à {{workspace}} que via le fournisseur d’identité.",
      notRequired:
        "Le {{moment}}, {{actor}} a rendu la connexion d’entreprise facultative pour {{workspace}} : les membres peuvent de nouveau se connecter sans elle.",
      domainVerified:
        "Le {{moment}}, {{actor}} a vérifié le domaine {{domain}} pour la connexion d’entreprise de {{workspace}} : les personnes ayant une adresse dans ce domaine peuvent se connecter à l’espace de travail via son fournisseur d’identité.",
      domainRemoved:
        "Le {{moment}}, {{actor}} a retiré le domaine {{domain}} de la connexion d’entreprise de {{workspace}}.",
      advice:
        "Si vous attendiez ce changement, vous n’avez rien à faire. Sinon, vérifiez dès maintenant les paramètres de connexion de l’espace de travail : la personne qui contrôle la connexion d’entreprise décide qui peut se connecter à l’espace de travail.",
      action: "Vérifier les paramètres de connexion de l’espace de travail",
    },
  },
  invoice: {
    subject: "Votre facture Fleetward {{number}}",
    preheader: "Facture {{number}} : {{total}} à régler au plus tard le {{date}}.",
    reason: "Vous recevez cet e-mail car vous êtes contact de facturation pour {{company}}.",
    heading: "Facture {{number}}",
    intro:
      "Voici la facture de {{company}} pour la période {{period}}. Le PDF est joint à cet e-mail et également disponible dans votre compte.",
    issued: "Émise le {{date}}",
    due: "Échéance le {{date}}",
    description: "Description",
    quantity: "Qté",
    amount: "Montant",
    unitPrice: "{{price}} l’unité",
    subtotal: "Sous-total",
    vat: "TVA {{percent}} %",
    total: "Total à payer",
    button: "Consulter et payer la facture",
    payment:
      "Vous payez par carte ? Vous n’avez rien à faire : nous débitons la carte enregistrée à la date d’échéance. Des questions sur cette facture ? Répondez à cet e-mail et notre service de facturation vous répondra sous un jour ouvré.",
  },
  workspaceInvitation: {
    subject: "{{inviter}} vous invite à rejoindre {{workspace}} sur Fleetward",
    preheader: "Rejoignez l’espace de travail {{workspace}} avec le rôle {{role}}.",
    reason:
      "Vous recevez cet e-mail parce que {{inviter}} a invité cette adresse dans un espace de travail Fleetward.",
    heading: "Rejoignez {{workspace}} sur Fleetward",
    intro:
      "{{inviter}} vous invite à travailler dans l’inventaire {{workspace}} avec le rôle {{role}}.",
    button: "Accepter l’invitation",
    expiry: "Le lien ne fonctionne qu’une fois et expire le {{moment}}.",
    notYou:
      "Vous ne vous y attendiez pas ? Ignorez cet e-mail : rien ne se passe tant que vous n’acceptez pas.",
    textIntro:
      "{{inviter}} vous invite à travailler dans l’inventaire {{workspace}} avec le rôle {{role}}. Acceptez l’invitation ici :",
    roles: {
      admin: "administrateur",
      technician: "technicien",
      viewer: "lecteur",
    },
  },
  workspaceDigest: {
    subject: {
      one: "{{workspace}} : {{count}} élément à traiter",
      other: "{{workspace}} : {{count}} éléments à traiter",
    },
    preheader: "Garanties, licences et retours qui demandent votre attention dans {{workspace}}.",
    reason:
      "Vous recevez cet e-mail parce que vous êtes propriétaire, administrateur ou technicien de l’espace de travail {{workspace}}. Vous pouvez désactiver les rappels de l’espace de travail sous Notifications, dans votre compte Fleetward.",
    heading: "À traiter dans {{workspace}}",
    intro: "Voici ce qui demande votre attention dans {{workspace}} le {{date}}.",
    warranties: "Garanties se terminant sous 30 jours",
    warrantyLine: "garantie jusqu’au {{date}}",
    licenses: "Licences expirant sous 30 jours",
    licenseLine: "expire le {{date}}",
    overdue: "Retours en retard",
    overdueLine: "chez {{holder}}, à rendre le {{date}}",
    overdueLineNoHolder: "à rendre le {{date}}",
    more: {
      one: "…et {{count}} autre",
      other: "…et {{count}} autres",
    },
    seeAllOverdue: "Voir tous les retours en retard",
    button: "Ouvrir le tableau de bord",
    summary: {
      warranties: {
        one: "{{count}} garantie se termine sous 30 jours",
        other: "{{count}} garanties se terminent sous 30 jours",
      },
      licenses: {
        one: "{{count}} licence expire sous 30 jours",
        other: "{{count}} licences expirent sous 30 jours",
      },
      overdue: {
        one: "{{count}} retour est en retard",
        other: "{{count}} retours sont en retard",
      },
    },
  },
  /** Posture alerts: devices that flipped between passing and failing a policy. */
  postureAlert: {
    subjectFailing: "{{workspace}} : des appareils ne respectent plus les règles de sécurité",
    subjectPassing: "{{workspace}} : des appareils respectent de nouveau les règles de sécurité",
    preheader:
      "Appareils qui ne respectent plus, ou de nouveau, les règles de sécurité dans {{workspace}}.",
    reason:
      "Vous recevez cet e-mail parce que vous êtes propriétaire ou administrateur de l’espace de travail {{workspace}}. Vous pouvez désactiver les e-mails d’espace de travail dans Notifications, dans votre compte Fleetward.",
    heading: "Changements de sécurité dans {{workspace}}",
    intro: "Ces appareils ont changé d’état vis-à-vis des règles de sécurité de {{workspace}}.",
    failing: "Non conformes désormais",
    passing: "De nouveau conformes",
    button: "Ouvrir l’aperçu de sécurité",
  },
  sample: {
    diskEncryption: "Chiffrement du disque",
    diskEncryptionDetail: "La protection BitLocker est suspendue sur le lecteur C:.",
    osUpdates: "Mises à jour du système d’exploitation",
    osUpdatesDetail: "La dernière mise à jour cumulative de Windows 11 a 12 jours de retard.",
    invoiceLine: "Fleetward Business — appareils (nombre maximal en {{period}})",
    city: "Amsterdam",
  },
};
