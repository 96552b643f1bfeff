import type { CompanyText } from "./en.ts";

export const frCompany: CompanyText = {
  pricing: {
    eyebrow: "Tarifs",
    lead: "Un prix par appareil, toutes les fonctionnalités dont votre équipe a besoin, rien à payer pour les accessoires ou les administrateurs. Commencez par 90 jours gratuits et décidez avec vos propres données.",
    plansTitle: "Offres",
    mostTeams: "Le choix de la plupart des équipes",
    customPrice: "Sur devis",
    trialPriceNote: "pendant 90 jours, sans carte bancaire",
    trialCta: "Essai gratuit",
    trialNote: "Bêta : l'export des données n'est pas disponible pendant l'essai.",
    customPriceNote: "à partir de 2 000 appareils",
    salesCta: "Contacter les ventes",
    paidPriceNote: "par appareil et par mois, facturation mensuelle ou annuelle",
    paidCta: "Commencer par l'essai",
    vatNote:
      "Prix hors TVA. L'essai gratuit est une bêta : lisez les <page>conditions de l'essai</page> avant d'y stocker des données.",
    estimateTitle: "Estimez votre coût",
    devicesLabel: "Nombre d'appareils",
    devicesHint:
      "Ordinateurs portables et fixes, téléphones, tablettes et serveurs. Les accessoires sont gratuits.",
    billedMonthly: "{{plan}}, facturation mensuelle",
    billedYearly: "{{plan}}, facturation annuelle",
    perMonth: "par mois",
    perYear: "par an",
    youSave: "Vous économisez {{amount}} par an",
    compareTitle: "Comparer les fonctionnalités",
    compareCaption: "Fonctionnalités incluses dans chaque offre",
    featureColumn: "Fonctionnalité",
    included: "Inclus",
    notIncluded: "Non inclus",
    groups: {
      inventory: "Inventaire",
      posture: "Posture de sécurité",
      lifecycle: "Cycle de vie et licences",
      data: "Données et administration",
      support: "Support",
    },
    features: {
      managedDevices: "Appareils gérés",
      nonDeviceAssets: "Autres actifs (écrans, stations d'accueil, téléphones)",
      csvImport: "Import CSV",
      mdmConnectors: "Appareils qui remontent leurs données via osquery (Windows, macOS, Linux)",
      customFields: "Champs personnalisés",
      postureChecks:
        "Chiffrement du disque, niveau de correctifs, verrouillage d'écran, protection des terminaux",
      postureEmail: "Alertes de posture par e-mail",
      customPolicies: "Règles et seuils personnalisés",
      alerts: "Alertes par e-mail et webhooks",
      checkInOut: "Prêt et restitution avec rappels",
      warranty: "Suivi des garanties et planification des remplacements",
      licences: "Suivi des licences logicielles",
      offboarding: "Listes de contrôle de départ",
      export: "Export des données (CSV, API REST)",
      auditLog: "Conservation du journal d'audit",
      sso: "Authentification unique SAML et SCIM",
      entities: "Plusieurs entités et centres de coûts",
      residency: "Hébergement des données dans l'UE",
      helpCentre: "Centre d'aide, guides et forums communautaires",
      responseTime: "Délai de première réponse",
      onboarding: "Session de prise en main",
      uptime: "Engagement de disponibilité",
    },
    values: {
      upTo250: "Jusqu'à 250",
      unlimited: "Illimité",
      upTo10Products: "Jusqu'à 10 produits",
      days30: "30 jours",
      months12: "12 mois",
      years3: "3 ans",
      euOrUs: "UE ou États-Unis",
      businessDays2: "2 jours ouvrés",
      businessHours8: "8 heures ouvrées",
      hour1Urgent: "1 heure (urgent)",
      session60: "1 × 60 min",
      guidedRollout: "Déploiement accompagné",
      uptime995: "99,5 %",
      sla999: "SLA de 99,9 %",
    },
    faqTitle: "Questions de facturation",
    faqs: [
      {
        question: "Qu'est-ce qui compte comme un appareil ?",
        answer:
          "Un portable, un poste fixe, un téléphone, une tablette ou un serveur de votre inventaire, qu'il remonte ses données via osquery ou qu'il ait été ajouté à la main ou par import. Les écrans, docks, casques et autres accessoires sont suivis comme des actifs et sont gratuits.",
      },
      {
        question: "Comment la facture mensuelle est-elle calculée ?",
        answer:
          "Nous comptons vos appareils actifs chaque jour et facturons le nombre le plus élevé du mois. Si vous passez de 180 à 195 appareils en mars, la facture d'avril est de 195 × 4 € = 780 €, plus la TVA le cas échéant.",
      },
      {
        question: "Y a-t-il une remise pour un paiement annuel ?",
        answer:
          "Oui. En annuel, un appareil coûte 40 € par an au lieu de 48 €, soit deux mois offerts. Vous pouvez ajouter des appareils en cours d'année ; ils sont facturés au prorata sur la facture suivante.",
      },
      {
        question: "Que se passe-t-il à la fin de mon essai ?",
        answer:
          "Après 90 jours, l'espace de travail d'essai est désactivé automatiquement. Passez à Business avant cette date pour continuer sans interruption ; vos appareils, vos personnes et votre historique restent exactement tels quels.",
      },
      {
        question: "Quels moyens de paiement acceptez-vous ?",
        answer:
          "Les cartes de crédit et de débit (Visa, Mastercard, American Express) et le prélèvement SEPA sur toutes les offres. Les clients Enterprise peuvent aussi payer par virement sur bon de commande, à 30 jours.",
      },
      {
        question: "Puis-je résilier à tout moment ?",
        answer:
          "Les offres mensuelles sont résiliables à tout moment et prennent fin à la clôture du mois facturé. Les offres annuelles courent jusqu'à la fin de l'année payée. Avant de partir, vous pouvez exporter toutes vos données en CSV ou via l'API.",
      },
      {
        question: "Facturez-vous la TVA ?",
        answer:
          "Les prix s'entendent hors TVA. Les entreprises de l'UE disposant d'un numéro de TVA valide sont facturées en autoliquidation ; nous vérifions le numéro auprès de VIES lorsque vous le saisissez dans la facturation.",
      },
    ],
    moreQuestions:
      "Une autre question sur les factures ou les bons de commande ? <page>Contactez notre équipe commerciale</page>.",
  },
  about: {
    eyebrow: "Entreprise",
    storyTitle: "Notre histoire",
    story: [
      "Fleetward est né dans un service informatique qui suivait 1 400 ordinateurs portables dans trois tableurs, un outil de tickets et la mémoire d'un collègue très patient. Les audits prenaient des semaines ; les appareils perdus étaient remarqués des mois plus tard.",
      "Nous avons construit l'outil que nous voulions : un seul endroit qui connaît chaque appareil, qui l'a, s'il est sûr et quand il faut le remplacer — sans rien à installer sur un serveur.",
    ],
    principlesTitle: "Ce en quoi nous croyons",
    principles: [
      {
        title: "L'exactitude avant l'astuce",
        text: "Un inventaire n'est utile que s'il est juste. Chaque fiche d'appareil indique d'où viennent ses données et quand elles ont été confirmées pour la dernière fois.",
      },
      {
        title: "Une sécurité lisible",
        text: "Chiffrement, niveau de correctifs, verrouillage d'écran et protection des terminaux s'affichent comme des réponses claires, pas comme des scores à décoder.",
      },
      {
        title: "Rapide pour les petites équipes",
        text: "La plupart des équipes informatiques comptent une poignée de personnes. Avec Fleetward, une seule personne enregistre cent ordinateurs avant le déjeuner.",
      },
    ],
    numbersTitle: "Ce que fait Fleetward",
    figures: [
      {
        value: "osquery",
        label: "L'agent open source par lequel vos appareils remontent leurs données",
      },
      { value: "16", label: "Langues de l'application et de ses e-mails" },
      {
        value: "REST API",
        label:
          "Chaque action de l'espace de travail, documentée en OpenAPI, avec des webhooks signés",
      },
    ],
    officesTitle: "Où nous travaillons",
    officesIntro:
      "Les données clients sont hébergées à Francfort, en Allemagne. Nos horaires de support suivent le soleil de Berlin à Austin : un ticket envoyé en semaine attend rarement jusqu'au lendemain.",
    offices: [
      {
        city: "Berlin",
        role: "Siège : ingénierie, sécurité et support pour l'Europe",
      },
      {
        city: "Amsterdam",
        role: "Produit, design et notre équipe clients Benelux",
      },
      {
        city: "Austin",
        role: "Succès client et support pour l'Amérique du Nord",
      },
    ],
    contactLink: "Adresses, numéros de téléphone et horaires d'ouverture",
  },
  team: {
    eyebrow: "Entreprise",
    lead: "La plupart d'entre nous ont géré l'informatique pour gagner leur vie : c'est pourquoi le produit a des convictions sur des fiches exactes et des alertes discrètes.",
    peopleTitle: "La direction et les personnes que vous rencontrerez",
    members: {
      lena: {
        role: "Cofondatrice et CEO",
        location: "Berlin",
        bio: "A dirigé l'informatique d'une entreprise logistique de 1 400 personnes et vécu trois audits sur tableur. Passe une journée par semaine en appels clients et lit encore chaque motif de résiliation.",
      },
      daniel: {
        role: "Cofondateur et CTO",
        location: "Berlin",
        bio: "A construit des logiciels d'inventaire chez deux éditeurs SaaS européens. Responsable du modèle de données, de la réception des données osquery et de la règle qui veut que chaque fiche indique d'où viennent ses données.",
      },
      sanne: {
        role: "Directrice produit",
        location: "Amsterdam",
        bio: "Auparavant responsable produit d'un outil de helpdesk utilisé par 9 000 équipes informatiques. Transforme les tickets de support en éléments de feuille de route et limite le prêt d'appareil à trois clics.",
      },
      marcus: {
        role: "Directeur du succès client",
        location: "Austin",
        bio: "Gérait le parc de 6 000 appareils d'un district scolaire avant de nous rejoindre. Pilote l'intégration de chaque client Enterprise et anime les permanences mensuelles.",
      },
      yuki: {
        role: "Responsable de la sécurité",
        location: "Amsterdam",
        bio: "Ancienne pentesteuse et spécialiste de la réponse aux incidents. Pilote notre modélisation des menaces, le programme de bug bounty et les revues de sécurité de chaque version.",
      },
      priya: {
        role: "Staff Engineer, intégrations d'appareils",
        location: "Berlin",
        bio: "Maintient l'intégration osquery : l'inscription, le fichier de flags et la bibliothèque de politiques. A des opinions sur les formats de numéro de série et peut prouver chacune avec un rapport de bug.",
      },
      jonas: {
        role: "Responsable de l'équipe support",
        location: "Berlin",
        bio: "Huit ans au service desk informatique. A rédigé la plupart des guides du centre d'aide et maintient notre délai médian de première réponse sous deux heures les jours ouvrés.",
      },
      amara: {
        role: "Designer produit senior",
        location: "Austin",
        bio: "Conçoit les tableaux de bord, les écrans mobiles de restitution et les revues d'accessibilité. Teste chaque écran à 375 pixels de large et avec un lecteur d'écran avant sa mise en ligne.",
      },
    },
    habitsTitle: "Notre façon de travailler",
    habits: [
      "Tout le monde, ingénieurs compris, répond aux tickets de support une journée par mois.",
      "Nous mettons nos décisions par écrit : une proposition d'une page avant tout changement que les clients remarqueront.",
      "Les réunions se terminent à 16 h heure de Berlin, pour qu'Austin et Berlin partagent deux heures de travail sans veiller tard.",
    ],
    joinTitle: "Rejoignez-nous",
    join: "Nous recrutons un ou une ingénieur backend senior, un ou une responsable du succès client pour la région DACH et un rédacteur ou une rédactrice technique. Tous les postes sont possibles à distance, à deux heures maximum du fuseau de Berlin ou d'Austin.",
    openRoles: "Voir les postes ouverts",
    aboutLink: "À propos de Fleetward",
  },
  testimonials: {
    eyebrow: "Exemples",
    lead: "Neuf équipes informatiques d'exemple, d'une fondation de 64 appareils à un groupe scolaire de 3 150 appareils, montrent ce qui change quand un parc passe dans Fleetward. Les personnes, les organisations et les citations sont inventées : ce ne sont pas des clients.",
    quotesTitle: "Dans leurs mots",
    fleet: "{{count}} appareils · {{sector}}",
    items: {
      katrin: {
        quote:
          "Notre dernier audit exigeait la preuve que chaque ordinateur portable était chiffré. Cela prenait une semaine à deux personnes. Cette fois, j'ai exporté le rapport de posture et l'auditeur n'a posé aucune question supplémentaire.",
        role: "Responsable informatique",
        sector: "Logistique",
      },
      tom: {
        quote:
          "Dès la première semaine, nous avons trouvé 37 portables sur lesquels personne ne s'était connecté depuis plus de 90 jours. La moitié dormait dans un placard ; nous les avons réaffectés au lieu d'en acheter de nouveaux.",
        role: "Directeur des opérations informatiques",
        sector: "Santé",
      },
      meiLin: {
        quote:
          "Le prêt de portables a remplacé une feuille de sortie papier à l'accueil. Chaque matin, nous recevons la liste des prêts en retard, et nous réclamons un portable le jour même de son retard, pas une semaine après.",
        role: "Responsable du service desk",
        sector: "Éducation",
      },
      rafael: {
        quote:
          "Nous avions essayé Snipe-IT et un tableur avant. Nous avons importé l'export Snipe-IT, et l'inventaire reste juste sans que quelqu'un le surveille, parce que nos ordinateurs remontent leurs données d'eux-mêmes via osquery.",
        role: "Administrateur systèmes",
        sector: "Ingénierie",
      },
      charlotte: {
        quote:
          "Le suivi des licences a suffi à rentabiliser l'abonnement. Nous payions 120 licences d'un outil de design et n'en utilisions que 74 ; la négociation du renouvellement s'est déroulée tout autrement cette année.",
        role: "Directrice financière et des opérations",
        sector: "Services professionnels",
      },
      jakub: {
        quote:
          "À deux personnes pour l'IT sur quatre sites, nous ne pouvons pas surveiller tous les tableaux de bord. Nous recevons un e-mail quand un appareil commence à échouer à une politique, et rien d'autre.",
        role: "Coordinateur informatique",
        sector: "Juridique",
      },
      aisha: {
        quote:
          "Avant, un départ voulait dire courir après les managers pour récupérer les portables. Maintenant, la page de la personne qui part liste chaque appareil et chaque siège de licence qu'elle détient, nous les restituons le dernier jour et nous récupérons presque tout.",
        role: "Responsable des opérations RH",
        sector: "Commerce de détail",
      },
      henrik: {
        quote:
          "L'équipe sécurité et l'équipe informatique regardent enfin les mêmes chiffres. La conformité des correctifs est passée de 71 à 96 % en un trimestre, surtout parce que tout le monde voyait la même liste.",
        role: "RSSI",
        sector: "Services financiers",
      },
      grace: {
        quote:
          "La mise en place a pris un après-midi : un import CSV, osquery sur nos portables et un emplacement par bureau. Le support a répondu à mon unique question en moins d'une heure, un vendredi.",
        role: "Généraliste informatique",
        sector: "Associatif",
      },
    },
    tryTitle: "Essayez-le sur votre propre parc",
    try: "L'essai gratuit dure 90 jours sur vos vrais appareils. Importez un CSV, inscrivez vos ordinateurs avec osquery et voyez votre propre rapport de posture le jour même.",
    trialCta: "Essai gratuit",
    storiesLink: "Lire les histoires d'exemple",
  },
  services: {
    eyebrow: "Ce que nous faisons",
    lead: "Fleetward est avant tout un produit : inventaire, posture de sécurité, licences et cycle de vie dans une seule application. Si vous voulez aller plus vite, notre équipe réalise avec vous la migration, le déploiement et la préparation d'audit.",
    trialCta: "Essai gratuit",
    engineerCta: "Parler à un ingénieur solutions",
    productTitle: "Dans le produit",
    productIntro: "Inclus dans toutes les offres, dès l'essai gratuit de 90 jours.",
    professionalTitle: "Services professionnels",
    professionalIntro:
      "Des projets au forfait, menés par les personnes qui développent Fleetward. Inclus dans Enterprise ; disponibles pour les clients Business à partir de 1 200 € par projet.",
    detailLink: "Comment fonctionne la surveillance de la sécurité des appareils",
    items: {
      inventory: {
        name: "Inventaire des actifs",
        summary:
          "Une fiche par portable, téléphone, serveur et accessoire, tenue à jour par osquery sur vos ordinateurs et par votre équipe.",
        points: [
          "Numéro de série, modèle, date d'achat, garantie et coût sur chaque fiche",
          "Les ordinateurs équipés d'osquery remontent matériel, système et logiciels, et sont reliés à leur actif par le numéro de série",
          "Import de fichiers CSV ou XLSX, y compris un export Snipe-IT",
        ],
      },
      security: {
        name: "Surveillance de la sécurité des appareils",
        summary:
          "Voyez quels appareils sont non chiffrés, non corrigés, non verrouillés ou non protégés, et traitez-les en premier.",
        points: [
          "Quatre contrôles sur chaque appareil géré, expliqués simplement",
          "Politiques de la bibliothèque ou votre propre SQL en lecture seule, avec vos propres seuils",
          "Alertes par e-mail quand un appareil commence à échouer à une politique, et webhooks",
        ],
      },
      licences: {
        name: "Suivi des licences",
        summary:
          "Sachez combien de licences vous payez, combien sont attribuées et quand chaque contrat est renouvelé.",
        points: [
          "Licences par utilisateur, par appareil et par abonnement, avec le coût par licence",
          "E-mail de rappel quotidien pour les licences qui expirent dans les 30 jours",
          "Licences inutilisées signalées avant chaque renouvellement",
        ],
      },
      lifecycle: {
        name: "Gestion du cycle de vie",
        summary:
          "Planifiez achats, remplacements et mises au rebut depuis un calendrier plutôt qu'un tableur.",
        points: [
          "Dates de fin de garantie, avec un rappel quotidien pour les garanties qui se terminent dans les 30 jours",
          "Les actifs mis au rebut sortent du compte actif mais gardent leur fiche et leur historique",
          "Historique complet des utilisateurs, sites et réparations",
        ],
      },
      migration: {
        name: "Migration depuis des tableurs et d'autres outils",
        summary:
          "Nous faisons correspondre vos colonnes, nettoyons les doublons et importons votre historique depuis Excel, Snipe-IT, GLPI ou Shelf. Projet type : 5 jours ouvrés pour 5 000 actifs maximum.",
        points: [
          "Atelier de correspondance des champs (60 minutes)",
          "Import de test dans un bac à sable que vous pouvez vérifier",
          "Import final avec un rapport de rapprochement",
        ],
      },
      rollout: {
        name: "Déploiement accompagné",
        summary:
          "Un customer success manager planifie avec vous vos 30 premiers jours : inscription osquery, emplacements, politiques et première revue de posture.",
        points: [
          "Lancement et points hebdomadaires de 30 minutes",
          "Modèles de règles pour ISO 27001 et Cyber Essentials",
          "Formation des administrateurs pour 10 personnes maximum",
        ],
      },
      audit: {
        name: "Revue de préparation à l'audit",
        summary:
          "Avant un audit ISO 27001, SOC 2 ou NIS2, nous examinons votre registre d'actifs et vos rapports de posture au regard des contrôles demandés par les auditeurs.",
        points: [
          "Liste des écarts rattachée aux contrôles de l'annexe A",
          "Dossier de preuves à remettre à l'auditeur",
          "Revue de suivi après 30 jours",
        ],
      },
    },
    engagementTitle: "Déroulement d'une mission",
    engagementSteps: [
      {
        title: "Appel de cadrage",
        text: "30 minutes avec un ingénieur solutions : combien d'appareils, quels systèmes d'exploitation, quels audits à venir.",
      },
      {
        title: "Proposition écrite",
        text: "Un prix fixe et un planning daté sous deux jours ouvrés. Pas de tarif journalier qui continue de courir.",
      },
      {
        title: "Réalisation",
        text: "Le travail se fait dans votre espace d'essai ou de production, avec une liste de contrôle partagée que vous pouvez suivre.",
      },
      {
        title: "Passation",
        text: "Une présentation enregistrée et un rapport de rapprochement, pour que votre équipe s'approprie le résultat.",
      },
    ],
    comparePlans: "Comparer les offres",
    offices: "Nos bureaux",
  },
  serviceDetail: {
    eyebrow: "Services",
    lead: "Quatre contrôles, exécutés par osquery sur chaque ordinateur inscrit et formulés simplement : est-il chiffré, est-il à jour, se verrouille-t-il, est-il protégé ? Vous voyez d'abord les appareils en échec, avec la raison.",
    trialCta: "Essai gratuit",
    allServices: "Tous les services",
    checksTitle: "Les quatre contrôles",
    checksIntro:
      "Chaque contrôle est une politique SQL osquery en lecture seule, tirée de la bibliothèque de politiques. Lorsqu'une politique a un seuil, comme la version minimale du système ou le délai avant verrouillage de l'écran, c'est vous qui le fixez.",
    passesWhen: "Réussi lorsque :",
    checks: [
      {
        title: "Chiffrement du disque",
        passes:
          "FileVault (macOS), BitLocker sur le lecteur système (Windows) ou LUKS sur le système de fichiers racine (Linux) est activé.",
        why: "Un portable perdu avec un disque chiffré est un désagrément. Sans chiffrement, c'est une violation de données à déclarer.",
      },
      {
        title: "Niveau de correctifs du système",
        passes:
          "macOS ou Windows est au moins à la version minimale que vous avez fixée, et les mises à jour automatiques sont activées (vérifié aussi sous Linux).",
        why: "La plupart des vulnérabilités exploitées ont un correctif depuis des mois. L'âge de la mise à jour manquante compte plus que leur nombre.",
      },
      {
        title: "Verrouillage d'écran",
        passes:
          "Sous Windows et macOS, l'écran se verrouille au plus tard après le délai d'inactivité autorisé (15 minutes par défaut) et demande le mot de passe.",
        why: "Les appareils déverrouillés dans les cafés, les trains et les bureaux partagés sont la porte d'entrée la plus simple vers une session ouverte.",
      },
      {
        title: "Protection des terminaux",
        passes:
          "Sous Windows, le Centre de sécurité signale un antivirus actif avec des signatures à jour ; sous macOS, XProtect d'Apple et ses définitions sont installés.",
        why: "Un agent installé mais désactivé fait bonne figure dans une liste d'achats et ne protège rien.",
      },
    ],
    howTitle: "Comment ça marche",
    steps: [
      "Installez osquery, l'agent open source, sur chaque ordinateur avec un secret d'inscription et le fichier de flags fourni par Fleetward.",
      "osquery se connecte de lui-même, envoie les données de l'appareil et exécute chaque politique, une requête SQL en lecture seule, sur l'appareil.",
      "Chaque politique s'applique aux plateformes pour lesquelles elle est écrite, avec les seuils que vous fixez, comme la version minimale de macOS.",
      "Les appareils en échec apparaissent dans le tableau de bord de posture avec l'utilisateur, la raison et la date du premier échec.",
      "Propriétaires et administrateurs reçoivent un e-mail et une notification dans l'application quand un appareil commence à échouer à une politique ou la réussit à nouveau ; les webhooks peuvent transmettre chaque changement à vos propres outils.",
    ],
    platformsTitle: "Plateformes prises en charge",
    platformsIntro:
      "Ce que chaque plateforme remonte via osquery et les contrôles que couvre la bibliothèque de politiques.",
    platformsCaption: "Contrôles pris en charge par plateforme",
    columns: {
      platform: "Plateforme",
      source: "Source des données",
      encryption: "Chiffrement",
      patch: "Niveau de correctifs",
      lock: "Verrouillage d'écran",
      protection: "Protection des terminaux",
    },
    platforms: [
      {
        name: "macOS",
        source: "osquery",
        encryption: "FileVault",
        patch: "Version minimale, recherche automatique des mises à jour",
        lock: "Oui",
        protection: "XProtect",
      },
      {
        name: "Windows",
        source: "osquery",
        encryption: "BitLocker",
        patch: "Build minimal, mises à jour automatiques",
        lock: "Oui",
        protection: "Antivirus (Centre de sécurité)",
      },
      {
        name: "Linux (Debian, Ubuntu, Fedora, RHEL)",
        source: "osquery",
        encryption: "LUKS",
        patch: "Mises à jour automatiques",
        lock: "Aucune politique dans la bibliothèque",
        protection: "Aucune politique dans la bibliothèque",
      },
    ],
    boundariesTitle: "Ce que nous ne faisons jamais",
    boundaries: [
      {
        title: "Aucune clé de récupération",
        text: "Les politiques de chiffrement du disque demandent à osquery si FileVault, BitLocker ou LUKS est activé. Nous ne lisons, ne copions et ne stockons jamais de clé de récupération.",
      },
      {
        title: "Un agent en lecture seule",
        text: "osquery, l'agent open source, ne répond qu'à des requêtes en lecture seule : Fleetward voit l'état d'un appareil mais ne peut pas le modifier.",
      },
      {
        title: "Aucun changement silencieux",
        text: "Fleetward signale et rappelle. Il n'envoie aucune commande à vos appareils : ni verrouillage à distance, ni effacement.",
      },
    ],
    startTitle: "Découvrez votre posture en un après-midi",
    start:
      "Inscrivez vos premiers ordinateurs avec osquery et voyez leur rapport de posture en moins d'une heure. L'essai est gratuit pendant 90 jours, sans carte bancaire.",
    guidesLink: "Lire les guides de mise en place",
  },
  helpCentre: {
    eyebrow: "Centre d'aide",
    lead: "Des réponses pour les administrateurs, techniciens et utilisateurs en essai de Fleetward. Cherchez d'abord : la plupart des questions trouvent leur réponse en moins d'une minute.",
    searchTitle: "Recherche",
    topicsTitle: "Parcourir par thème",
    topics: [
      {
        title: "Questions fréquentes",
        text: "20 réponses courtes sur les comptes, l'essai gratuit, les appareils et la sécurité.",
        cta: "Parcourir la FAQ",
      },
      {
        title: "Guides pas à pas",
        text: "Des guides, de votre premier import CSV à la mise au rebut d'un appareil.",
        cta: "Ouvrir les guides",
      },
      {
        title: "Contacter le support",
        text: "Horaires du support, délais de réponse par offre et un formulaire qui oriente votre demande selon sa gravité.",
        cta: "Obtenir de l'aide",
      },
      {
        title: "Documentation et API",
        text: "Concepts, configuration et référence de l'API REST pour les intégrations.",
        cta: "Lire la documentation",
      },
    ],
    popularTitle: "Articles populaires",
    popular: [
      { title: "Importer des appareils depuis un CSV", meta: "Guide · 15 min" },
      { title: "Inscrire des appareils macOS", meta: "Guide · 20 min" },
      { title: "Que se passe-t-il au bout des 90 jours ?", meta: "FAQ · Essai gratuit" },
      { title: "Configurer le prêt d'ordinateurs portables", meta: "Guide · 10 min" },
      { title: "Pourquoi un appareil apparaît-il deux fois ?", meta: "FAQ · Appareils" },
      { title: "Fleetward stocke-t-il les clés de récupération ?", meta: "FAQ · Sécurité" },
    ],
    stillStuckTitle: "Toujours bloqué ?",
    stillStuck:
      "Notre équipe support travaille du lundi au vendredi, de 8 h heure de Berlin à 17 h heure d'Austin. Envoyez une <support>demande de support</support> avec l'adresse de votre espace de travail, ou interrogez d'autres équipes informatiques dans les <forums>forums de la communauté</forums>.",
    faqs: {
      topicsLabel: "Thèmes de la FAQ",
      moreTitle: "Vous n'avez pas trouvé votre réponse ?",
      more: "Suivez un <guides>guide pas à pas</guides> ou <support>envoyez une demande de support</support>. Nous répondons aux utilisateurs en essai sous deux jours ouvrés et aux clients payants sous huit heures ouvrées.",
    },
    guides: {
      allTitle: "Tous les guides",
      stepsTitle: "Pas à pas",
      minutes: "{{minutes}} min",
      helpTitle: "Besoin d'un coup de main ?",
      help: "Si une étape ne correspond pas à ce que vous voyez dans votre espace de travail, indiquez-nous le guide et l'étape dans une <support>demande de support</support>. Nous mettons ces guides à jour à chaque version mensuelle.",
    },
    support: {
      lead: "De vraies personnes qui connaissent la gestion des appareils répondent à chaque demande.",
      hoursTitle: "Horaires du support",
      hours: [
        { region: "Europe", team: "Berlin", time: "Du lundi au vendredi, 8 h–18 h CET" },
        { region: "Amérique du Nord", team: "Austin", time: "Du lundi au vendredi, 8 h–17 h CT" },
        { region: "Incidents urgents", team: "Astreinte Enterprise", time: "24 h/24, 7 j/7" },
      ],
      hoursNote:
        "Les heures ouvrées excluent les jours fériés à Berlin et au Texas. Les incidents urgents Enterprise sont aussi couverts ces jours-là.",
      slaTitle: "Délais de réponse par offre",
      slaIntro:
        "Le délai jusqu'à notre première réponse humaine, pas un accusé de réception automatique. La gravité est celle que vous choisissez dans le formulaire ; nous pouvons l'ajuster et vous le signalerons.",
      slaCaption: "Délais de première réponse par offre et par gravité",
      severityColumn: "Gravité",
      planColumns: ["Essai gratuit", "Business", "Enterprise"],
      slaRows: [
        { severity: "Urgente", times: ["2 jours ouvrés", "4 heures ouvrées", "1 heure, 24 h/24"] },
        { severity: "Élevée", times: ["2 jours ouvrés", "8 heures ouvrées", "4 heures ouvrées"] },
        { severity: "Normale", times: ["2 jours ouvrés", "8 heures ouvrées", "8 heures ouvrées"] },
        { severity: "Faible", times: ["5 jours ouvrés", "2 jours ouvrés", "1 jour ouvré"] },
      ],
      requestTitle: "Envoyer une demande de support",
      includeTitle: "À indiquer",
      checklist: [
        "L'adresse de votre espace de travail, par exemple votreentreprise.fleetward.com",
        "Ce que vous cherchiez à faire, étape par étape",
        "Ce que vous attendiez et ce qui s'est passé, avec le message d'erreur exact",
        "Depuis quand, et si cela touche un utilisateur, un appareil ou tout le monde",
        "Les numéros de série ou étiquettes d'inventaire des appareils concernés, le cas échéant",
        "Une capture d'écran, avec les données personnelles floutées",
      ],
      vulnerability:
        "Vous signalez une vulnérabilité ? Écrivez plutôt à <mail>security@fleetward.com</mail>.",
      beforeTitle: "Avant d'écrire",
      before:
        "Beaucoup de questions trouvent leur réponse dans la <faqs>FAQ</faqs> et les <guides>guides de mise en place</guides>. Les questions de tarifs ou de nouveau contrat s'adressent à notre <sales>équipe commerciale</sales>.",
    },
    form: {
      name: "Votre nom",
      email: "Adresse e-mail de votre compte Fleetward",
      subject: "Objet",
      subjectHint:
        "Une ligne, par exemple : un Mac ne remonte plus de données depuis le 12 novembre.",
      severity: "Gravité",
      severities: {
        low: "Faible — une question ou un problème d'affichage",
        normal: "Normale — quelque chose ne fonctionne pas, mais il existe un contournement",
        high: "Élevée — une fonction dont votre équipe dépend ne fonctionne pas",
        urgent: "Urgente — l'espace de travail est indisponible ou les données semblent fausses",
      },
      description: "Description",
      descriptionHint:
        "L'adresse de votre espace de travail, ce que vous avez fait, ce que vous attendiez et ce qui s'est passé. N'indiquez jamais de mots de passe ni de clés de récupération.",
      sending: "Envoi…",
      send: "Envoyer la demande de support",
      received: "Demande de support {{reference}} reçue.",
      sent: "Nous avons reçu « {{subject}} » sous le ticket <ref>{{reference}}</ref>. Indiquez ce numéro si vous écrivez à support@fleetward.com à ce sujet.",
    },
  },
  legal: {
    eyebrow: "Mentions légales",
    termsLead:
      "Le contrat entre votre organisation et Fleetward GmbH pour l'utilisation de Fleetward, de l'essai gratuit de 90 jours aux abonnements payants Business et Enterprise. Le texte est en anglais.",
    privacyLead:
      "Les données personnelles que Fleetward traite lorsque vous visitez notre site, utilisez votre compte ou nous contactez, pourquoi nous en avons besoin, combien de temps nous les conservons et comment exercer vos droits au titre du RGPD. Le texte est en anglais.",
  },
  documentation: {
    eyebrow: "Produit",
    lead: "Comment Fleetward est organisé, comment configurer un espace de travail et comment l'intégrer via l'API REST. Pour des instructions tâche par tâche, consultez le centre d'aide. La documentation est en anglais.",
  },
};
