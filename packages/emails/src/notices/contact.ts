/*
 * The e-mail each operator receives when someone writes through the contact form, in the
 * operator's language. Placeholders: {{name}}, {{email}}, {{topic}}, {{company}}.
 * The visitor's own words are quoted as they wrote them, never translated.
 */

export type ContactNoticeStrings = {
  subject: string;
  intro: string;
  company: string;
  messageLabel: string;
  action: string;
  reason: string;
  topics: {
    sales: string;
    trial: string;
    support: string;
    billing: string;
    partnership: string;
    press: string;
    other: string;
  };
};

export const contactNoticeEn: ContactNoticeStrings = {
  subject: "Contact form: {{topic}} — {{name}}",
  intro: "{{name}} ({{email}}) wrote through the contact form about {{topic}}.",
  company: "Organisation: {{company}}",
  messageLabel: "Their message:",
  action: "Reply to {{name}}",
  reason: "You receive this e-mail because you are an operator of this Fleetward site.",
  topics: {
    sales: "sales",
    trial: "the free trial",
    support: "support",
    billing: "billing",
    partnership: "a partnership",
    press: "a press enquiry",
    other: "another subject",
  },
};

export const contactNoticeDe: ContactNoticeStrings = {
  subject: "Kontaktformular: {{topic}} — {{name}}",
  intro: "{{name}} ({{email}}) hat über das Kontaktformular zum Thema {{topic}} geschrieben.",
  company: "Organisation: {{company}}",
  messageLabel: "Die Nachricht:",
  action: "{{name}} antworten",
  reason: "Sie erhalten diese E-Mail, weil Sie Operator dieser Fleetward-Website sind.",
  topics: {
    sales: "Vertrieb",
    trial: "kostenlose Testversion",
    support: "Support",
    billing: "Abrechnung",
    partnership: "Partnerschaft",
    press: "Presseanfrage",
    other: "Sonstiges",
  },
};

export const contactNoticeJa: ContactNoticeStrings = {
  subject: "お問い合わせフォーム: {{topic}} — {{name}}",
  intro: "{{name}}（{{email}}）さんから「{{topic}}」についてお問い合わせがありました。",
  company: "組織: {{company}}",
  messageLabel: "メッセージ:",
  action: "{{name}} さんに返信",
  reason: "このメールは、この Fleetward サイトのオペレーターであるあなたに送信されています。",
  topics: {
    sales: "営業",
    trial: "無料トライアル",
    support: "サポート",
    billing: "請求",
    partnership: "パートナーシップ",
    press: "報道関係",
    other: "その他",
  },
};

export const contactNoticeAe: ContactNoticeStrings = {
  subject: "نموذج الاتصال: {{topic}} — {{name}}",
  intro: "كتب {{name}} ({{email}}) عبر نموذج الاتصال بخصوص {{topic}}.",
  company: "المؤسسة: {{company}}",
  messageLabel: "رسالته:",
  action: "الرد على {{name}}",
  reason: "تصلك هذه الرسالة لأنك مشغّل لموقع Fleetward هذا.",
  topics: {
    sales: "المبيعات",
    trial: "الفترة التجريبية المجانية",
    support: "الدعم",
    billing: "الفوترة",
    partnership: "شراكة",
    press: "استفسار صحفي",
    other: "موضوع آخر",
  },
};

export const contactNoticeDa: ContactNoticeStrings = {
  subject: "Kontaktformular: {{topic}} — {{name}}",
  intro: "{{name}} ({{email}}) skrev via kontaktformularen om {{topic}}.",
  company: "Organisation: {{company}}",
  messageLabel: "Beskeden:",
  action: "Svar {{name}}",
  reason: "Du modtager denne e-mail, fordi du er operatør på dette Fleetward-site.",
  topics: {
    sales: "salg",
    trial: "den gratis prøveperiode",
    support: "support",
    billing: "fakturering",
    partnership: "et partnerskab",
    press: "en presseforespørgsel",
    other: "et andet emne",
  },
};

