/*
 * The trial's notices: one title (also the e-mail subject), one body and one button label per
 * event, in the 16 interface languages. The API sends them as e-mail (the account-alert
 * template) and stores them as in-app notifications, in the user's language.
 * Placeholders: {{app}} workspace name, {{url}} its address, {{date}} a day, {{reason}} the
 * operator's words, {{kb}} the getting-started article.
 */

export type TrialNotice = { title: string; body: string; action: string };

export const trialNoticeKinds = [
  "received",
  "approved",
  "rejected",
  "deployed",
  "expiring",
  "expired",
  "upgraded",
] as const;
export type TrialNoticeKind = (typeof trialNoticeKinds)[number];

export type TrialNoticeStrings = {
  /** Why the recipient gets the e-mail (the footer line). */
  reason: string;
  /** A second paragraph of the "deployed" e-mail. */
  knowledgeBase: string;
} & Record<TrialNoticeKind, TrialNotice>;

export const trialNoticesEn: TrialNoticeStrings = {
  reason: "You receive this e-mail because you requested a Fleetward trial with this account.",
  knowledgeBase: "New to Fleetward? The getting-started article walks you through it: {{kb}}",
  received: {
    title: "We received your trial request",
    body: "Thank you for requesting a Fleetward trial for {{app}}. Our team reviews every request, usually within one business day, and we will write to you as soon as it is decided.",
    action: "View your trial",
  },
  approved: {
    title: "Your trial is approved",
    body: "Your trial request for {{app}} is approved. We are now deploying your workspace at {{url}}; this takes a few minutes and we will write again when it is ready.",
    action: "Follow the deployment",
  },
  rejected: {
    title: "Your trial request was not approved",
    body: "We could not approve your trial request for {{app}}. Reason: {{reason}} If you have questions or can tell us more, please contact us.",
    action: "Contact us",
  },
  deployed: {
    title: "Your workspace is ready",
    body: "Your Fleetward workspace {{app}} is ready at {{url}}. Your free trial runs until {{date}}.",
    action: "Open your workspace",
  },
  expiring: {
    title: "Your trial ends in 7 days",
    body: "Your Fleetward trial for {{app}} ends on {{date}}. Upgrade to a paid plan to keep working without interruption; everything you entered carries over.",
    action: "Choose a plan",
  },
  expired: {
    title: "Your trial has ended",
    body: "Your Fleetward trial for {{app}} ended on {{date}}. The workspace is now read-only and its data is kept. Upgrade to continue where you left off.",
    action: "Upgrade to continue",
  },
  upgraded: {
    title: "Your workspace is on a paid plan",
    body: "Thank you: {{app}} now runs on a paid plan, with no expiry date. Everything from your trial is still there.",
    action: "Open your workspace",
  },
};

export const trialNoticesDe: TrialNoticeStrings = {
  reason:
    "Sie erhalten diese E-Mail, weil Sie mit diesem Konto eine Fleetward-Testphase angefragt haben.",
  knowledgeBase:
    "Neu bei Fleetward? Der Einstiegsartikel führt Sie durch die ersten Schritte: {{kb}}",
  received: {
    title: "Wir haben Ihre Testanfrage erhalten",
    body: "Danke für Ihre Anfrage einer Fleetward-Testphase für {{app}}. Unser Team prüft jede Anfrage, meist innerhalb eines Werktags, und wir melden uns, sobald sie entschieden ist.",
    action: "Testphase ansehen",
  },
  approved: {
    title: "Ihre Testphase ist genehmigt",
    body: "Ihre Testanfrage für {{app}} ist genehmigt. Wir richten jetzt Ihren Workspace unter {{url}} ein; das dauert einige Minuten, und wir melden uns, sobald er bereit ist.",
    action: "Einrichtung verfolgen",
  },
  rejected: {
    title: "Ihre Testanfrage wurde nicht genehmigt",
    body: "Wir konnten Ihre Testanfrage für {{app}} nicht genehmigen. Grund: {{reason}} Bei Fragen oder weiteren Angaben kontaktieren Sie uns bitte.",
    action: "Kontakt aufnehmen",
  },
  deployed: {
    title: "Ihr Workspace ist bereit",
    body: "Ihr Fleetward-Workspace {{app}} ist unter {{url}} bereit. Ihre kostenlose Testphase läuft bis {{date}}.",
    action: "Workspace öffnen",
  },
  expiring: {
    title: "Ihre Testphase endet in 7 Tagen",
    body: "Ihre Fleetward-Testphase für {{app}} endet am {{date}}. Wechseln Sie zu einem kostenpflichtigen Tarif, um ohne Unterbrechung weiterzuarbeiten; alle Daten bleiben erhalten.",
    action: "Tarif wählen",
  },
  expired: {
    title: "Ihre Testphase ist beendet",
    body: "Ihre Fleetward-Testphase für {{app}} endete am {{date}}. Der Workspace ist jetzt schreibgeschützt, seine Daten bleiben erhalten. Wechseln Sie zu einem Tarif, um weiterzuarbeiten.",
    action: "Jetzt upgraden",
  },
  upgraded: {
    title: "Ihr Workspace hat einen bezahlten Tarif",
    body: "Vielen Dank: {{app}} läuft jetzt mit einem bezahlten Tarif ohne Ablaufdatum. Alles aus Ihrer Testphase ist noch da.",
    action: "Workspace öffnen",
  },
};

