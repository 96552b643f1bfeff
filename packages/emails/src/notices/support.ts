import { interpolate, resolveEmailLocale, type EmailLocale } from "../i18n.ts";

/*
 * The confirmation a person gets after opening a support request from /helpcenter-support,
 * in the 16 interface languages. `{{reference}}` is the ticket number (FW-2026-000123),
 * `{{subject}}` the one-line summary they typed.
 */

const en = {
  title: "We received your support request {{reference}}",
  received:
    "Thank you for contacting Fleetward support. We opened ticket {{reference}} for your request “{{subject}}”.",
  next: "What happens next: a support engineer reads every request and answers by e-mail, usually within one business day, and within four hours for urgent problems. If we need more details, we will ask.",
  quote:
    "Please quote {{reference}} in any message about this problem. Reply to this e-mail to add information.",
  action: "Open the help centre",
  reason:
    "You receive this e-mail because a support request was sent from the Fleetward help centre with this address.",
};

export type SupportNoticeStrings = typeof en;

const de: SupportNoticeStrings = {
  title: "Wir haben Ihre Supportanfrage {{reference}} erhalten",
  received:
    "Vielen Dank, dass Sie sich an den Fleetward-Support gewandt haben. Wir haben das Ticket {{reference}} für Ihre Anfrage „{{subject}}“ angelegt.",
  next: "So geht es weiter: Eine Support-Mitarbeiterin oder ein Support-Mitarbeiter liest jede Anfrage und antwortet per E-Mail, in der Regel innerhalb eines Werktags, bei dringenden Problemen innerhalb von vier Stunden. Wenn wir weitere Angaben brauchen, fragen wir nach.",
  quote:
    "Bitte geben Sie {{reference}} in jeder Nachricht zu diesem Problem an. Antworten Sie auf diese E-Mail, um Informationen zu ergänzen.",
  action: "Hilfecenter öffnen",
  reason:
    "Sie erhalten diese E-Mail, weil mit dieser Adresse eine Supportanfrage über das Fleetward-Hilfecenter gesendet wurde.",
};

const ja: SupportNoticeStrings = {
  title: "サポートリクエスト {{reference}} を受け付けました",
  received:
    "Fleetward サポートへのお問い合わせありがとうございます。「{{subject}}」について、チケット {{reference}} を作成しました。",
  next: "今後の流れ：サポート担当者がすべてのリクエストを確認し、通常は 1 営業日以内、緊急の問題は 4 時間以内にメールでご連絡します。追加の情報が必要な場合はお尋ねします。",
  quote:
    "この問題に関するご連絡では {{reference}} をお伝えください。情報を追加する場合は、このメールに返信してください。",
  action: "ヘルプセンターを開く",
  reason:
    "このメールは、このアドレスで Fleetward ヘルプセンターからサポートリクエストが送信されたためお送りしています。",
};

const ae: SupportNoticeStrings = {
  title: "استلمنا طلب الدعم {{reference}}",
  received: "شكرًا لتواصلك مع دعم Fleetward. فتحنا التذكرة {{reference}} لطلبك «{{subject}}».",
  next: "ما الذي سيحدث بعد ذلك: يقرأ مهندس الدعم كل طلب ويرد بالبريد الإلكتروني، عادةً خلال يوم عمل واحد، وخلال أربع ساعات للمشكلات العاجلة. إذا احتجنا إلى مزيد من التفاصيل فسنسألك.",
  quote: "يرجى ذكر {{reference}} في أي رسالة بخصوص هذه المشكلة. رُدّ على هذه الرسالة لإضافة معلومات.",
  action: "افتح مركز المساعدة",
  reason: "تصلك هذه الرسالة لأن طلب دعم أُرسل من مركز مساعدة Fleetward باستخدام هذا العنوان.",
};

