import type { Translation } from "./en.ts";

export const fr: Translation = {
  login_failed: "Échec de la connexion. Veuillez vérifier vos identifiants.",
  login_error: "Une erreur inattendue s’est produite. Veuillez réessayer.",
  login_success: "Connexion réussie !",
  welcome_back: "Bon retour parmi nous !",
  logout_success: "Déconnexion réussie",
  see_you_again: "À bientôt !",

  common: {
    appName: "Fleetward",
    tagline:
      "La gestion des actifs informatiques et des appareils, sécurisée depuis une seule application",
    skipToContent: "Aller au contenu principal",
    loading: "Chargement…",
    close: "Fermer",
    home: "Accueil",
    backHome: "Retour à l’accueil",
    signIn: "Se connecter",
    signUp: "Créer un compte",
    startTrial: "Commencer l’essai gratuit",
    signOut: "Se déconnecter",
    learnMore: "En savoir plus",
    readMore: "Lire la suite",
    contactSales: "Contacter un commercial",
    breadcrumb: "Fil d’Ariane",
    onThisPage: "Sur cette page",
    trialBadge: "Gratuit pendant 90 jours – sans carte bancaire",
  },

  nav: {
    mainLabel: "Navigation principale",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    product: "Produit",
    resources: "Ressources",
    company: "Entreprise",
    services: "Services",
    serviceDetail: "Service de sécurité des appareils",
    pricing: "Tarifs",
    customerStories: "Cas clients",
    testimonials: "Témoignages",
    documentation: "Documentation",
    changelog: "Journal des modifications",
    uiComponents: "Composants d’interface",
    blog: "Blog",
    knowledgeBase: "Base de connaissances",
    courses: "Formations",
    forums: "Forums",
    helpCenter: "Centre d’aide",
    faqs: "FAQ",
    guides: "Guides",
    support: "Assistance",
    about: "À propos",
    team: "Équipe",
    careers: "Carrières",
    jobBoard: "Offres d’emploi",
    contact: "Contact",
  },

  account: {
    menuLabel: "Menu du compte",
    sidebarLabel: "Navigation du compte",
    signedInAs: "Connecté en tant que {{name}}",
    profile: "Profil",
    billing: "Facturation",
    payment: "Paiement",
    invoice: "Factures",
    social: "Réseaux sociaux",
    notifications: "Notifications",
    settings: "Paramètres",
    lock: "Verrouiller l’écran",
    collapseSidebar: "Réduire la barre latérale",
    expandSidebar: "Développer la barre latérale",
  },

  footer: {
    about:
      "Fleetward tient un inventaire précis de chaque ordinateur portable, téléphone, serveur et licence de votre organisation, et indique en un coup d’œil quels appareils nécessitent votre attention.",
    product: "Produit",
    resources: "Ressources",
    company: "Entreprise",
    legal: "Informations légales",
    terms: "Conditions d’utilisation",
    privacy: "Politique de confidentialité",
    trialTerms: "Conditions de l’essai",
    copyright: "© {{year}} Fleetward. Tous droits réservés.",
    languageLabel: "Langue",
  },

  newsletter: {
    title: "Gardez une longueur d’avance sur les risques liés aux appareils",
    description:
      "Un e-mail par mois : alertes de sécurité, conseils de gestion des actifs et actualités produit.",
    emailLabel: "Adresse e-mail",
    placeholder: "vous@entreprise.fr",
    submit: "S’abonner",
    submitting: "Abonnement en cours…",
    success: "Merci ! Veuillez consulter votre boîte de réception pour confirmer votre abonnement.",
    invalidEmail: "Veuillez saisir une adresse e-mail valide.",
  },

  cookies: {
    title: "Cookies",
    message:
      "Nous utilisons uniquement les cookies nécessaires pour maintenir votre session et protéger vos formulaires. Aucun cookie publicitaire ni de suivi.",
    accept: "J’ai compris",
    learnMore: "Lire notre politique de confidentialité",
  },

  settings: {
    open: "Ouvrir les paramètres d’apparence",
    title: "Apparence",
    description:
      "Personnalisez l’apparence de Fleetward sur cet appareil. Les modifications s’appliquent immédiatement.",
    theme: "Thème de couleur",
    themeLight: "Clair",
    themeDark: "Sombre",
    themeSystem: "Système",
    direction: "Sens du texte",
    directionLtr: "De gauche à droite",
    directionRtl: "De droite à gauche",
    navbar: "Barre de navigation",
    navbarSticky: "Fixe",
    navbarFloating: "Flottante",
    navbarStatic: "Statique",
    menu: "Menu latéral",
    menuVertical: "Vertical",
    menuCollapsible: "Rétractable",
    menuHorizontal: "Horizontal",
    layout: "Largeur de page",
    layoutFull: "Pleine largeur",
    layoutBoxed: "Encadrée",
    animation: "Transition de page",
    animationNone: "Aucune",
    animationFade: "Fondu",
    animationFadeUp: "Fondu vers le haut",
    animationZoom: "Zoom",
    semidark: "Barre latérale sombre en thème clair",
    language: "Langue",
    reset: "Rétablir les paramètres par défaut",
  },

  auth: {
    errors: {
      usernameTaken: "Ce nom d’utilisateur est déjà pris. Veuillez en choisir un autre.",
      passwordRejected:
        "Choisissez un mot de passe plus difficile à deviner : évitez les mots de passe courants, ainsi que votre nom d’utilisateur ou votre adresse e-mail.",
      resetLinkInvalid:
        "Ce lien de réinitialisation n’est pas valide ou a expiré. Demandez-en un nouveau ci-dessous.",
      incorrectPassword: "Le mot de passe est incorrect.",
      currentPasswordWrong:
        "Votre mot de passe actuel est incorrect, ou le nouveau est trop facile à deviner.",
    },
    confirmingTitle: "Confirmation de votre adresse e-mail…",
    confirmedTitle: "Adresse e-mail confirmée",
    confirmedText:
      "Merci. Votre adresse est confirmée ; connectez-vous pour commencer votre essai gratuit.",
    confirmFailedTitle: "Nous n’avons pas pu confirmer cette adresse",
    confirmFailedText:
      "Le lien n’est pas valide, a déjà été utilisé ou a expiré. Connectez-vous et demandez un nouvel e-mail de confirmation, ou inscrivez-vous à nouveau.",
    continueToSignIn: "Continuer vers la connexion",
    fields: {
      workEmail: "E-mail professionnel",
      password: "Mot de passe",
      username: "Nom d’utilisateur",
      newPassword: "Nouveau mot de passe",
      confirmNewPassword: "Confirmer le nouveau mot de passe",
    },
    login: {
      lead: "Bon retour parmi nous. Connectez-vous pour voir vos appareils, votre essai et votre compte.",
      rememberMe: "Se souvenir de moi",
      forgotPassword: "Mot de passe oublié ?",
      submit: "Se connecter",
      submitting: "Connexion…",
      noAccount: "Nouveau sur Fleetward ? <a>Créer un compte</a>",
    },
    signup: {
      lead: "Un seul compte pour votre profil, votre essai gratuit de 90 jours et, plus tard, l’espace de travail de votre équipe. Aucune carte bancaire requise.",
      usernameHint:
        "3 à 32 caractères : lettres, chiffres, points, traits de soulignement et tirets.",
      emailHint: "Nous enverrons un lien de confirmation à cette adresse.",
      acceptTerms: "J’accepte les <a>conditions d’utilisation</a>.",
      submit: "Créer un compte",
      submitting: "Création de votre compte…",
      haveAccount: "Vous avez déjà un compte ? <a>Se connecter</a>",
    },
    signupSuccess: {
      lead: "Votre compte est créé. Nous avons envoyé un lien de confirmation à {{email}} : ouvrez-le pour confirmer que cette adresse vous appartient.",
      leadNoEmail:
        "Votre compte est créé. Nous avons envoyé un lien de confirmation à votre adresse e-mail : ouvrez-le pour confirmer que cette adresse vous appartient.",
      steps: {
        openEmail: "Ouvrez l’e-mail de Fleetward qui vous demande de confirmer votre adresse.",
        selectButton:
          "Sélectionnez le bouton de confirmation. Il ouvre Fleetward dans votre navigateur.",
        signIn: "Connectez-vous et commencez votre essai gratuit de 90 jours depuis votre profil.",
      },
      nothingArrived: "Vous n’avez rien reçu ?",
      tips: {
        wait: "Patientez cinq minutes : certains filtres de messagerie d’entreprise retiennent brièvement les nouveaux expéditeurs.",
        spam: "Consultez votre dossier de spam, de courrier indésirable ou de quarantaine, et signalez notre message comme n’étant pas du spam.",
        typo: "Vérifiez que l’adresse utilisée lors de votre inscription ne contient pas de faute de frappe – si c’est le cas, inscrivez-vous simplement à nouveau.",
        allowSender:
          "Demandez à votre équipe informatique d’autoriser les e-mails de Fleetward si votre organisation filtre les expéditeurs externes.",
      },
      stillNothing:
        "Toujours rien après cela ? <a>Contactez l’assistance</a> en nous indiquant l’adresse utilisée.",
    },
    lockScreen: {
      title: "Votre session est verrouillée",
      lead: "Nous avons verrouillé Fleetward après une période d’inactivité. Saisissez votre mot de passe pour reprendre là où vous en étiez.",
      submit: "Déverrouiller",
      submitting: "Déverrouillage…",
      notYou: "Ce n’est pas vous ? <a>Se connecter avec un autre compte</a>",
    },
    recover: {
      requestLead:
        "Saisissez l’adresse e-mail de votre compte Fleetward et nous vous enverrons un lien pour choisir un nouveau mot de passe.",
      newPasswordTitle: "Choisissez un nouveau mot de passe",
      newPasswordLead:
        "Choisissez un mot de passe que vous n’utilisez nulle part ailleurs. Une fois enregistré, utilisez-le pour vous connecter sur tous vos appareils.",
      remembered: "Il vous est revenu ? <a>Retour à la connexion</a>",
    },
    requestReset: {
      emailHint: "L’adresse utilisée lors de votre inscription.",
      submit: "Envoyer le lien de réinitialisation",
      submitting: "Envoi…",
      sent: "Si un compte existe pour cette adresse, nous avons envoyé un lien pour choisir un nouveau mot de passe. Il peut mettre quelques minutes à arriver ; consultez également votre dossier de spam ou de courrier indésirable.",
      useDifferentAddress: "Utiliser une autre adresse",
    },
    newPassword: {
      changedNotice: "Mot de passe modifié",
      changed:
        "Votre mot de passe a été modifié. <a>Connectez-vous avec votre nouveau mot de passe</a>.",
      mismatch: "Les deux mots de passe ne correspondent pas.",
      confirmHint: "Saisissez-le une seconde fois.",
      submit: "Enregistrer le nouveau mot de passe",
      submitting: "Enregistrement…",
    },
    passwordStrength: {
      empty: "8 à 128 caractères. Plus il est long, plus il est robuste.",
      strength: "Robustesse : {{level}}.",
      weak: "Faible",
      weakAdvice:
        "Utilisez au moins 8 caractères ; quelques mots sans rapport entre eux font très bien l’affaire.",
      fair: "Moyenne",
      fairAdvice: "Bon début. Allongez-le ou mélangez majuscules, chiffres et symboles.",
      strong: "Élevée",
      strongAdvice: "Difficile à deviner. Enregistrez-le dans votre gestionnaire de mots de passe.",
    },
  },

  accountArea: {
    notProvided: "Pas encore renseigné",
    profile: {
      lead: "Vos informations personnelles et celles de votre entreprise, votre adresse e-mail et l’état de votre essai Fleetward.",
      trialSection: "Essai gratuit",
      trialStatus: "État de l’essai",
      activeUntil: "Actif jusqu’au {{date}}",
      activeFor90Days: "Actif pendant 90 jours",
      detailsSection: "Vos informations",
      detailsIntro:
        "Reprises du formulaire d’essai. Pour corriger une information, écrivez à support@fleetward.com.",
      personalDetails: "Informations personnelles",
      companyDetails: "Informations sur l’entreprise",
      emailAddress: "Adresse e-mail",
      yourApp: "Votre application",
      emailConfirmed: "Confirmée",
      emailNotConfirmed: "Non confirmée",
      emailNote:
        "Les alertes de sécurité et les rappels concernant l’essai sont envoyés à cette adresse : veillez donc à ce qu’elle reste confirmée.",
      appNote:
        "Vous choisissez le nom de l’application dans le formulaire d’essai ; votre espace de travail est ensuite accessible à l’adresse <address/>.",
      fields: {
        firstName: "Prénom",
        lastName: "Nom",
        username: "Nom d’utilisateur",
        title: "Titre",
        position: "Poste",
        department: "Service",
        company: "Entreprise",
        address: "Adresse",
        phone: "Téléphone",
        email: "E-mail",
        app: "Application",
        appUrl: "URL de l’application",
        trialExpires: "Fin de l’essai",
      },
    },
    trial: {
      stepDone: "Terminée",
      stepCurrent: "Étape en cours",
      stepUpcoming: "Pas encore atteinte",
      steps: {
        none: {
          title: "Pas encore d’essai",
          text: "Acceptez les conditions de l’essai, puis présentez-nous votre entreprise et indiquez le nom d’application souhaité. Cela prend environ trois minutes.",
        },
        pending: {
          title: "En attente d’approbation",
          text: "Nous examinons chaque demande manuellement, généralement sous un jour ouvré, et vous prévenons par e-mail dès qu’elle est approuvée.",
        },
        deploying: {
          title: "Déploiement de votre espace de travail",
          text: "Nous créons votre propre espace de travail et sa base de données. Cela prend généralement quelques minutes ; vous pouvez fermer cette page en attendant.",
        },
        active: {
          title: "Actif",
          text: "Votre espace de travail est actif pendant 90 jours. Enregistrez vos premiers appareils et invitez votre équipe ; au bout des 90 jours, il est désactivé, sauf si vous passez à une formule payante.",
        },
      },
      next: {
        noneText:
          "Essayez toutes les fonctionnalités de Fleetward gratuitement pendant 90 jours, sans carte bancaire. L’essai est une version bêta : n’y placez ni données critiques pour la production ni données sensibles, et notez que l’export des données n’est pas encore disponible.",
        startTrial: "Commencer votre essai gratuit",
        pending:
          "Votre demande est en file d’attente. Nous écrirons à {{email}} dès qu’elle sera approuvée ; vous n’avez rien d’autre à faire.",
        pendingNoEmail:
          "Votre demande est en file d’attente. Nous vous enverrons un e-mail dès qu’elle sera approuvée ; vous n’avez rien d’autre à faire.",
        deploying:
          "Votre espace de travail est en cours de déploiement. Veuillez patienter quelques minutes, puis recharger cette page.",
        openWorkspace: "Ouvrir votre espace de travail",
        guides: "Guides de démarrage",
      },
    },
    billing: {
      lead: "Votre formule, le nombre d’appareils que vous gérez et l’adresse à laquelle nous envoyons les factures.",
      planSection: "Formule et utilisation",
      currentPlan: "Formule actuelle",
      noPlan: "Pas encore de formule",
      noPlanText:
        "Commencez par l’essai gratuit de 90 jours : toutes les fonctionnalités, sans carte bancaire. À la fin des 90 jours, l’essai se désactive automatiquement ; passez à une formule payante avant cette date pour conserver votre espace de travail.",
      startTrial: "Commencer votre essai gratuit",
      deviceUsage: "Utilisation des appareils",
      managedDevices_one: "{{count}} <unit>appareil géré</unit>",
      managedDevices_other: "{{count}} <unit>appareils gérés</unit>",
      deviceUsageText:
        "Un appareil est comptabilisé dès qu’il se signale pour la première fois à votre espace de travail. Les appareils retirés du service et archivés ne sont pas comptabilisés : faites donc le tri avant votre date de facturation.",
      detailsSection: "Informations de facturation",
      billingAddress: "Adresse de facturation",
      noBillingAddress: "Aucune adresse de facturation enregistrée",
      noBillingAddressText:
        "Lorsque les formules payantes seront disponibles après la bêta, nous reprendrons ici l’adresse de votre entreprise. Vous pourrez la modifier avant votre première facture, par exemple pour indiquer celle de votre service financier.",
      keepFleetward: "Conserver Fleetward après votre essai",
      keepFleetwardText:
        "Les formules payantes sont facturées par appareil géré : vous ne payez que ce que vous suivez réellement. Comparez-les, ou parlez-nous d’un tarif dégressif pour un parc important.",
      comparePlans: "Comparer les formules",
      talkToSales: "Contacter un commercial",
    },
    payment: {
      lead: "Les cartes que nous débitons pour votre formule Fleetward. L’essai gratuit n’en nécessite jamais.",
      methodsSection: "Moyens de paiement",
      savedMethods: "Moyens de paiement enregistrés",
      noMethod: "Aucun moyen de paiement enregistré",
      noMethodText:
        "Aucune carte n’est nécessaire pour l’essai de 90 jours. Les cartes que vous ajouterez plus tard apparaîtront ici avec leur réseau, leurs quatre derniers chiffres et leur date d’expiration.",
      addCard: "Ajouter une carte",
      paymentsClosed:
        "Les paiements par carte seront ouverts lorsque Fleetward sortira de la bêta. D’ici là, il n’y a rien à payer : ce formulaire ne peut donc pas encore être envoyé.",
      cardDetails: "Informations de la carte",
      cardHolder: "Titulaire de la carte",
      cardNumber: "Numéro de carte",
      expiry: "Date d’expiration (MM/AA)",
      cvc: "CVC",
      saveCard: "Enregistrer la carte",
    },
    invoice: {
      lead: "Toutes les factures de votre formule Fleetward, avec les appareils concernés, prêtes à être téléchargées au format PDF.",
      historySection: "Historique des factures",
      allInvoices: "Toutes les factures",
      columns: {
        invoice: "Facture",
        issued: "Émise le",
        billingPeriod: "Période de facturation",
        devices: "Appareils",
        amount: "Montant",
        status: "Statut",
      },
      download: "Télécharger",
      noInvoices: "Aucune facture pour le moment",
      noInvoicesText:
        "L’essai est gratuit : il n’y a donc rien à facturer. Votre première facture apparaîtra ici dès que vous passerez à une formule payante.",
      emailCopy:
        "Vous souhaitez recevoir une copie de chaque facture par e-mail ? Activez les e-mails de facturation dans <a>Notifications</a>.",
    },
    social: {
      lead: "Liens affichés sur votre profil public dans les forums de la communauté et à côté de vos messages, pour que d’autres équipes informatiques puissent vous trouver.",
      linksSection: "Liens du profil",
      yourLinks: "Vos liens",
      linkedin: "LinkedIn",
      github: "GitHub",
      twitter: "X (Twitter)",
      website: "Site web",
      hint: "Adresses complètes commençant par https://. Laissez un champ vide pour supprimer le lien correspondant.",
      submit: "Enregistrer les liens",
      submitting: "Enregistrement…",
      saved: "Liens vers les réseaux sociaux enregistrés",
    },
    notifications: {
      lead: "Choisissez les e-mails que Fleetward vous envoie. Les messages concernant la sécurité de votre compte, comme les changements de mot de passe, sont toujours envoyés.",
      emailSection: "Notifications par e-mail",
      whatWeSend: "Ce que nous vous envoyons",
      legend: "E-mails à recevoir",
      submit: "Enregistrer les préférences",
      submitting: "Enregistrement…",
      saved: "Préférences de notification enregistrées",
      options: {
        securityAlerts: "Alertes de sécurité",
        securityAlertsText:
          "Immédiatement, lorsqu’un appareil perd le chiffrement de son disque, désactive son verrouillage d’écran ou sa protection des terminaux, ou cesse de se signaler.",
        complianceDigest: "Synthèse de conformité des appareils",
        complianceDigestText:
          "Chaque lundi matin : les appareils qui ne respectent pas une politique, regroupés par propriétaire, avec les points à corriger en priorité.",
        trialReminders: "Rappels concernant l’essai",
        trialRemindersText: "14 jours, 7 jours et 1 jour avant la fin de votre essai de 90 jours.",
        productNews: "Actualités produit",
        productNewsText:
          "Nouvelles fonctionnalités et alertes de sécurité, au maximum un e-mail par mois.",
        invoices: "Factures",
        invoicesText: "Une copie de chaque facture en pièce jointe PDF, dès son émission.",
      },
    },
    settings: {
      lead: "Protégez votre compte : votre mot de passe, le moment où l’écran se verrouille et les endroits où vous êtes connecté.",
      securitySection: "Sécurité",
      changePassword: "Modifier le mot de passe",
      autoLock: "Verrouillage automatique",
      activeSessions: "Sessions actives",
      thisBrowser: "Ce navigateur",
      currentSession: "Session en cours",
      sharedComputer:
        "Vous avez utilisé un ordinateur partagé ou emprunté ? Choisissez « Se déconnecter » dans le menu du compte sur cet ordinateur : la session est alors également fermée sur notre serveur, et pas seulement dans ce navigateur.",
      dangerSection: "Zone de danger",
      deleteAccount: "Supprimer le compte",
      deleteText:
        "La suppression de votre compte efface votre profil, votre demande d’essai et votre espace de travail, avec tous les enregistrements d’appareils qu’il contient. Tant que Fleetward est en bêta, aucun export de données n’est possible : cette action est donc irréversible.",
      deleteRequest:
        "Pour éviter qu’un compte soit supprimé depuis une session volée, nous le faisons sur demande : écrivez à <email/> depuis l’adresse associée à votre compte. Nous vous confirmons la suppression par e-mail sous un jour ouvré.",
      deleteSubject: "Supprimer mon compte Fleetward",
    },
    password: {
      current: "Mot de passe actuel",
      new: "Nouveau mot de passe",
      newHint:
        "8 à 128 caractères. Quelques mots sans rapport entre eux sont faciles à retenir et difficiles à deviner.",
      confirm: "Confirmer le nouveau mot de passe",
      confirmHint: "Saisissez à nouveau le nouveau mot de passe.",
      mismatch: "Les deux mots de passe ne correspondent pas.",
      submit: "Modifier le mot de passe",
      submitting: "Modification…",
      changed: "Mot de passe modifié",
    },
    autoLock: {
      label: "Verrouiller l’écran après",
      option_one: "{{count}} minute d’inactivité",
      option_other: "{{count}} minutes d’inactivité",
      optionDefault_one: "{{count}} minute d’inactivité (par défaut)",
      optionDefault_other: "{{count}} minutes d’inactivité (par défaut)",
      hint: "S’applique à ce navigateur. Une fois l’écran verrouillé, déverrouillez-le avec votre mot de passe pour reprendre là où vous en étiez.",
      saved_one: "Enregistré : l’écran se verrouille après {{count}} minute d’inactivité.",
      saved_other: "Enregistré : l’écran se verrouille après {{count}} minutes d’inactivité.",
      notSaved_one:
        "Ce navigateur ne permet pas d’enregistrer les paramètres : la valeur par défaut de {{count}} minute s’applique donc.",
      notSaved_other:
        "Ce navigateur ne permet pas d’enregistrer les paramètres : la valeur par défaut de {{count}} minutes s’applique donc.",
    },
  },

  errors: {
    notFoundCode: "Erreur 404",
    notFoundTitle: "Nous ne trouvons pas cette page",
    notFoundText:
      "La page que vous recherchez a peut-être été déplacée ou n’a jamais existé. Vérifiez l’adresse ou repartez de la page d’accueil.",
    genericTitle: "Un problème est survenu",
    genericText: "Une erreur inattendue a empêché le chargement de cette page. Veuillez réessayer.",
    tryAgain: "Réessayer",
    network: "Impossible de joindre Fleetward. Vérifiez votre connexion Internet et réessayez.",
    timeout: "Le serveur a mis trop de temps à répondre. Veuillez réessayer.",
    server:
      "Fleetward a rencontré un problème lors du traitement de votre demande. Veuillez réessayer dans un instant.",
    unauthorized: "Votre session a expiré. Veuillez vous reconnecter.",
    forbidden: "Vous n’avez pas l’autorisation d’effectuer cette action.",
    notFound: "L’élément demandé est introuvable.",
    rateLimited: "Trop de tentatives. Veuillez patienter un instant, puis réessayer.",
    invalidInput: "Certaines informations saisies ne sont pas valides.",
    tooLarge: "Les données envoyées sont trop volumineuses.",
  },

  blog: {
    allCategories: "Toutes les catégories",
    articleErrorTitle: "Impossible de charger l’article",
    audioNote:
      "Écoutez l’épisode dans votre application de podcast. Les notes de l’épisode figurent ci-dessous.",
    backToBlog: "Retour au blog",
    blogNavigation: "Navigation du blog",
    byAuthor: "Par {{name}}",
    carouselHint:
      "Utilisez les boutons ou les flèches gauche et droite du clavier pour passer d’une diapositive à l’autre.",
    carouselRole: "carrousel",
    categoriesHeading: "Catégories",
    categoryLabel: "Catégorie",
    clearFilters: "Effacer tous les filtres",
    duration: "Durée : {{duration}}",
    emptyPage: "Aucun article sur cette page.",
    emptyText:
      "Essayez avec moins d’étiquettes, une autre catégorie ou un autre terme de recherche.",
    emptyTitle: "Aucun article ne correspond à ces filtres",
    errorText: "Vérifiez votre connexion internet et réessayez.",
    errorTitle: "Impossible de charger les articles",
    filtersLabel: "Filtrer les articles",
    firstPage: "Aller à la première page",
    galleryLabel: "Galerie",
    knowledgeBase: "Base de connaissances",
    knowledgeBaseIntro: "Des réponses pas à pas pour configurer et exploiter Fleetward.",
    knowledgeBaseTitle: "Extrait de la base de connaissances",
    latestArticles: "Derniers articles",
    loading: "Chargement des articles…",
    loadingArticle: "Chargement de l’article…",
    minutesToRead: "Minutes de lecture : {{count}}",
    nextPage: "Suivant",
    nextSlide: "Diapositive suivante",
    notFoundTitle: "Nous n’avons pas trouvé cet article",
    notFoundText: "L’article demandé n’existe pas ou a été supprimé. Parcourez plutôt le blog.",
    openLarger: "Ouvrir en grand",
    opensInNewTab: "(s’ouvre dans un nouvel onglet)",
    pageOf: "Page {{page}} sur {{total}}",
    pagination: "Pagination",
    podcastEpisode: "Épisode de podcast",
    postCount: "Articles : {{count}}",
    previousPage: "Précédent",
    previousSlide: "Diapositive précédente",
    readMore: "Lire la suite",
    relatedArticles: "Articles associés",
    resultCount: "Articles trouvés : {{count}}",
    retry: "Réessayer",
    searchLabel: "Rechercher des articles",
    searchPlaceholder: "Par exemple : chiffrement",
    showAllTags: "Afficher toutes les étiquettes",
    showFewerTags: "Afficher moins d’étiquettes",
    showSlide: "Afficher la diapositive {{number}}",
    slideOf: "Diapositive {{current}} sur {{total}}",
    slideRole: "diapositive",
    slidesLabel: "Diapositives",
    tagsHint: "Les articles doivent porter toutes les étiquettes sélectionnées.",
    tagsLabel: "Étiquettes",
    videoOn: "Vidéo sur {{provider}}",
    videoOpened: "La vidéo s’est ouverte dans un nouvel onglet. Sinon :",
    videoPrivacy:
      "Rien n’est chargé depuis {{provider}} tant que vous n’avez pas choisi de regarder. La vidéo s’ouvre alors sur {{provider}} dans un nouvel onglet.",
    watchOn: "Regarder sur {{provider}}",
  },

  pages: {
    home: {
      title: "Fleetward – Gestion des actifs informatiques et des appareils",
      description:
        "Inventoriez chaque appareil, licence et actif de votre organisation, et sécurisez-les depuis une seule application. Essai gratuit de 90 jours.",
    },
    about: {
      title: "À propos de Fleetward",
      description:
        "Pourquoi nous développons Fleetward : les équipes informatiques méritent une vue d’ensemble sereine et précise de tous les appareils dont elles ont la charge.",
    },
    services: {
      title: "Services",
      description:
        "Inventaire des actifs, posture de sécurité des appareils, suivi des licences, gestion du cycle de vie et accompagnement à la prise en main, par Fleetward.",
    },
    serviceDetail: {
      title: "Surveillance de la sécurité des appareils",
      description:
        "Comment Fleetward vérifie le chiffrement des disques, le niveau de correctifs du système d’exploitation, le verrouillage de l’écran et la protection des terminaux sur chaque appareil géré.",
    },
    team: {
      title: "Notre équipe",
      description:
        "Découvrez les personnes qui conçoivent Fleetward et accompagnent ses utilisateurs.",
    },
    pricing: {
      title: "Tarifs",
      description:
        "Une tarification simple par appareil pour la gestion des actifs informatiques et des appareils. Commencez par un essai gratuit de 90 jours.",
    },
    testimonials: {
      title: "Ce que disent nos clients",
      description:
        "Des responsables informatiques racontent comment Fleetward a changé leur façon de suivre et de sécuriser leurs appareils.",
    },
    contact: {
      title: "Nous contacter",
      description:
        "Échangez avec l’équipe commerciale ou l’assistance Fleetward. Nous répondons sous un jour ouvré.",
    },
    contactDetail: {
      title: "Bureaux et coordonnées",
      description: "Adresses, numéros de téléphone et horaires d’ouverture des bureaux Fleetward.",
    },
    terms: {
      title: "Conditions d’utilisation",
      description: "Les conditions qui régissent votre utilisation de Fleetward.",
    },
    privacy: {
      title: "Politique de confidentialité",
      description:
        "Les données personnelles traitées par Fleetward, les raisons de ce traitement et vos droits.",
    },
    termsTrial: {
      title: "Conditions de l’essai",
      description: "Les conditions de l’essai bêta gratuit de 90 jours de Fleetward.",
    },
    blog: {
      title: "Blog",
      description:
        "Articles sur la gestion des actifs informatiques, la sécurité des appareils, la conformité et la gestion d’une équipe informatique réduite.",
    },
    blogDetail: {
      title: "Article",
      description: "Un article du blog Fleetward.",
    },
    kbDetail: {
      title: "Article de la base de connaissances",
      description: "Des réponses pas à pas issues de la base de connaissances Fleetward.",
    },
    blogStandardPost: {
      title: "Article standard",
      description: "Un article standard du blog Fleetward.",
    },
    blogSliderPost: {
      title: "Article avec carrousel",
      description: "Un article avec un carrousel d’images.",
    },
    blogGalleryPost: {
      title: "Article avec galerie",
      description: "Un article avec une galerie de photos.",
    },
    blogYoutubePost: { title: "Article vidéo", description: "Un article avec une vidéo YouTube." },
    blogVimeoPost: { title: "Article Vimeo", description: "Un article avec une vidéo Vimeo." },
    blogAudioPost: {
      title: "Article audio",
      description: "Un article avec un épisode de podcast.",
    },
    blogBlockquotePost: {
      title: "Article citation",
      description: "Un article construit autour d’une citation.",
    },
    blogLeftSidebarPost: {
      title: "Article avec barre latérale",
      description: "Un article avec sa navigation sur le côté.",
    },
    courseListing: {
      title: "Formations",
      description:
        "Des formations gratuites sur la gestion des actifs informatiques, la sécurité des appareils et la conformité.",
    },
    courseDetail: {
      title: "Formation",
      description: "Programme, leçons et compétences visées.",
    },
    jobGrid: {
      title: "Offres d’emploi",
      description:
        "Postes à pourvoir en exploitation informatique, sécurité et gestion des actifs.",
    },
    jobDetail: {
      title: "Détails de l’offre",
      description: "Poste, responsabilités et modalités de candidature.",
    },
    jobApply: { title: "Postuler à une offre", description: "Envoyez votre candidature." },
    jobPost: {
      title: "Publier une offre",
      description: "Publiez un poste parmi les offres d’emploi Fleetward.",
    },
    jobCareer: {
      title: "Carrières chez Fleetward",
      description:
        "Rejoignez-nous pour créer le logiciel de gestion des actifs informatiques le plus serein qui soit.",
    },
    jobCandidates: {
      title: "Candidats",
      description: "Des professionnels ouverts à de nouvelles opportunités.",
    },
    jobCandidateDetail: {
      title: "Profil du candidat",
      description: "Expérience et compétences d’un candidat.",
    },
    jobCompanies: {
      title: "Entreprises qui recrutent",
      description: "Des organisations qui recrutent des professionnels de l’informatique.",
    },
    jobCompanyDetail: {
      title: "Profil de l’entreprise",
      description: "Présentation de l’entreprise et de ses offres.",
    },
    forumsTopic: {
      title: "Forums de la communauté",
      description:
        "Posez vos questions et partagez vos pratiques avec d’autres équipes informatiques.",
    },
    forumsComments: {
      title: "Discussion",
      description: "Une discussion des forums de la communauté.",
    },
    helpCenter: {
      title: "Centre d’aide",
      description: "Guides, réponses et assistance pour les clients Fleetward.",
    },
    helpCenterFaqs: {
      title: "Questions fréquentes",
      description: "Des réponses rapides sur les comptes, l’essai, les appareils et la sécurité.",
    },
    helpCenterGuides: {
      title: "Guides",
      description: "Des guides pas à pas pour configurer et utiliser Fleetward.",
    },
    helpCenterSupport: {
      title: "Assistance",
      description:
        "Comment contacter l’assistance Fleetward et quelles informations joindre à votre demande.",
    },
    emailConfirmation: {
      title: "E-mail : confirmation de l’adresse",
      description: "Aperçu de l’e-mail qui confirme l’adresse d’un nouveau compte.",
    },
    emailPasswordReset: {
      title: "E-mail : réinitialisation du mot de passe",
      description: "Aperçu de l’e-mail de réinitialisation du mot de passe.",
    },
    emailAlert: {
      title: "E-mail : alerte de sécurité",
      description: "Aperçu de l’e-mail d’alerte de sécurité des appareils.",
    },
    emailInvoice: {
      title: "E-mail : facture",
      description: "Aperçu de l’e-mail de facture.",
    },
    portfolio: {
      title: "Cas clients",
      description:
        "Comment des organisations de toutes tailles gèrent leurs appareils avec Fleetward.",
    },
    portfolioDetail: {
      title: "Cas client",
      description: "Comment une organisation a repris le contrôle de ses appareils avec Fleetward.",
    },
    uiComponents: {
      title: "Composants d’interface",
      description: "Les éléments qui composent l’interface de Fleetward.",
    },
    documentation: {
      title: "Documentation",
      description: "Installer, configurer et intégrer Fleetward.",
    },
    changelog: {
      title: "Journal des modifications",
      description: "Les nouveautés de Fleetward, version après version.",
    },
    notFound: {
      title: "Page introuvable",
      description: "La page que vous recherchez n’existe pas.",
    },
    comingSoon: {
      title: "Bientôt disponible",
      description: "Cette partie de Fleetward arrive bientôt.",
    },
    maintenance: {
      title: "Maintenance programmée",
      description: "Fleetward est brièvement indisponible pendant sa mise à niveau.",
    },
    thankYou: {
      title: "Merci",
      description: "Nous avons bien reçu votre message.",
    },
    login: {
      title: "Connexion",
      description: "Connectez-vous à votre compte Fleetward.",
    },
    signup: {
      title: "Créer votre compte",
      description: "Créez un compte Fleetward et commencez votre essai gratuit de 90 jours.",
    },
    recoverPassword: {
      title: "Réinitialiser votre mot de passe",
      description: "Recevez un lien pour choisir un nouveau mot de passe.",
    },
    lockScreen: {
      title: "Session verrouillée",
      description: "Saisissez votre mot de passe pour continuer.",
    },
    signupSuccess: {
      title: "Consultez votre boîte de réception",
      description: "Confirmez votre adresse e-mail pour finaliser la création de votre compte.",
    },
    profile: {
      title: "Profil",
      description: "Vos informations personnelles, votre entreprise et votre essai.",
    },
    billing: {
      title: "Facturation",
      description: "Formule, adresse de facturation et utilisation.",
    },
    payment: {
      title: "Moyens de paiement",
      description: "Cartes et moyens de paiement enregistrés.",
    },
    invoice: { title: "Factures", description: "Vos factures et reçus." },
    social: { title: "Réseaux sociaux", description: "Liens affichés sur votre profil." },
    notifications: {
      title: "Notifications",
      description: "Choisissez les e-mails et alertes que vous recevez.",
    },
    accountSettings: {
      title: "Paramètres du compte",
      description: "Mot de passe, sessions et préférences.",
    },
  },
};