export const trialNoticesJa: TrialNoticeStrings = {
  reason:
    "このメールは、このアカウントで Fleetward のトライアルをお申し込みいただいたためお送りしています。",
  knowledgeBase: "Fleetward が初めての方は、入門記事をご覧ください: {{kb}}",
  received: {
    title: "トライアルのお申し込みを受け付けました",
    body: "{{app}} の Fleetward トライアルをお申し込みいただきありがとうございます。すべてのお申し込みは通常 1 営業日以内に審査し、結果が出しだいご連絡します。",
    action: "トライアルを確認",
  },
  approved: {
    title: "トライアルが承認されました",
    body: "{{app}} のトライアルが承認されました。ただいま {{url}} にワークスペースを構築しています。数分で完了し、準備ができしだいご連絡します。",
    action: "構築状況を見る",
  },
  rejected: {
    title: "トライアルのお申し込みは承認されませんでした",
    body: "{{app}} のトライアルのお申し込みを承認できませんでした。理由: {{reason}} ご質問や追加情報がありましたらお問い合わせください。",
    action: "お問い合わせ",
  },
  deployed: {
    title: "ワークスペースの準備ができました",
    body: "Fleetward ワークスペース {{app}} を {{url}} でご利用いただけます。無料トライアルは {{date}} までです。",
    action: "ワークスペースを開く",
  },
  expiring: {
    title: "トライアルはあと 7 日で終了します",
    body: "{{app}} の Fleetward トライアルは {{date}} に終了します。中断なく使い続けるには有料プランにアップグレードしてください。入力したデータはすべて引き継がれます。",
    action: "プランを選ぶ",
  },
  expired: {
    title: "トライアルが終了しました",
    body: "{{app}} の Fleetward トライアルは {{date}} に終了しました。ワークスペースは読み取り専用になり、データは保持されています。アップグレードすると続きから使えます。",
    action: "アップグレードして続ける",
  },
  upgraded: {
    title: "ワークスペースが有料プランになりました",
    body: "ありがとうございます。{{app}} は有効期限のない有料プランになりました。トライアル中のデータはそのまま残っています。",
    action: "ワークスペースを開く",
  },
};

export const trialNoticesAe: TrialNoticeStrings = {
  reason: "تصلك هذه الرسالة لأنك طلبت فترة تجريبية من Fleetward بهذا الحساب.",
  knowledgeBase: "جديد على Fleetward؟ يرشدك مقال البداية خطوة بخطوة: {{kb}}",
  received: {
    title: "تلقينا طلب الفترة التجريبية",
    body: "شكرًا لطلبك فترة Fleetward التجريبية لـ {{app}}. يراجع فريقنا كل طلب، عادةً خلال يوم عمل واحد، وسنراسلك فور البت فيه.",
    action: "عرض الفترة التجريبية",
  },
  approved: {
    title: "تمت الموافقة على فترتك التجريبية",
    body: "تمت الموافقة على طلبك لـ {{app}}. نقوم الآن بإعداد مساحة العمل على {{url}}؛ يستغرق ذلك بضع دقائق وسنراسلك عندما تصبح جاهزة.",
    action: "متابعة الإعداد",
  },
  rejected: {
    title: "لم تتم الموافقة على طلب الفترة التجريبية",
    body: "تعذّرت الموافقة على طلبك لـ {{app}}. السبب: {{reason}} إذا كانت لديك أسئلة أو معلومات إضافية فيرجى التواصل معنا.",
    action: "تواصل معنا",
  },
  deployed: {
    title: "مساحة العمل جاهزة",
    body: "مساحة عمل Fleetward ‏{{app}} جاهزة على {{url}}. تستمر فترتك التجريبية المجانية حتى {{date}}.",
    action: "فتح مساحة العمل",
  },
  expiring: {
    title: "تنتهي فترتك التجريبية بعد 7 أيام",
    body: "تنتهي فترة Fleetward التجريبية لـ {{app}} في {{date}}. انتقل إلى خطة مدفوعة لتواصل العمل دون انقطاع؛ تنتقل كل بياناتك معك.",
    action: "اختيار خطة",
  },
  expired: {
    title: "انتهت فترتك التجريبية",
    body: "انتهت فترة Fleetward التجريبية لـ {{app}} في {{date}}. أصبحت مساحة العمل للقراءة فقط وبياناتها محفوظة. قم بالترقية لتكمل من حيث توقفت.",
    action: "الترقية للمتابعة",
  },
  upgraded: {
    title: "مساحة العمل على خطة مدفوعة",
    body: "شكرًا لك: يعمل {{app}} الآن على خطة مدفوعة دون تاريخ انتهاء. كل ما أدخلته خلال الفترة التجريبية ما زال موجودًا.",
    action: "فتح مساحة العمل",
  },
};

