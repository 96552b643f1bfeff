import type { MarketingText } from "./en.ts";

export const frMarketing: MarketingText = {
  home: {
    lead: "Connaissez chaque ordinateur portable, téléphone, serveur et licence de votre organisation, qui l'utilise et s'il est sécurisé. Fleetward garde l'inventaire exact et affiche d'abord les appareils qui demandent votre attention.",
    seePricing: "Voir les tarifs",
    builtOn:
      "Construit sur des logiciels libres et des formats ouverts que vous pouvez vérifier vous-même",
    featuresTitle: "Tout sur vos appareils, dans une seule application",
    featuresIntro:
      "Remplacez le tableur, la feuille de prêt et le calendrier des renouvellements par un inventaire unique auquel toute votre équipe se fie.",
    features: [
      {
        title: "Un inventaire toujours exact",
        text: "Chaque portable, serveur, écran et accessoire dans un seul registre, avec qui l'a et où il se trouve. Les ordinateurs équipés d'osquery, l'agent open source, remontent eux-mêmes leur matériel, leur système et leurs logiciels.",
      },
      {
        title: "La posture de sécurité en un coup d'œil",
        text: "Chiffrement, niveau de correctifs, verrouillage d'écran et protection des terminaux pour chaque appareil, les non conformes en tête.",
      },
      {
        title: "Du bon de commande à la mise au rebut",
        text: "Dates d'achat, coûts et fins de garantie sur chaque actif, un rappel quotidien pour les garanties qui se terminent dans les 30 jours, et des actifs mis au rebut qui gardent leur historique.",
      },
      {
        title: "Des licences sans surprise",
        text: "Sièges, coûts et dates d'expiration au même endroit, avec un rappel quotidien pour les licences qui expirent dans les 30 jours.",
      },
      {
        title: "Prêt et restitution",
        text: "Prêtez des portables avec date de retour et rappels, et remettez leurs appareils aux nouveaux arrivants en trois clics.",
      },
      {
        title: "Des rapports acceptés par les auditeurs",
        text: "Exports des actifs, appareils, licences, personnes et de l'historique en CSV ou XLSX, avec les politiques en échec de chaque appareil, comme preuves pour ISO 27001, SOC 2 et NIS2.",
      },
    ],
    stepsTitle: "Opérationnel en un après-midi",
    steps: [
      {
        title: "Connecter",
        text: "Importez un tableur ou un export Snipe-IT, et installez osquery, l'agent open source, sur vos ordinateurs avec un secret d'inscription.",
      },
      {
        title: "Vérifier",
        text: "Fleetward rapproche les fiches par numéro de série, attribue les responsables et montre quels appareils échouent à un contrôle.",
      },
      {
        title: "Agir",
        text: "Corrigez le haut de la liste, ajustez les politiques et recevez un e-mail quand un appareil commence à échouer à l'une d'elles.",
      },
    ],
    postureTitle: "Votre posture de sécurité en un coup d'œil",
    postureIntro:
      "Chiffrement du disque, version du système, verrouillage de l'écran et protection contre les logiciels malveillants, vérifiés par osquery sur chaque ordinateur inscrit et expliqués en langage clair. Les appareils qui ont besoin de vous sont en haut, avec leur responsable et la raison.",
    postureLink: "Comment fonctionne la surveillance de la sécurité des appareils",
    testimonialsTitle: "Histoires d'exemple",
    examplesNote:
      "Des équipes et des citations inventées qui montrent à quoi servent les fonctionnalités de Fleetward. Ce sont des exemples, pas des clients.",
    quotes: [
      {
        quote:
          "Pour cet audit, j'ai exporté un seul rapport de posture, et l'auditeur n'a eu aucune question complémentaire.",
        role: "Responsable informatique, Northwind Logistics · 1 240 appareils",
      },
      {
        quote:
          "Nous avons trouvé 37 portables que personne n'avait utilisés depuis 90 jours et les avons réaffectés au lieu d'en acheter de nouveaux.",
        role: "Directeur des opérations IT, Helios Health Partners · 860 appareils",
      },
      {
        quote:
          "La conformité des correctifs est passée de 71 à 96 % en un trimestre, parce que tout le monde voyait la même liste.",
        role: "RSSI, Fjordline Insurance · 2 600 appareils",
      },
    ],
    moreStories: "Lire d'autres histoires d'exemple",
    pricingTitle: "Un tarif simple par appareil",
    pricingIntro:
      "Aucun frais pour les accessoires ni les administrateurs. Commencez gratuitement pendant 90 jours, sans carte bancaire.",
    planTrialNote: "90 jours, jusqu'à {{count}} appareils",
    planTrialUnlimited: "90 jours, appareils illimités",
    planEnterpriseNote: "SSO, SCIM et SLA de 99,9 %",
    planPerDevice: "par appareil et par mois",
    customPrice: "Sur devis",
    comparePlans: "Comparer les offres",
    faqTitle: "Questions fréquentes",
    faqs: [
      {
        q: "Faut-il installer un agent sur nos appareils ?",
        a: "Pour les données des appareils et la posture de sécurité, oui : chaque ordinateur exécute osquery, l'agent open source, que vous installez avec un secret d'inscription et un fichier de flags fourni par Fleetward. Le registre, les prêts et retours et les imports fonctionnent sans lui.",
      },
      {
        q: "Que se passe-t-il à la fin de l'essai de 90 jours ?",
        a: "L'espace d'essai est désactivé automatiquement. Passez à une offre payante avant la fin ou peu après, et tout est conservé à l'identique.",
      },
      {
        q: "Peut-on l'utiliser sans rien installer sur nos ordinateurs ?",
        a: "Oui. Beaucoup de petites équipes commencent par un import de tableur et la gestion des prêts. Les contrôles de posture nécessitent osquery sur l'ordinateur, car c'est là que s'exécutent les politiques.",
      },
      {
        q: "Où nos données sont-elles stockées ?",
        a: "À Francfort, en Allemagne, chiffrées au repos et en transit. Fleetward ne stocke jamais de clés de récupération de disque ni de mots de passe.",
      },
      {
        q: "Quelle différence avec Snipe-IT ou GLPI ?",
        a: "Ce sont de bons outils d'inventaire que vous hébergez et maintenez vous-même. Fleetward est hébergé pour vous, importe un export Snipe-IT et ajoute la posture de sécurité remontée par osquery : l'inventaire et la vue des risques forment une seule liste.",
      },
    ],
    moreAnswers: "Plus de réponses dans le centre d'aide",
    ctaTitle: "Sachez où est chaque appareil d'ici vendredi",
    ctaText:
      "Importez un tableur ou inscrivez votre premier ordinateur avec osquery dès aujourd'hui. L'essai est gratuit pendant 90 jours, sans carte bancaire.",
    snapshot: {
      label: "Illustration de la vue d'ensemble du parc dans Fleetward",
      title: "Vue d'ensemble du parc",
      synced: "Synchronisé il y a 3 min",
      devices: "appareils",
      encrypted: "chiffrés",
      attention: "à traiter",
      needsUpdate: "Mise à jour requise",
      notEncrypted: "Non chiffré",
      healthy: "Conforme",
    },
    posture: {
      title: "Posture de sécurité · acme.fleetward.com",
      lastSync: "Dernière synchronisation il y a 4 minutes",
      managed: "Appareils gérés",
      managedNote: "+36 ce mois-ci",
      passAll: "Réussissent les quatre contrôles",
      passAllNote: "contre 78 % en août",
      attention: "À traiter",
      attentionNote: "dont 23 critiques",
      encryption: "Chiffrement du disque",
      patch: "Niveau de correctifs du système",
      lock: "Verrouillage d'écran",
      protection: "Protection des terminaux",
      pass: "{{percent}} % conformes",
      critical: "Critique",
      high: "Élevée",
      salesPool: "Pool commercial",
      issueUpdate: "Mise à jour de sécurité manquante depuis 21 jours",
      issueProtection: "La protection des terminaux ne remonte plus",
      issueLock: "Aucun verrouillage d'écran défini",
      caption:
        "Illustration du produit avec des données d'exemple d'une organisation fictive de 1 284 appareils.",
    },
  },
  status: {
    comingSoonEyebrow: "Fleetward Workflows",
    comingSoonLead:
      "Les workflows automatisent les journées les plus chargées de la vie d'un appareil : le premier matin d'un nouvel arrivant et le dernier après-midi d'un partant. L'accès anticipé ouvre aux clients Business et Enterprise à la fin du compte à rebours.",
    upcomingTitle: "Ce qui arrive",
    upcoming: [
      "Des parcours d'arrivée qui attribuent portable, téléphone et licences à un nouvel arrivant depuis un seul formulaire",
      "Des checklists de départ qui s'ouvrent automatiquement quand les RH clôturent un contrat, avec étiquettes de retour",
      "Des étapes d'approbation pour les achats au-delà d'un budget défini par centre de coûts",
    ],
    shape:
      "Vous voulez contribuer ? Écrivez à <mail>product@fleetward.com</mail> et dites-nous comment votre équipe accueille les nouveaux arrivants aujourd'hui. Les avancées sont publiées chaque mois dans le journal des modifications.",
    readChangelog: "Lire le journal des modifications",
    maintenanceEyebrow: "Nous revenons très vite",
    maintenanceLead:
      "Nous migrons la base de données qui stocke vos espaces de travail vers une version plus rapide. Vos données sont en sécurité et rien n'est perdu pendant l'interruption.",
    unavailable: "Indisponible",
    unavailableText: "Espaces de travail, connexion et API REST",
    notAffected: "Non concerné",
    notAffectedText:
      "Vos appareils : osquery continue de tourner et remonte à nouveau ses données dès le retour du service",
    maintenanceContact:
      "Les administrateurs reçoivent un e-mail de <status>status@fleetward.com</status> au début et à la fin des travaux. Une urgence qui ne peut pas attendre ? Écrivez à <support>support@fleetward.com</support> ; les clients Enterprise peuvent aussi appeler leur ligne d'assistance urgente.",
    thankYouEyebrow: "Message reçu",
    thankYouLead:
      "Merci d'avoir contacté Fleetward. Votre message est dans notre file et a été transmis à l'équipe qui peut y répondre.",
    nextTitle: "La suite",
    nextSteps: [
      "Un e-mail de confirmation avec une copie de votre message arrive dans quelques minutes. Sinon, vérifiez votre dossier de courrier indésirable.",
      "Une personne de la bonne équipe, pas un robot, vous répond sous un jour ouvré.",
      "Si votre question concerne un espace de travail existant, indiquez son adresse dans chaque réponse pour que nous le trouvions vite.",
    ],
    whileYouWait:
      "En attendant, les <guides>guides de mise en route</guides> répondent à la plupart des questions de la première semaine, et la <faqs>FAQ</faqs> couvre l'essai, la facturation et la sécurité.",
    readBlog: "Lire le blog",
  },
  contact: {
    eyebrow: "Contact",
    lead: "Des questions sur les tarifs, une migration depuis des tableurs ou votre espace d'essai ? Écrivez-nous : une personne de la bonne équipe vous répond sous un jour ouvré.",
    sendTitle: "Envoyez-nous un message",
    beforeTitle: "Avant d'écrire",
    beforeSupport:
      "Déjà client et un problème dans votre espace ? Le <page>formulaire d'assistance</page> le traite selon sa gravité.",
    beforeGuides:
      "Beaucoup de questions de mise en place trouvent réponse dans les <page>guides pas à pas</page>.",
    beforeSecrets:
      "N'envoyez jamais de mots de passe, de clés de récupération ni de données personnelles de collaborateurs via ce formulaire.",
    otherTitle: "Autres moyens de nous joindre",
    phoneOrVisit:
      "Vous préférez le téléphone ou une visite ? Consultez nos <page>bureaux de Berlin, Amsterdam et Austin</page>.",
    detailLead:
      "Trois bureaux, quatre boîtes mail et une règle : une vraie personne de la bonne équipe vous répond. Visites bienvenues sur rendez-vous.",
    sendMessage: "Envoyez-nous un message",
    officesTitle: "Nos bureaux",
    holidays:
      "Les bureaux sont fermés les jours fériés de Berlin, de Hollande-Septentrionale et du Texas respectivement. L'assistance pour les incidents Enterprise urgents continue ces jours-là.",
    mailboxesTitle: "Écrivez à la bonne équipe",
    response: "Réponse : ",
    phone: "Téléphone",
    openingHours: "Horaires d'ouverture",
    gettingHere: "Accès",
    companyTitle: "Informations légales",
    registered: "Société immatriculée",
    vat: "Numéro de TVA",
    directors: "Gérants",
    dpo: "Délégué à la protection des données",
    offices: {
      berlin: {
        city: "Berlin",
        role: "Siège social",
        country: "Allemagne",
        hours: "Du lundi au vendredi, 08:00–18:00",
        timeZone: "CET/CEST (UTC+1, UTC+2 en été)",
        directions:
          "À 5 minutes du métro U6 Naturkundemuseum. Entrée visiteurs dans la cour, 3e étage.",
      },
      amsterdam: {
        city: "Amsterdam",
        role: "Produit et clients du Benelux",
        country: "Pays-Bas",
        hours: "Du lundi au vendredi, 09:00–17:30",
        timeZone: "CET/CEST (UTC+1, UTC+2 en été)",
        directions:
          "À 10 minutes à pied d'Amsterdam Centraal ; les trams 13 et 17 s'arrêtent à Westermarkt.",
      },
      austin: {
        city: "Austin",
        role: "Clients nord-américains",
        country: "États-Unis",
        hours: "Du lundi au vendredi, 08:00–17:00",
        timeZone: "CT (UTC−6, UTC−5 en été)",
        directions:
          "Au centre-ville, à l'angle de Congress et de la 6th. Parking visiteurs dans le garage du One American Center.",
      },
    },
    mailboxes: {
      sales: {
        team: "Ventes",
        use: "Devis, offres Enterprise, bons de commande et tarifs dégressifs.",
        response: "Sous un jour ouvré",
      },
      support: {
        team: "Assistance",
        use: "Aide sur votre espace, l'inscription avec osquery, les imports et la facturation.",
        response:
          "Essai : 2 jours ouvrés. Business : 8 heures ouvrées. Enterprise : 1 heure pour les urgences.",
      },
      security: {
        team: "Sécurité",
        use: "Signalements de vulnérabilités et questionnaires de sécurité. Clé PGP sur demande.",
        response: "Accusé de réception sous 24 heures, tous les jours de l'année",
      },
      press: {
        team: "Presse",
        use: "Interviews, logos, captures d'écran du produit et informations sur l'entreprise.",
        response: "Sous deux jours ouvrés",
      },
    },
    form: {
      topics: {
        sales: "Tarifs et offres",
        trial: "Mon essai gratuit",
        support: "Aide sur mon espace de travail",
        billing: "Factures et facturation",
        partnership: "Partenariats et revendeurs",
        press: "Presse et médias",
        other: "Autre chose",
      },
      sent: "Message envoyé. Nous répondrons sous un jour ouvré.",
      name: "Votre nom",
      email: "E-mail professionnel",
      company: "Entreprise (facultatif)",
      topic: "Sujet",
      message: "Message",
      messageHint:
        "Indiquez le nombre d'appareils que vous gérez et comment vous les suivez aujourd'hui. De 20 à 5 000 caractères.",
      sending: "Envoi…",
      send: "Envoyer le message",
      privacy: "Nous utilisons vos coordonnées uniquement pour répondre à ce message.",
    },
  },
};
