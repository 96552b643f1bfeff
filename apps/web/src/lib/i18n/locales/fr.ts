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