export const trialNoticesDa: TrialNoticeStrings = {
  reason:
    "Du modtager denne e-mail, fordi du har anmodet om en Fleetward-prøveperiode med denne konto.",
  knowledgeBase: "Ny i Fleetward? Kom godt i gang-artiklen guider dig igennem: {{kb}}",
  received: {
    title: "Vi har modtaget din anmodning om prøveperiode",
    body: "Tak for din anmodning om en Fleetward-prøveperiode for {{app}}. Vores team gennemgår hver anmodning, normalt inden for én hverdag, og vi skriver, så snart den er afgjort.",
    action: "Se din prøveperiode",
  },
  approved: {
    title: "Din prøveperiode er godkendt",
    body: "Din anmodning for {{app}} er godkendt. Vi opretter nu dit workspace på {{url}}; det tager et par minutter, og vi skriver igen, når det er klar.",
    action: "Følg opsætningen",
  },
  rejected: {
    title: "Din anmodning om prøveperiode blev ikke godkendt",
    body: "Vi kunne ikke godkende din anmodning for {{app}}. Begrundelse: {{reason}} Kontakt os, hvis du har spørgsmål eller flere oplysninger.",
    action: "Kontakt os",
  },
  deployed: {
    title: "Dit workspace er klar",
    body: "Dit Fleetward-workspace {{app}} er klar på {{url}}. Din gratis prøveperiode løber til {{date}}.",
    action: "Åbn dit workspace",
  },
  expiring: {
    title: "Din prøveperiode slutter om 7 dage",
    body: "Din Fleetward-prøveperiode for {{app}} slutter den {{date}}. Opgrader til et betalt abonnement for at arbejde videre uden afbrydelse; alle dine data følger med.",
    action: "Vælg et abonnement",
  },
  expired: {
    title: "Din prøveperiode er slut",
    body: "Din Fleetward-prøveperiode for {{app}} sluttede den {{date}}. Dit workspace er nu skrivebeskyttet, og dataene er bevaret. Opgrader for at fortsætte, hvor du slap.",
    action: "Opgrader for at fortsætte",
  },
  upgraded: {
    title: "Dit workspace kører på et betalt abonnement",
    body: "Tak: {{app}} kører nu på et betalt abonnement uden udløbsdato. Alt fra din prøveperiode er der stadig.",
    action: "Åbn dit workspace",
  },
};

export const trialNoticesEl: TrialNoticeStrings = {
  reason:
    "Λαμβάνετε αυτό το μήνυμα επειδή ζητήσατε δοκιμαστική περίοδο του Fleetward με αυτόν τον λογαριασμό.",
  knowledgeBase: "Νέος στο Fleetward; Το άρθρο πρώτων βημάτων σας καθοδηγεί: {{kb}}",
  received: {
    title: "Λάβαμε το αίτημα δοκιμαστικής περιόδου",
    body: "Ευχαριστούμε για το αίτημα δοκιμαστικής περιόδου Fleetward για το {{app}}. Η ομάδα μας εξετάζει κάθε αίτημα, συνήθως μέσα σε μία εργάσιμη ημέρα, και θα σας γράψουμε μόλις αποφασιστεί.",
    action: "Δείτε τη δοκιμαστική περίοδο",
  },
  approved: {
    title: "Η δοκιμαστική περίοδος εγκρίθηκε",
    body: "Το αίτημά σας για το {{app}} εγκρίθηκε. Δημιουργούμε τώρα τον χώρο εργασίας σας στο {{url}}· χρειάζονται λίγα λεπτά και θα σας γράψουμε όταν είναι έτοιμος.",
    action: "Παρακολουθήστε την εγκατάσταση",
  },
  rejected: {
    title: "Το αίτημα δοκιμαστικής περιόδου δεν εγκρίθηκε",
    body: "Δεν μπορέσαμε να εγκρίνουμε το αίτημά σας για το {{app}}. Αιτία: {{reason}} Αν έχετε ερωτήσεις ή περισσότερες πληροφορίες, επικοινωνήστε μαζί μας.",
    action: "Επικοινωνία",
  },
  deployed: {
    title: "Ο χώρος εργασίας σας είναι έτοιμος",
    body: "Ο χώρος εργασίας Fleetward {{app}} είναι έτοιμος στο {{url}}. Η δωρεάν δοκιμαστική περίοδος διαρκεί έως {{date}}.",
    action: "Άνοιγμα χώρου εργασίας",
  },
  expiring: {
    title: "Η δοκιμαστική περίοδος λήγει σε 7 ημέρες",
    body: "Η δοκιμαστική περίοδος Fleetward για το {{app}} λήγει στις {{date}}. Αναβαθμίστε σε συνδρομή επί πληρωμή για να συνεχίσετε χωρίς διακοπή· όλα τα δεδομένα σας μεταφέρονται.",
    action: "Επιλογή προγράμματος",
  },
  expired: {
    title: "Η δοκιμαστική περίοδος έληξε",
    body: "Η δοκιμαστική περίοδος Fleetward για το {{app}} έληξε στις {{date}}. Ο χώρος εργασίας είναι πλέον μόνο για ανάγνωση και τα δεδομένα διατηρούνται. Αναβαθμίστε για να συνεχίσετε.",
    action: "Αναβάθμιση για συνέχεια",
  },
  upgraded: {
    title: "Ο χώρος εργασίας σας έχει συνδρομή",
    body: "Ευχαριστούμε: το {{app}} λειτουργεί πλέον με συνδρομή επί πληρωμή χωρίς ημερομηνία λήξης. Όλα όσα καταχωρίσατε παραμένουν.",
    action: "Άνοιγμα χώρου εργασίας",
  },
};