export const contactNoticeEl: ContactNoticeStrings = {
  subject: "Φόρμα επικοινωνίας: {{topic}} — {{name}}",
  intro: "Ο/Η {{name}} ({{email}}) έγραψε μέσω της φόρμας επικοινωνίας σχετικά με: {{topic}}.",
  company: "Οργανισμός: {{company}}",
  messageLabel: "Το μήνυμα:",
  action: "Απάντηση στον/στην {{name}}",
  reason: "Λαμβάνετε αυτό το e-mail επειδή είστε διαχειριστής αυτού του ιστότοπου Fleetward.",
  topics: {
    sales: "πωλήσεις",
    trial: "δωρεάν δοκιμή",
    support: "υποστήριξη",
    billing: "χρέωση",
    partnership: "συνεργασία",
    press: "ερώτημα τύπου",
    other: "άλλο θέμα",
  },
};

export const contactNoticeEs: ContactNoticeStrings = {
  subject: "Formulario de contacto: {{topic}} — {{name}}",
  intro: "{{name}} ({{email}}) ha escrito a través del formulario de contacto sobre {{topic}}.",
  company: "Organización: {{company}}",
  messageLabel: "Su mensaje:",
  action: "Responder a {{name}}",
  reason: "Recibe este correo porque es operador de este sitio de Fleetward.",
  topics: {
    sales: "ventas",
    trial: "la prueba gratuita",
    support: "soporte",
    billing: "facturación",
    partnership: "una colaboración",
    press: "una consulta de prensa",
    other: "otro asunto",
  },
};

export const contactNoticeFr: ContactNoticeStrings = {
  subject: "Formulaire de contact : {{topic}} — {{name}}",
  intro: "{{name}} ({{email}}) a écrit via le formulaire de contact au sujet de : {{topic}}.",
  company: "Organisation : {{company}}",
  messageLabel: "Son message :",
  action: "Répondre à {{name}}",
  reason: "Vous recevez cet e-mail parce que vous êtes opérateur de ce site Fleetward.",
  topics: {
    sales: "ventes",
    trial: "essai gratuit",
    support: "support",
    billing: "facturation",
    partnership: "partenariat",
    press: "demande presse",
    other: "autre sujet",
  },
};

export const contactNoticeHu: ContactNoticeStrings = {
  subject: "Kapcsolatfelvételi űrlap: {{topic}} — {{name}}",
  intro: "{{name}} ({{email}}) a kapcsolatfelvételi űrlapon írt a következő témában: {{topic}}.",
  company: "Szervezet: {{company}}",
  messageLabel: "Az üzenet:",
  action: "Válasz neki: {{name}}",
  reason: "Azért kapja ezt az e-mailt, mert ennek a Fleetward-oldalnak az operátora.",
  topics: {
    sales: "értékesítés",
    trial: "ingyenes próbaidőszak",
    support: "támogatás",
    billing: "számlázás",
    partnership: "partnerség",
    press: "sajtómegkeresés",
    other: "egyéb téma",
  },
};

export const contactNoticeIt: ContactNoticeStrings = {
  subject: "Modulo di contatto: {{topic}} — {{name}}",
  intro: "{{name}} ({{email}}) ha scritto tramite il modulo di contatto riguardo a: {{topic}}.",
  company: "Organizzazione: {{company}}",
  messageLabel: "Il messaggio:",
  action: "Rispondi a {{name}}",
  reason: "Ricevi questa e-mail perché sei un operatore di questo sito Fleetward.",
  topics: {
    sales: "vendite",
    trial: "prova gratuita",
    support: "assistenza",
    billing: "fatturazione",
    partnership: "partnership",
    press: "richiesta stampa",
    other: "altro argomento",
  },
};

export const contactNoticePl: ContactNoticeStrings = {
  subject: "Formularz kontaktowy: {{topic}} — {{name}}",
  intro: "{{name}} ({{email}}) napisał(a) przez formularz kontaktowy w sprawie: {{topic}}.",
  company: "Organizacja: {{company}}",
  messageLabel: "Wiadomość:",
  action: "Odpowiedz: {{name}}",
  reason: "Otrzymujesz tę wiadomość, ponieważ jesteś operatorem tej witryny Fleetward.",
  topics: {
    sales: "sprzedaż",
    trial: "bezpłatny okres próbny",
    support: "wsparcie",
    billing: "rozliczenia",
    partnership: "partnerstwo",
    press: "zapytanie prasowe",
    other: "inny temat",
  },
};