const da: SupportNoticeStrings = {
  title: "Vi har modtaget din supporthenvendelse {{reference}}",
  received:
    "Tak fordi du kontaktede Fleetward-support. Vi har oprettet sag {{reference}} for din henvendelse “{{subject}}”.",
  next: "Det sker nu: En supportmedarbejder læser alle henvendelser og svarer på e-mail, normalt inden for én arbejdsdag og inden for fire timer ved akutte problemer. Hvis vi har brug for flere oplysninger, spørger vi.",
  quote:
    "Angiv {{reference}} i alle beskeder om dette problem. Svar på denne e-mail for at tilføje oplysninger.",
  action: "Åbn hjælpecenteret",
  reason:
    "Du modtager denne e-mail, fordi der blev sendt en supporthenvendelse fra Fleetwards hjælpecenter med denne adresse.",
};

const el: SupportNoticeStrings = {
  title: "Λάβαμε το αίτημα υποστήριξης {{reference}}",
  received:
    "Σας ευχαριστούμε που επικοινωνήσατε με την υποστήριξη της Fleetward. Ανοίξαμε το αίτημα {{reference}} για το θέμα «{{subject}}».",
  next: "Τι ακολουθεί: ένας μηχανικός υποστήριξης διαβάζει κάθε αίτημα και απαντά με e-mail, συνήθως μέσα σε μία εργάσιμη ημέρα και μέσα σε τέσσερις ώρες για επείγοντα προβλήματα. Αν χρειαστούμε περισσότερες λεπτομέρειες, θα σας ρωτήσουμε.",
  quote:
    "Αναφέρετε το {{reference}} σε κάθε μήνυμα για αυτό το πρόβλημα. Απαντήστε σε αυτό το e-mail για να προσθέσετε πληροφορίες.",
  action: "Άνοιγμα κέντρου βοήθειας",
  reason:
    "Λαμβάνετε αυτό το e-mail επειδή στάλθηκε αίτημα υποστήριξης από το κέντρο βοήθειας της Fleetward με αυτή τη διεύθυνση.",
};

const es: SupportNoticeStrings = {
  title: "Hemos recibido tu solicitud de soporte {{reference}}",
  received:
    "Gracias por contactar con el soporte de Fleetward. Hemos abierto el ticket {{reference}} para tu solicitud «{{subject}}».",
  next: "Próximos pasos: un ingeniero de soporte lee cada solicitud y responde por correo electrónico, normalmente en un día laborable, y en cuatro horas si el problema es urgente. Si necesitamos más detalles, te los pediremos.",
  quote:
    "Indica {{reference}} en cualquier mensaje sobre este problema. Responde a este correo para añadir información.",
  action: "Abrir el centro de ayuda",
  reason:
    "Recibes este correo porque se envió una solicitud de soporte desde el centro de ayuda de Fleetward con esta dirección.",
};

const fr: SupportNoticeStrings = {
  title: "Nous avons bien reçu votre demande d’assistance {{reference}}",
  received:
    "Merci d’avoir contacté l’assistance Fleetward. Nous avons ouvert le ticket {{reference}} pour votre demande « {{subject}} ».",
  next: "La suite : un ingénieur support lit chaque demande et répond par e-mail, généralement sous un jour ouvré, et sous quatre heures pour les problèmes urgents. Si nous avons besoin de précisions, nous vous les demanderons.",
  quote:
    "Merci d’indiquer {{reference}} dans tout message concernant ce problème. Répondez à cet e-mail pour ajouter des informations.",
  action: "Ouvrir le centre d’aide",
  reason:
    "Vous recevez cet e-mail car une demande d’assistance a été envoyée depuis le centre d’aide Fleetward avec cette adresse.",
};