export const trialNoticesEs: TrialNoticeStrings = {
  reason: "Recibes este correo porque solicitaste una prueba de Fleetward con esta cuenta.",
  knowledgeBase: "¿Nuevo en Fleetward? El artículo de primeros pasos te guía: {{kb}}",
  received: {
    title: "Hemos recibido tu solicitud de prueba",
    body: "Gracias por solicitar una prueba de Fleetward para {{app}}. Nuestro equipo revisa cada solicitud, normalmente en un día laborable, y te escribiremos en cuanto se decida.",
    action: "Ver tu prueba",
  },
  approved: {
    title: "Tu prueba está aprobada",
    body: "Tu solicitud para {{app}} está aprobada. Estamos desplegando tu espacio de trabajo en {{url}}; tarda unos minutos y te escribiremos cuando esté listo.",
    action: "Seguir el despliegue",
  },
  rejected: {
    title: "Tu solicitud de prueba no fue aprobada",
    body: "No hemos podido aprobar tu solicitud para {{app}}. Motivo: {{reason}} Si tienes preguntas o más información, contacta con nosotros.",
    action: "Contactar",
  },
  deployed: {
    title: "Tu espacio de trabajo está listo",
    body: "Tu espacio de trabajo de Fleetward {{app}} está listo en {{url}}. Tu prueba gratuita dura hasta el {{date}}.",
    action: "Abrir tu espacio de trabajo",
  },
  expiring: {
    title: "Tu prueba termina en 7 días",
    body: "Tu prueba de Fleetward para {{app}} termina el {{date}}. Pasa a un plan de pago para seguir trabajando sin interrupciones; todos tus datos se conservan.",
    action: "Elegir un plan",
  },
  expired: {
    title: "Tu prueba ha terminado",
    body: "Tu prueba de Fleetward para {{app}} terminó el {{date}}. El espacio de trabajo es ahora de solo lectura y sus datos se conservan. Mejora tu plan para continuar donde lo dejaste.",
    action: "Mejorar para continuar",
  },
  upgraded: {
    title: "Tu espacio de trabajo tiene un plan de pago",
    body: "Gracias: {{app}} funciona ahora con un plan de pago, sin fecha de caducidad. Todo lo de tu prueba sigue ahí.",
    action: "Abrir tu espacio de trabajo",
  },
};

export const trialNoticesFr: TrialNoticeStrings = {
  reason: "Vous recevez cet e-mail parce que vous avez demandé un essai Fleetward avec ce compte.",
  knowledgeBase: "Nouveau sur Fleetward ? L'article de prise en main vous guide : {{kb}}",
  received: {
    title: "Nous avons reçu votre demande d'essai",
    body: "Merci d'avoir demandé un essai Fleetward pour {{app}}. Notre équipe examine chaque demande, généralement sous un jour ouvré, et nous vous écrirons dès qu'elle sera tranchée.",
    action: "Voir votre essai",
  },
  approved: {
    title: "Votre essai est approuvé",
    body: "Votre demande pour {{app}} est approuvée. Nous déployons votre espace de travail à l'adresse {{url}} ; cela prend quelques minutes et nous vous écrirons quand il sera prêt.",
    action: "Suivre le déploiement",
  },
  rejected: {
    title: "Votre demande d'essai n'a pas été approuvée",
    body: "Nous n'avons pas pu approuver votre demande pour {{app}}. Motif : {{reason}} Pour toute question ou précision, contactez-nous.",
    action: "Nous contacter",
  },
  deployed: {
    title: "Votre espace de travail est prêt",
    body: "Votre espace de travail Fleetward {{app}} est prêt à l'adresse {{url}}. Votre essai gratuit dure jusqu'au {{date}}.",
    action: "Ouvrir votre espace",
  },
  expiring: {
    title: "Votre essai se termine dans 7 jours",
    body: "Votre essai Fleetward pour {{app}} se termine le {{date}}. Passez à une offre payante pour continuer sans interruption ; toutes vos données sont conservées.",
    action: "Choisir une offre",
  },
  expired: {
    title: "Votre essai est terminé",
    body: "Votre essai Fleetward pour {{app}} s'est terminé le {{date}}. L'espace de travail est désormais en lecture seule et ses données sont conservées. Passez à une offre payante pour reprendre là où vous en étiez.",
    action: "Passer à l'offre payante",
  },
  upgraded: {
    title: "Votre espace de travail a une offre payante",
    body: "Merci : {{app}} fonctionne désormais avec une offre payante, sans date d'expiration. Tout ce que vous avez saisi pendant l'essai est conservé.",
    action: "Ouvrir votre espace",
  },
};