export const contactNoticePt: ContactNoticeStrings = {
  subject: "Formulário de contacto: {{topic}} — {{name}}",
  intro: "{{name}} ({{email}}) escreveu através do formulário de contacto sobre: {{topic}}.",
  company: "Organização: {{company}}",
  messageLabel: "A mensagem:",
  action: "Responder a {{name}}",
  reason: "Recebe este e-mail porque é operador deste site Fleetward.",
  topics: {
    sales: "vendas",
    trial: "avaliação gratuita",
    support: "suporte",
    billing: "faturação",
    partnership: "parceria",
    press: "pedido de imprensa",
    other: "outro assunto",
  },
};

export const contactNoticeRu: ContactNoticeStrings = {
  subject: "Форма обратной связи: {{topic}} — {{name}}",
  intro: "{{name}} ({{email}}) написал(а) через форму обратной связи. Тема: {{topic}}.",
  company: "Организация: {{company}}",
  messageLabel: "Сообщение:",
  action: "Ответить: {{name}}",
  reason: "Вы получили это письмо, потому что являетесь оператором этого сайта Fleetward.",
  topics: {
    sales: "продажи",
    trial: "бесплатный пробный период",
    support: "поддержка",
    billing: "оплата",
    partnership: "партнёрство",
    press: "запрос прессы",
    other: "другое",
  },
};

export const contactNoticeSv: ContactNoticeStrings = {
  subject: "Kontaktformulär: {{topic}} — {{name}}",
  intro: "{{name}} ({{email}}) skrev via kontaktformuläret om {{topic}}.",
  company: "Organisation: {{company}}",
  messageLabel: "Meddelandet:",
  action: "Svara {{name}}",
  reason:
    "Du får det här e-postmeddelandet eftersom du är operatör för den här Fleetward-webbplatsen.",
  topics: {
    sales: "försäljning",
    trial: "den kostnadsfria provperioden",
    support: "support",
    billing: "fakturering",
    partnership: "ett partnerskap",
    press: "en pressförfrågan",
    other: "ett annat ämne",
  },
};

export const contactNoticeTr: ContactNoticeStrings = {
  subject: "İletişim formu: {{topic}} — {{name}}",
  intro: "{{name}} ({{email}}) iletişim formu üzerinden şu konuda yazdı: {{topic}}.",
  company: "Kuruluş: {{company}}",
  messageLabel: "Mesajı:",
  action: "{{name}} adlı kişiye yanıt ver",
  reason: "Bu e-postayı, bu Fleetward sitesinin operatörü olduğunuz için alıyorsunuz.",
  topics: {
    sales: "satış",
    trial: "ücretsiz deneme",
    support: "destek",
    billing: "faturalandırma",
    partnership: "iş ortaklığı",
    press: "basın talebi",
    other: "diğer konu",
  },
};

export const contactNoticeZh: ContactNoticeStrings = {
  subject: "联系表单：{{topic}} — {{name}}",
  intro: "{{name}}（{{email}}）通过联系表单就“{{topic}}”留言。",
  company: "组织：{{company}}",
  messageLabel: "留言内容：",
  action: "回复 {{name}}",
  reason: "您收到此邮件，是因为您是此 Fleetward 网站的运营人员。",
  topics: {
    sales: "销售",
    trial: "免费试用",
    support: "支持",
    billing: "账单",
    partnership: "合作",
    press: "媒体咨询",
    other: "其他事项",
  },
};

const dictionaries: Record<string, ContactNoticeStrings> = {
  en: contactNoticeEn,
  de: contactNoticeDe,
  ja: contactNoticeJa,
  ae: contactNoticeAe,
  da: contactNoticeDa,
  el: contactNoticeEl,
  es: contactNoticeEs,
  fr: contactNoticeFr,
  hu: contactNoticeHu,
  it: contactNoticeIt,
  pl: contactNoticePl,
  pt: contactNoticePt,
  ru: contactNoticeRu,
  sv: contactNoticeSv,
  tr: contactNoticeTr,
  zh: contactNoticeZh,
};

/** The strings in `locale`; English when unknown. */
export function contactNoticeStrings(locale: string | null | undefined): ContactNoticeStrings {
  return (locale && dictionaries[locale]) || contactNoticeEn;
}