const hu: SupportNoticeStrings = {
  title: "Megkaptuk a(z) {{reference}} támogatási kérését",
  received:
    "Köszönjük, hogy a Fleetward ügyfélszolgálatához fordult. Létrehoztuk a(z) {{reference}} jegyet a(z) „{{subject}}” kéréséhez.",
  next: "A következő lépések: egy támogatási mérnök minden kérést elolvas, és e-mailben válaszol, általában egy munkanapon belül, sürgős problémák esetén négy órán belül. Ha további részletekre van szükségünk, megkérdezzük.",
  quote:
    "Kérjük, a problémával kapcsolatos minden üzenetben hivatkozzon erre: {{reference}}. Információk hozzáadásához válaszoljon erre az e-mailre.",
  action: "Súgóközpont megnyitása",
  reason:
    "Azért kapja ezt az e-mailt, mert ezzel a címmel támogatási kérés érkezett a Fleetward súgóközpontjából.",
};

const it: SupportNoticeStrings = {
  title: "Abbiamo ricevuto la tua richiesta di assistenza {{reference}}",
  received:
    "Grazie per aver contattato l’assistenza Fleetward. Abbiamo aperto il ticket {{reference}} per la tua richiesta «{{subject}}».",
  next: "Cosa succede ora: un tecnico dell’assistenza legge ogni richiesta e risponde via e-mail, di solito entro un giorno lavorativo ed entro quattro ore per i problemi urgenti. Se ci servono altri dettagli, te li chiederemo.",
  quote:
    "Indica {{reference}} in ogni messaggio relativo a questo problema. Rispondi a questa e-mail per aggiungere informazioni.",
  action: "Apri il centro assistenza",
  reason:
    "Ricevi questa e-mail perché è stata inviata una richiesta di assistenza dal centro assistenza Fleetward con questo indirizzo.",
};

const pl: SupportNoticeStrings = {
  title: "Otrzymaliśmy Twoje zgłoszenie {{reference}}",
  received:
    "Dziękujemy za kontakt z pomocą techniczną Fleetward. Utworzyliśmy zgłoszenie {{reference}} dotyczące sprawy „{{subject}}”.",
  next: "Co dalej: specjalista pomocy technicznej czyta każde zgłoszenie i odpowiada e-mailem, zwykle w ciągu jednego dnia roboczego, a w pilnych sprawach w ciągu czterech godzin. Jeśli będziemy potrzebować więcej informacji, zapytamy.",
  quote:
    "Podawaj {{reference}} w każdej wiadomości dotyczącej tego problemu. Odpowiedz na tę wiadomość, aby dodać informacje.",
  action: "Otwórz centrum pomocy",
  reason:
    "Otrzymujesz tę wiadomość, ponieważ z centrum pomocy Fleetward wysłano zgłoszenie z tym adresem.",
};

const pt: SupportNoticeStrings = {
  title: "Recebemos o seu pedido de suporte {{reference}}",
  received:
    "Obrigado por contactar o suporte da Fleetward. Abrimos o ticket {{reference}} para o seu pedido «{{subject}}».",
  next: "Próximos passos: um engenheiro de suporte lê cada pedido e responde por e-mail, normalmente no prazo de um dia útil, e em quatro horas para problemas urgentes. Se precisarmos de mais detalhes, perguntaremos.",
  quote:
    "Indique {{reference}} em qualquer mensagem sobre este problema. Responda a este e-mail para acrescentar informações.",
  action: "Abrir o centro de ajuda",
  reason:
    "Recebe este e-mail porque foi enviado um pedido de suporte a partir do centro de ajuda da Fleetward com este endereço.",
};

const ru: SupportNoticeStrings = {
  title: "Мы получили ваш запрос в поддержку {{reference}}",
  received:
    "Спасибо, что обратились в поддержку Fleetward. Мы открыли заявку {{reference}} по вашему запросу «{{subject}}».",
  next: "Что дальше: инженер поддержки читает каждый запрос и отвечает по электронной почте, обычно в течение одного рабочего дня, а по срочным проблемам — в течение четырёх часов. Если нам понадобятся подробности, мы спросим.",
  quote:
    "Указывайте {{reference}} в каждом сообщении об этой проблеме. Чтобы добавить информацию, ответьте на это письмо.",
  action: "Открыть справочный центр",
  reason:
    "Вы получили это письмо, потому что с этим адресом был отправлен запрос из справочного центра Fleetward.",
};