export const trialNoticesHu: TrialNoticeStrings = {
  reason: "Azért kapja ezt az e-mailt, mert ezzel a fiókkal Fleetward próbaidőszakot igényelt.",
  knowledgeBase: "Új a Fleetwardban? Az első lépések cikk végigvezeti: {{kb}}",
  received: {
    title: "Megkaptuk a próbaidőszak-igénylését",
    body: "Köszönjük, hogy Fleetward próbaidőszakot igényelt ehhez: {{app}}. Csapatunk minden igénylést átnéz, általában egy munkanapon belül, és írunk, amint döntöttünk.",
    action: "Próbaidőszak megtekintése",
  },
  approved: {
    title: "A próbaidőszakát jóváhagytuk",
    body: "A(z) {{app}} igénylését jóváhagytuk. Most telepítjük a munkaterületét itt: {{url}}. Ez néhány percig tart, és írunk, amikor elkészült.",
    action: "Telepítés követése",
  },
  rejected: {
    title: "A próbaidőszak-igénylést nem hagytuk jóvá",
    body: "A(z) {{app}} igénylését nem tudtuk jóváhagyni. Indok: {{reason}} Ha kérdése van vagy további információt adna, kérjük, írjon nekünk.",
    action: "Kapcsolatfelvétel",
  },
  deployed: {
    title: "A munkaterülete elkészült",
    body: "A(z) {{app}} Fleetward munkaterület elkészült itt: {{url}}. Az ingyenes próbaidőszak eddig tart: {{date}}.",
    action: "Munkaterület megnyitása",
  },
  expiring: {
    title: "A próbaidőszak 7 nap múlva lejár",
    body: "A(z) {{app}} Fleetward próbaidőszaka ekkor lejár: {{date}}. Váltson fizetős csomagra, hogy megszakítás nélkül dolgozhasson tovább; minden adata megmarad.",
    action: "Csomag választása",
  },
  expired: {
    title: "A próbaidőszak lejárt",
    body: "A(z) {{app}} Fleetward próbaidőszaka lejárt ekkor: {{date}}. A munkaterület most csak olvasható, az adatai megmaradnak. Váltson csomagra a folytatáshoz.",
    action: "Váltás a folytatáshoz",
  },
  upgraded: {
    title: "A munkaterülete fizetős csomagon fut",
    body: "Köszönjük: a(z) {{app}} mostantól fizetős csomagon, lejárat nélkül fut. A próbaidőszak minden adata megmaradt.",
    action: "Munkaterület megnyitása",
  },
};

export const trialNoticesIt: TrialNoticeStrings = {
  reason: "Ricevi questa e-mail perché hai richiesto una prova di Fleetward con questo account.",
  knowledgeBase: "Nuovo su Fleetward? L'articolo introduttivo ti guida passo per passo: {{kb}}",
  received: {
    title: "Abbiamo ricevuto la tua richiesta di prova",
    body: "Grazie per aver richiesto una prova di Fleetward per {{app}}. Il nostro team esamina ogni richiesta, di solito entro un giorno lavorativo, e ti scriveremo appena sarà decisa.",
    action: "Vedi la tua prova",
  },
  approved: {
    title: "La tua prova è approvata",
    body: "La tua richiesta per {{app}} è approvata. Stiamo creando il tuo spazio di lavoro su {{url}}; servono pochi minuti e ti scriveremo quando sarà pronto.",
    action: "Segui la creazione",
  },
  rejected: {
    title: "La tua richiesta di prova non è stata approvata",
    body: "Non abbiamo potuto approvare la tua richiesta per {{app}}. Motivo: {{reason}} Se hai domande o altre informazioni, contattaci.",
    action: "Contattaci",
  },
  deployed: {
    title: "Il tuo spazio di lavoro è pronto",
    body: "Il tuo spazio di lavoro Fleetward {{app}} è pronto su {{url}}. La prova gratuita dura fino al {{date}}.",
    action: "Apri lo spazio di lavoro",
  },
  expiring: {
    title: "La tua prova termina tra 7 giorni",
    body: "La tua prova di Fleetward per {{app}} termina il {{date}}. Passa a un piano a pagamento per continuare senza interruzioni; tutti i dati restano.",
    action: "Scegli un piano",
  },
  expired: {
    title: "La tua prova è terminata",
    body: "La tua prova di Fleetward per {{app}} è terminata il {{date}}. Lo spazio di lavoro è ora in sola lettura e i dati sono conservati. Passa a un piano per riprendere da dove eri rimasto.",
    action: "Passa a un piano",
  },
  upgraded: {
    title: "Il tuo spazio di lavoro ha un piano a pagamento",
    body: "Grazie: {{app}} ora ha un piano a pagamento, senza scadenza. Tutto ciò che hai inserito durante la prova è ancora lì.",
    action: "Apri lo spazio di lavoro",
  },
};

export const trialNoticesPl: TrialNoticeStrings = {
  reason: "Otrzymujesz tę wiadomość, ponieważ z tego konta zamówiono okres próbny Fleetward.",
  knowledgeBase: "Nowy w Fleetward? Artykuł na start poprowadzi Cię krok po kroku: {{kb}}",
  received: {
    title: "Otrzymaliśmy Twoją prośbę o okres próbny",
    body: "Dziękujemy za prośbę o okres próbny Fleetward dla {{app}}. Nasz zespół sprawdza każdą prośbę, zwykle w ciągu jednego dnia roboczego, i napiszemy, gdy tylko zapadnie decyzja.",
    action: "Zobacz okres próbny",
  },
  approved: {
    title: "Twój okres próbny został zatwierdzony",
    body: "Twoja prośba dla {{app}} została zatwierdzona. Tworzymy teraz Twoją przestrzeń roboczą pod adresem {{url}}; potrwa to kilka minut, a gdy będzie gotowa, napiszemy ponownie.",
    action: "Śledź wdrażanie",
  },
  rejected: {
    title: "Prośba o okres próbny nie została zatwierdzona",
    body: "Nie mogliśmy zatwierdzić prośby dla {{app}}. Powód: {{reason}} Jeśli masz pytania lub dodatkowe informacje, skontaktuj się z nami.",
    action: "Skontaktuj się",
  },
  deployed: {
    title: "Twoja przestrzeń robocza jest gotowa",
    body: "Przestrzeń robocza Fleetward {{app}} jest gotowa pod adresem {{url}}. Bezpłatny okres próbny trwa do {{date}}.",
    action: "Otwórz przestrzeń roboczą",
  },
  expiring: {
    title: "Okres próbny kończy się za 7 dni",
    body: "Okres próbny Fleetward dla {{app}} kończy się {{date}}. Przejdź na płatny plan, aby pracować bez przerwy; wszystkie dane zostaną zachowane.",
    action: "Wybierz plan",
  },
  expired: {
    title: "Okres próbny się zakończył",
    body: "Okres próbny Fleetward dla {{app}} zakończył się {{date}}. Przestrzeń robocza jest teraz tylko do odczytu, a dane są zachowane. Przejdź na płatny plan, aby kontynuować.",
    action: "Przejdź na plan, aby kontynuować",
  },
  upgraded: {
    title: "Twoja przestrzeń robocza ma płatny plan",
    body: "Dziękujemy: {{app}} działa teraz w płatnym planie, bez daty wygaśnięcia. Wszystko z okresu próbnego zostało zachowane.",
    action: "Otwórz przestrzeń roboczą",
  },
};

export const trialNoticesPt: TrialNoticeStrings = {
  reason: "Recebe este e-mail porque pediu uma avaliação do Fleetward com esta conta.",
  knowledgeBase: "Novo no Fleetward? O artigo de primeiros passos ajuda-o a começar: {{kb}}",
  received: {
    title: "Recebemos o seu pedido de avaliação",
    body: "Obrigado por pedir uma avaliação do Fleetward para {{app}}. A nossa equipa analisa cada pedido, normalmente num dia útil, e escrevemos-lhe assim que estiver decidido.",
    action: "Ver a sua avaliação",
  },
  approved: {
    title: "A sua avaliação foi aprovada",
    body: "O seu pedido para {{app}} foi aprovado. Estamos a implementar o seu espaço de trabalho em {{url}}; demora alguns minutos e escrevemos-lhe quando estiver pronto.",
    action: "Acompanhar a implementação",
  },
  rejected: {
    title: "O seu pedido de avaliação não foi aprovado",
    body: "Não pudemos aprovar o seu pedido para {{app}}. Motivo: {{reason}} Se tiver perguntas ou mais informações, contacte-nos.",
    action: "Contactar-nos",
  },
  deployed: {
    title: "O seu espaço de trabalho está pronto",
    body: "O seu espaço de trabalho Fleetward {{app}} está pronto em {{url}}. A avaliação gratuita decorre até {{date}}.",
    action: "Abrir o espaço de trabalho",
  },
  expiring: {
    title: "A sua avaliação termina daqui a 7 dias",
    body: "A sua avaliação do Fleetward para {{app}} termina a {{date}}. Passe para um plano pago para continuar sem interrupções; todos os dados são mantidos.",
    action: "Escolher um plano",
  },
  expired: {
    title: "A sua avaliação terminou",
    body: "A sua avaliação do Fleetward para {{app}} terminou a {{date}}. O espaço de trabalho está agora só de leitura e os dados são mantidos. Atualize o plano para continuar onde ficou.",
    action: "Atualizar para continuar",
  },
  upgraded: {
    title: "O seu espaço de trabalho tem um plano pago",
    body: "Obrigado: {{app}} funciona agora com um plano pago, sem data de expiração. Tudo o que introduziu durante a avaliação continua lá.",
    action: "Abrir o espaço de trabalho",
  },
};