const sv: SupportNoticeStrings = {
  title: "Vi har tagit emot ditt supportärende {{reference}}",
  received:
    "Tack för att du kontaktade Fleetwards support. Vi har öppnat ärende {{reference}} för din förfrågan ”{{subject}}”.",
  next: "Så här går det till: en supporttekniker läser varje ärende och svarar via e-post, oftast inom en arbetsdag och inom fyra timmar för akuta problem. Om vi behöver mer information frågar vi.",
  quote:
    "Ange {{reference}} i alla meddelanden om det här problemet. Svara på det här mejlet för att lägga till information.",
  action: "Öppna hjälpcentret",
  reason:
    "Du får det här mejlet eftersom ett supportärende skickades från Fleetwards hjälpcenter med den här adressen.",
};

const tr: SupportNoticeStrings = {
  title: "{{reference}} numaralı destek talebinizi aldık",
  received:
    "Fleetward desteğiyle iletişime geçtiğiniz için teşekkürler. “{{subject}}” talebiniz için {{reference}} numaralı kaydı açtık.",
  next: "Sırada ne var: bir destek mühendisi her talebi okur ve genellikle bir iş günü içinde, acil sorunlarda dört saat içinde e-postayla yanıt verir. Daha fazla ayrıntıya ihtiyacımız olursa size soracağız.",
  quote:
    "Bu sorunla ilgili her mesajda lütfen {{reference}} numarasını belirtin. Bilgi eklemek için bu e-postayı yanıtlayın.",
  action: "Yardım merkezini aç",
  reason:
    "Bu e-postayı, Fleetward yardım merkezinden bu adresle bir destek talebi gönderildiği için alıyorsunuz.",
};

const zh: SupportNoticeStrings = {
  title: "我们已收到您的支持请求 {{reference}}",
  received: "感谢您联系 Fleetward 支持团队。我们已为您的请求“{{subject}}”创建工单 {{reference}}。",
  next: "接下来：支持工程师会阅读每一个请求，并通过电子邮件回复，通常在一个工作日内，紧急问题在四小时内。如需更多信息，我们会向您询问。",
  quote: "关于此问题的任何消息请注明 {{reference}}。回复此邮件即可补充信息。",
  action: "打开帮助中心",
  reason: "您收到此邮件，是因为有人使用此地址从 Fleetward 帮助中心提交了支持请求。",
};

export const supportNoticeEn = en;
export const supportNoticeDe = de;
export const supportNoticeJa = ja;
export const supportNoticeAe = ae;
export const supportNoticeDa = da;
export const supportNoticeEl = el;
export const supportNoticeEs = es;
export const supportNoticeFr = fr;
export const supportNoticeHu = hu;
export const supportNoticeIt = it;
export const supportNoticePl = pl;
export const supportNoticePt = pt;
export const supportNoticeRu = ru;
export const supportNoticeSv = sv;
export const supportNoticeTr = tr;
export const supportNoticeZh = zh;

const byLocale = {
  en,
  de,
  ja,
  ae,
  da,
  el,
  es,
  fr,
  hu,
  it,
  pl,
  pt,
  ru,
  sv,
  tr,
  zh,
} satisfies Record<EmailLocale, SupportNoticeStrings>;

/** The confirmation's texts in `locale` (English when unknown), placeholders filled in. */
export function supportConfirmationNotice(details: {
  reference: string;
  subject: string;
  locale?: string | null;
}) {
  const locale = resolveEmailLocale(details.locale);
  const strings = byLocale[locale];
  const values = { reference: details.reference, subject: details.subject };
  return {
    locale,
    title: interpolate(strings.title, values),
    paragraphs: [
      interpolate(strings.received, values),
      interpolate(strings.next, values),
      interpolate(strings.quote, values),
    ],
    actionLabel: strings.action,
    reason: strings.reason,
  };
}