export const trialNoticesRu: TrialNoticeStrings = {
  reason:
    "Вы получили это письмо, потому что запросили пробный период Fleetward с этой учётной записи.",
  knowledgeBase: "Впервые в Fleetward? Статья для начала работы проведёт вас по шагам: {{kb}}",
  received: {
    title: "Мы получили вашу заявку на пробный период",
    body: "Спасибо за заявку на пробный период Fleetward для {{app}}. Наша команда рассматривает каждую заявку, обычно в течение одного рабочего дня, и напишет вам, как только будет решение.",
    action: "Открыть пробный период",
  },
  approved: {
    title: "Пробный период одобрен",
    body: "Ваша заявка для {{app}} одобрена. Сейчас мы разворачиваем рабочее пространство по адресу {{url}}; это займёт несколько минут, и мы напишем, когда всё будет готово.",
    action: "Следить за развёртыванием",
  },
  rejected: {
    title: "Заявка на пробный период не одобрена",
    body: "Мы не смогли одобрить заявку для {{app}}. Причина: {{reason}} Если у вас есть вопросы или дополнительные сведения, свяжитесь с нами.",
    action: "Связаться с нами",
  },
  deployed: {
    title: "Рабочее пространство готово",
    body: "Рабочее пространство Fleetward {{app}} готово по адресу {{url}}. Бесплатный пробный период действует до {{date}}.",
    action: "Открыть рабочее пространство",
  },
  expiring: {
    title: "Пробный период закончится через 7 дней",
    body: "Пробный период Fleetward для {{app}} закончится {{date}}. Перейдите на платный тариф, чтобы работать без перерыва; все данные сохранятся.",
    action: "Выбрать тариф",
  },
  expired: {
    title: "Пробный период закончился",
    body: "Пробный период Fleetward для {{app}} закончился {{date}}. Рабочее пространство доступно только для чтения, данные сохранены. Перейдите на тариф, чтобы продолжить с того же места.",
    action: "Перейти на тариф",
  },
  upgraded: {
    title: "Рабочее пространство на платном тарифе",
    body: "Спасибо: {{app}} теперь работает на платном тарифе без срока окончания. Всё, что вы ввели в пробный период, сохранено.",
    action: "Открыть рабочее пространство",
  },
};

export const trialNoticesSv: TrialNoticeStrings = {
  reason:
    "Du får det här mejlet eftersom du har begärt en Fleetward-provperiod med det här kontot.",
  knowledgeBase: "Ny på Fleetward? Kom igång-artikeln visar vägen: {{kb}}",
  received: {
    title: "Vi har tagit emot din begäran om provperiod",
    body: "Tack för att du begärde en Fleetward-provperiod för {{app}}. Vårt team går igenom varje begäran, oftast inom en arbetsdag, och vi skriver så snart den är avgjord.",
    action: "Visa din provperiod",
  },
  approved: {
    title: "Din provperiod är godkänd",
    body: "Din begäran för {{app}} är godkänd. Vi sätter nu upp din arbetsyta på {{url}}; det tar några minuter och vi skriver igen när den är klar.",
    action: "Följ uppsättningen",
  },
  rejected: {
    title: "Din begäran om provperiod godkändes inte",
    body: "Vi kunde inte godkänna din begäran för {{app}}. Anledning: {{reason}} Kontakta oss om du har frågor eller mer information.",
    action: "Kontakta oss",
  },
  deployed: {
    title: "Din arbetsyta är klar",
    body: "Din Fleetward-arbetsyta {{app}} är klar på {{url}}. Din kostnadsfria provperiod pågår till {{date}}.",
    action: "Öppna arbetsytan",
  },
  expiring: {
    title: "Din provperiod slutar om 7 dagar",
    body: "Din Fleetward-provperiod för {{app}} slutar {{date}}. Uppgradera till en betald plan för att arbeta vidare utan avbrott; alla dina data följer med.",
    action: "Välj en plan",
  },
  expired: {
    title: "Din provperiod har slutat",
    body: "Din Fleetward-provperiod för {{app}} slutade {{date}}. Arbetsytan är nu skrivskyddad och dess data finns kvar. Uppgradera för att fortsätta där du slutade.",
    action: "Uppgradera för att fortsätta",
  },
  upgraded: {
    title: "Din arbetsyta har en betald plan",
    body: "Tack: {{app}} körs nu på en betald plan utan slutdatum. Allt från din provperiod finns kvar.",
    action: "Öppna arbetsytan",
  },
};

export const trialNoticesTr: TrialNoticeStrings = {
  reason: "Bu e-postayı, bu hesapla bir Fleetward deneme süresi talep ettiğiniz için alıyorsunuz.",
  knowledgeBase: "Fleetward'da yeni misiniz? Başlangıç makalesi size yol gösterir: {{kb}}",
  received: {
    title: "Deneme talebinizi aldık",
    body: "{{app}} için Fleetward deneme talebiniz için teşekkürler. Ekibimiz her talebi genellikle bir iş günü içinde inceler; karar verilir verilmez size yazacağız.",
    action: "Denemenizi görüntüleyin",
  },
  approved: {
    title: "Denemeniz onaylandı",
    body: "{{app}} için talebiniz onaylandı. Çalışma alanınızı şimdi {{url}} adresinde kuruyoruz; bu birkaç dakika sürer ve hazır olduğunda size yazacağız.",
    action: "Kurulumu takip edin",
  },
  rejected: {
    title: "Deneme talebiniz onaylanmadı",
    body: "{{app}} için talebinizi onaylayamadık. Neden: {{reason}} Sorularınız veya ek bilgileriniz varsa lütfen bizimle iletişime geçin.",
    action: "Bize ulaşın",
  },
  deployed: {
    title: "Çalışma alanınız hazır",
    body: "Fleetward çalışma alanınız {{app}}, {{url}} adresinde hazır. Ücretsiz denemeniz {{date}} tarihine kadar sürer.",
    action: "Çalışma alanını açın",
  },
  expiring: {
    title: "Denemeniz 7 gün sonra bitiyor",
    body: "{{app}} için Fleetward denemeniz {{date}} tarihinde bitiyor. Kesintisiz çalışmaya devam etmek için ücretli bir plana geçin; tüm verileriniz korunur.",
    action: "Plan seçin",
  },
  expired: {
    title: "Denemeniz sona erdi",
    body: "{{app}} için Fleetward denemeniz {{date}} tarihinde sona erdi. Çalışma alanı artık salt okunur ve verileri korunuyor. Kaldığınız yerden devam etmek için yükseltin.",
    action: "Devam etmek için yükseltin",
  },
  upgraded: {
    title: "Çalışma alanınız ücretli planda",
    body: "Teşekkürler: {{app}} artık bitiş tarihi olmayan ücretli bir planda çalışıyor. Denemedeki her şey yerinde duruyor.",
    action: "Çalışma alanını açın",
  },
};

export const trialNoticesZh: TrialNoticeStrings = {
  reason: "您收到这封邮件，是因为您使用此账户申请了 Fleetward 试用。",
  knowledgeBase: "初次使用 Fleetward？入门文章将一步步引导您：{{kb}}",
  received: {
    title: "我们已收到您的试用申请",
    body: "感谢您为 {{app}} 申请 Fleetward 试用。我们的团队会审核每一份申请，通常在一个工作日内完成，结果确定后会立即通知您。",
    action: "查看试用",
  },
  approved: {
    title: "您的试用已获批准",
    body: "您为 {{app}} 提交的申请已获批准。我们正在 {{url}} 部署您的工作区，需要几分钟，完成后会再次通知您。",
    action: "查看部署进度",
  },
  rejected: {
    title: "您的试用申请未获批准",
    body: "我们无法批准您为 {{app}} 提交的申请。原因：{{reason}} 如有疑问或可补充信息，请联系我们。",
    action: "联系我们",
  },
  deployed: {
    title: "您的工作区已就绪",
    body: "您的 Fleetward 工作区 {{app}} 已在 {{url}} 就绪。免费试用期至 {{date}}。",
    action: "打开工作区",
  },
  expiring: {
    title: "您的试用将在 7 天后结束",
    body: "您为 {{app}} 开通的 Fleetward 试用将于 {{date}} 结束。升级到付费方案即可不间断地继续使用，所有数据都会保留。",
    action: "选择方案",
  },
  expired: {
    title: "您的试用已结束",
    body: "您为 {{app}} 开通的 Fleetward 试用已于 {{date}} 结束。工作区现为只读，数据均已保留。升级即可从中断处继续。",
    action: "升级以继续",
  },
  upgraded: {
    title: "您的工作区已升级为付费方案",
    body: "感谢您：{{app}} 现已使用无到期日的付费方案，试用期间的所有内容都已保留。",
    action: "打开工作区",
  },
};

const trialNotices: Record<string, TrialNoticeStrings> = {
  en: trialNoticesEn,
  de: trialNoticesDe,
  ja: trialNoticesJa,
  ae: trialNoticesAe,
  da: trialNoticesDa,
  el: trialNoticesEl,
  es: trialNoticesEs,
  fr: trialNoticesFr,
  hu: trialNoticesHu,
  it: trialNoticesIt,
  pl: trialNoticesPl,
  pt: trialNoticesPt,
  ru: trialNoticesRu,
  sv: trialNoticesSv,
  tr: trialNoticesTr,
  zh: trialNoticesZh,
};

/** The trial notices in `locale`; English for an unknown one. */
export function trialNoticeStrings(locale: string | null | undefined): TrialNoticeStrings {
  return (
    (locale && Object.hasOwn(trialNotices, locale) ? trialNotices[locale] : undefined) ??
    trialNoticesEn
  );
}
