import { resolveEmailLocale, type EmailLocale } from "../i18n.ts";

/*
 * Strings of the job board's notices (sent with the account-alert template): the applicant's
 * confirmation and the submitter's review decision. `{{name}}` marks a value.
 */

export const en = {
  reason: "You get this e-mail because this address was used on the Fleetward job board.",
  applicationReceived: {
    title: "We received your application",
    received:
      "Thank you for applying for {{job}} at {{company}}. Your application and CV arrived on {{moment}}.",
    next: "The employer reviews applications and replies to this address, usually within two weeks. You do not need to do anything else.",
    action: "See the opening",
  },
  postingApproved: {
    title: "Your job listing is live",
    live: "Your listing {{job}} has been reviewed and is now published on the Fleetward job board.",
    action: "See your listing",
  },
  postingRejected: {
    title: "Your job listing was not published",
    declined: "We reviewed your listing {{job}} and could not publish it.",
    reason: "Reason given by the reviewer: {{reason}}",
    action: "Post a corrected listing",
  },
};

export type JobNoticeStrings = typeof en;

export const de: JobNoticeStrings = {
  reason:
    "Sie erhalten diese E-Mail, weil diese Adresse auf der Fleetward-Jobbörse verwendet wurde.",
  applicationReceived: {
    title: "Wir haben Ihre Bewerbung erhalten",
    received:
      "Vielen Dank für Ihre Bewerbung als {{job}} bei {{company}}. Ihre Bewerbung und Ihr Lebenslauf sind am {{moment}} eingegangen.",
    next: "Der Arbeitgeber prüft die Bewerbungen und antwortet an diese Adresse, meist innerhalb von zwei Wochen. Sie müssen nichts weiter tun.",
    action: "Stelle ansehen",
  },
  postingApproved: {
    title: "Ihre Stellenanzeige ist online",
    live: "Ihre Anzeige {{job}} wurde geprüft und ist jetzt auf der Fleetward-Jobbörse veröffentlicht.",
    action: "Anzeige ansehen",
  },
  postingRejected: {
    title: "Ihre Stellenanzeige wurde nicht veröffentlicht",
    declined: "Wir haben Ihre Anzeige {{job}} geprüft und konnten sie nicht veröffentlichen.",
    reason: "Begründung der Prüfung: {{reason}}",
    action: "Korrigierte Anzeige aufgeben",
  },
};

export const ae: JobNoticeStrings = {
  reason: "تصلك هذه الرسالة لأن هذا العنوان استُخدم في لوحة وظائف Fleetward.",
  applicationReceived: {
    title: "تلقينا طلبك",
    received: "شكرًا لتقدمك لوظيفة {{job}} لدى {{company}}. وصل طلبك وسيرتك الذاتية في {{moment}}.",
    next: "يراجع صاحب العمل الطلبات ويرد على هذا العنوان، عادةً خلال أسبوعين. لا حاجة لأي إجراء آخر منك.",
    action: "عرض الوظيفة",
  },
  postingApproved: {
    title: "إعلان الوظيفة منشور الآن",
    live: "تمت مراجعة إعلانك {{job}} وهو الآن منشور في لوحة وظائف Fleetward.",
    action: "عرض إعلانك",
  },
  postingRejected: {
    title: "لم يُنشر إعلان الوظيفة",
    declined: "راجعنا إعلانك {{job}} ولم نتمكن من نشره.",
    reason: "السبب الذي ذكره المراجع: {{reason}}",
    action: "انشر إعلانًا مصحّحًا",
  },
};

export const da: JobNoticeStrings = {
  reason: "Du får denne e-mail, fordi denne adresse blev brugt på Fleetwards jobportal.",
  applicationReceived: {
    title: "Vi har modtaget din ansøgning",
    received:
      "Tak for din ansøgning til {{job}} hos {{company}}. Din ansøgning og dit CV blev modtaget {{moment}}.",
    next: "Arbejdsgiveren gennemgår ansøgningerne og svarer til denne adresse, normalt inden for to uger. Du behøver ikke gøre mere.",
    action: "Se stillingen",
  },
  postingApproved: {
    title: "Dit jobopslag er online",
    live: "Dit opslag {{job}} er gennemgået og er nu offentliggjort på Fleetwards jobportal.",
    action: "Se dit opslag",
  },
  postingRejected: {
    title: "Dit jobopslag blev ikke offentliggjort",
    declined: "Vi har gennemgået dit opslag {{job}} og kunne ikke offentliggøre det.",
    reason: "Begrundelse fra gennemgangen: {{reason}}",
    action: "Indsend et rettet opslag",
  },
};

export const el: JobNoticeStrings = {
  reason:
    "Λαμβάνετε αυτό το e-mail επειδή αυτή η διεύθυνση χρησιμοποιήθηκε στον πίνακα θέσεων εργασίας του Fleetward.",
  applicationReceived: {
    title: "Λάβαμε την αίτησή σας",
    received:
      "Σας ευχαριστούμε για την αίτησή σας για τη θέση {{job}} στην {{company}}. Η αίτηση και το βιογραφικό σας ελήφθησαν στις {{moment}}.",
    next: "Ο εργοδότης εξετάζει τις αιτήσεις και απαντά σε αυτή τη διεύθυνση, συνήθως μέσα σε δύο εβδομάδες. Δεν χρειάζεται να κάνετε τίποτε άλλο.",
    action: "Δείτε τη θέση",
  },
  postingApproved: {
    title: "Η αγγελία σας δημοσιεύτηκε",
    live: "Η αγγελία σας {{job}} ελέγχθηκε και δημοσιεύεται πλέον στον πίνακα θέσεων εργασίας του Fleetward.",
    action: "Δείτε την αγγελία σας",
  },
  postingRejected: {
    title: "Η αγγελία σας δεν δημοσιεύτηκε",
    declined: "Ελέγξαμε την αγγελία σας {{job}} και δεν μπορέσαμε να τη δημοσιεύσουμε.",
    reason: "Αιτιολογία του ελέγχου: {{reason}}",
    action: "Υποβάλετε διορθωμένη αγγελία",
  },
};

export const es: JobNoticeStrings = {
  reason: "Recibes este correo porque esta dirección se usó en la bolsa de empleo de Fleetward.",
  applicationReceived: {
    title: "Hemos recibido tu candidatura",
    received:
      "Gracias por presentar tu candidatura a {{job}} en {{company}}. Tu candidatura y tu CV llegaron el {{moment}}.",
    next: "La empresa revisa las candidaturas y responde a esta dirección, normalmente en dos semanas. No tienes que hacer nada más.",
    action: "Ver la oferta",
  },
  postingApproved: {
    title: "Tu oferta de empleo está publicada",
    live: "Tu oferta {{job}} ha sido revisada y ya está publicada en la bolsa de empleo de Fleetward.",
    action: "Ver tu oferta",
  },
  postingRejected: {
    title: "Tu oferta de empleo no se ha publicado",
    declined: "Hemos revisado tu oferta {{job}} y no hemos podido publicarla.",
    reason: "Motivo indicado por la revisión: {{reason}}",
    action: "Publicar una oferta corregida",
  },
};

export const fr: JobNoticeStrings = {
  reason:
    "Vous recevez cet e-mail car cette adresse a été utilisée sur le site d’emploi de Fleetward.",
  applicationReceived: {
    title: "Nous avons bien reçu votre candidature",
    received:
      "Merci d’avoir postulé au poste {{job}} chez {{company}}. Votre candidature et votre CV sont arrivés le {{moment}}.",
    next: "L’employeur examine les candidatures et répond à cette adresse, en général sous deux semaines. Vous n’avez rien d’autre à faire.",
    action: "Voir l’offre",
  },
  postingApproved: {
    title: "Votre offre d’emploi est en ligne",
    live: "Votre offre {{job}} a été vérifiée et est maintenant publiée sur le site d’emploi de Fleetward.",
    action: "Voir votre offre",
  },
  postingRejected: {
    title: "Votre offre d’emploi n’a pas été publiée",
    declined: "Nous avons examiné votre offre {{job}} et n’avons pas pu la publier.",
    reason: "Motif indiqué lors de la vérification : {{reason}}",
    action: "Publier une offre corrigée",
  },
};

export const hu: JobNoticeStrings = {
  reason: "Azért kapja ezt az e-mailt, mert ezt a címet a Fleetward állásportálján használták.",
  applicationReceived: {
    title: "Megkaptuk a jelentkezését",
    received:
      "Köszönjük, hogy jelentkezett a(z) {{company}} {{job}} pozíciójára. Jelentkezése és önéletrajza ekkor érkezett meg: {{moment}}.",
    next: "A munkáltató átnézi a jelentkezéseket, és erre a címre válaszol, általában két héten belül. Önnek nincs más teendője.",
    action: "Az állás megtekintése",
  },
  postingApproved: {
    title: "Álláshirdetése megjelent",
    live: "A(z) {{job}} hirdetését ellenőriztük, és mostantól látható a Fleetward állásportálján.",
    action: "Hirdetés megtekintése",
  },
  postingRejected: {
    title: "Álláshirdetése nem jelent meg",
    declined: "Átnéztük a(z) {{job}} hirdetését, de nem tudtuk közzétenni.",
    reason: "Az ellenőr indoklása: {{reason}}",
    action: "Javított hirdetés feladása",
  },
};

export const it: JobNoticeStrings = {
  reason:
    "Ricevi questa e-mail perché questo indirizzo è stato usato sulla bacheca lavoro di Fleetward.",
  applicationReceived: {
    title: "Abbiamo ricevuto la tua candidatura",
    received:
      "Grazie per esserti candidato/a per {{job}} presso {{company}}. La candidatura e il CV sono arrivati il {{moment}}.",
    next: "L’azienda valuta le candidature e risponde a questo indirizzo, di solito entro due settimane. Non devi fare altro.",
    action: "Vedi l’offerta",
  },
  postingApproved: {
    title: "Il tuo annuncio di lavoro è online",
    live: "Il tuo annuncio {{job}} è stato verificato ed è ora pubblicato sulla bacheca lavoro di Fleetward.",
    action: "Vedi il tuo annuncio",
  },
  postingRejected: {
    title: "Il tuo annuncio di lavoro non è stato pubblicato",
    declined: "Abbiamo esaminato il tuo annuncio {{job}} e non abbiamo potuto pubblicarlo.",
    reason: "Motivo indicato dalla verifica: {{reason}}",
    action: "Pubblica un annuncio corretto",
  },
};

export const ja: JobNoticeStrings = {
  reason: "このメールは、このアドレスが Fleetward の求人ボードで使用されたためお送りしています。",
  applicationReceived: {
    title: "応募を受け付けました",
    received:
      "{{company}} の {{job}} へのご応募ありがとうございます。応募書類と履歴書は {{moment}} に届きました。",
    next: "採用企業が応募内容を確認し、通常 2 週間以内にこのアドレスへ返信します。ほかに必要な手続きはありません。",
    action: "求人を見る",
  },
  postingApproved: {
    title: "求人が公開されました",
    live: "求人「{{job}}」の審査が完了し、Fleetward の求人ボードに公開されました。",
    action: "求人を見る",
  },
  postingRejected: {
    title: "求人は公開されませんでした",
    declined: "求人「{{job}}」を審査しましたが、公開できませんでした。",
    reason: "審査担当者からの理由: {{reason}}",
    action: "修正した求人を投稿する",
  },
};

export const pl: JobNoticeStrings = {
  reason:
    "Otrzymujesz tę wiadomość, ponieważ ten adres został użyty na tablicy ofert pracy Fleetward.",
  applicationReceived: {
    title: "Otrzymaliśmy Twoją aplikację",
    received:
      "Dziękujemy za aplikację na stanowisko {{job}} w {{company}}. Twoja aplikacja i CV dotarły {{moment}}.",
    next: "Pracodawca przegląda aplikacje i odpowiada na ten adres, zwykle w ciągu dwóch tygodni. Nie musisz robić nic więcej.",
    action: "Zobacz ofertę",
  },
  postingApproved: {
    title: "Twoje ogłoszenie jest opublikowane",
    live: "Twoje ogłoszenie {{job}} zostało sprawdzone i jest teraz widoczne na tablicy ofert pracy Fleetward.",
    action: "Zobacz ogłoszenie",
  },
  postingRejected: {
    title: "Twoje ogłoszenie nie zostało opublikowane",
    declined: "Sprawdziliśmy Twoje ogłoszenie {{job}} i nie mogliśmy go opublikować.",
    reason: "Powód podany przez weryfikującego: {{reason}}",
    action: "Dodaj poprawione ogłoszenie",
  },
};

export const pt: JobNoticeStrings = {
  reason: "Recebe este e-mail porque este endereço foi usado no portal de emprego da Fleetward.",
  applicationReceived: {
    title: "Recebemos a sua candidatura",
    received:
      "Obrigado pela sua candidatura a {{job}} na {{company}}. A sua candidatura e o seu CV chegaram a {{moment}}.",
    next: "O empregador analisa as candidaturas e responde para este endereço, normalmente no prazo de duas semanas. Não precisa de fazer mais nada.",
    action: "Ver a oferta",
  },
  postingApproved: {
    title: "O seu anúncio de emprego está publicado",
    live: "O seu anúncio {{job}} foi revisto e está agora publicado no portal de emprego da Fleetward.",
    action: "Ver o seu anúncio",
  },
  postingRejected: {
    title: "O seu anúncio de emprego não foi publicado",
    declined: "Revimos o seu anúncio {{job}} e não o pudemos publicar.",
    reason: "Motivo indicado na revisão: {{reason}}",
    action: "Publicar um anúncio corrigido",
  },
};

export const ru: JobNoticeStrings = {
  reason: "Вы получили это письмо, потому что этот адрес был указан на доске вакансий Fleetward.",
  applicationReceived: {
    title: "Мы получили ваш отклик",
    received:
      "Спасибо за отклик на вакансию «{{job}}» в компании {{company}}. Ваш отклик и резюме получены {{moment}}.",
    next: "Работодатель рассматривает отклики и отвечает на этот адрес, обычно в течение двух недель. Больше ничего делать не нужно.",
    action: "Открыть вакансию",
  },
  postingApproved: {
    title: "Ваша вакансия опубликована",
    live: "Ваша вакансия «{{job}}» прошла проверку и теперь опубликована на доске вакансий Fleetward.",
    action: "Открыть вакансию",
  },
  postingRejected: {
    title: "Ваша вакансия не опубликована",
    declined: "Мы проверили вашу вакансию «{{job}}» и не смогли её опубликовать.",
    reason: "Причина, указанная проверяющим: {{reason}}",
    action: "Разместить исправленную вакансию",
  },
};

export const sv: JobNoticeStrings = {
  reason: "Du får det här e-postmeddelandet eftersom adressen användes på Fleetwards jobbtavla.",
  applicationReceived: {
    title: "Vi har tagit emot din ansökan",
    received:
      "Tack för din ansökan till {{job}} hos {{company}}. Din ansökan och ditt CV kom fram {{moment}}.",
    next: "Arbetsgivaren går igenom ansökningarna och svarar till den här adressen, oftast inom två veckor. Du behöver inte göra något mer.",
    action: "Visa tjänsten",
  },
  postingApproved: {
    title: "Din jobbannons är publicerad",
    live: "Din annons {{job}} har granskats och är nu publicerad på Fleetwards jobbtavla.",
    action: "Visa din annons",
  },
  postingRejected: {
    title: "Din jobbannons publicerades inte",
    declined: "Vi har granskat din annons {{job}} och kunde inte publicera den.",
    reason: "Granskarens motivering: {{reason}}",
    action: "Lägg in en rättad annons",
  },
};

export const tr: JobNoticeStrings = {
  reason: "Bu adres Fleetward iş ilanı panosunda kullanıldığı için bu e-postayı alıyorsunuz.",
  applicationReceived: {
    title: "Başvurunuzu aldık",
    received:
      "{{company}} bünyesindeki {{job}} pozisyonuna başvurduğunuz için teşekkürler. Başvurunuz ve özgeçmişiniz {{moment}} tarihinde ulaştı.",
    next: "İşveren başvuruları inceler ve genellikle iki hafta içinde bu adrese yanıt verir. Başka bir şey yapmanız gerekmiyor.",
    action: "İlanı görüntüle",
  },
  postingApproved: {
    title: "İş ilanınız yayında",
    live: "{{job}} ilanınız incelendi ve artık Fleetward iş ilanı panosunda yayında.",
    action: "İlanınızı görüntüleyin",
  },
  postingRejected: {
    title: "İş ilanınız yayımlanmadı",
    declined: "{{job}} ilanınızı inceledik ve yayımlayamadık.",
    reason: "İnceleyenin belirttiği neden: {{reason}}",
    action: "Düzeltilmiş bir ilan gönderin",
  },
};

export const zh: JobNoticeStrings = {
  reason: "您收到这封邮件，是因为此地址在 Fleetward 招聘板上被使用。",
  applicationReceived: {
    title: "我们已收到您的申请",
    received: "感谢您申请 {{company}} 的 {{job}} 职位。您的申请和简历已于 {{moment}} 送达。",
    next: "招聘方会审阅申请，并通常在两周内回复到此地址。您无需再做任何操作。",
    action: "查看职位",
  },
  postingApproved: {
    title: "您的招聘信息已发布",
    live: "您的招聘信息“{{job}}”已通过审核，现已发布在 Fleetward 招聘板上。",
    action: "查看您的招聘信息",
  },
  postingRejected: {
    title: "您的招聘信息未能发布",
    declined: "我们审核了您的招聘信息“{{job}}”，但无法发布。",
    reason: "审核人员给出的原因：{{reason}}",
    action: "提交修改后的招聘信息",
  },
};

const dictionaries: Record<EmailLocale, JobNoticeStrings> = {
  ae,
  da,
  de,
  el,
  en,
  es,
  fr,
  hu,
  it,
  ja,
  pl,
  pt,
  ru,
  sv,
  tr,
  zh,
};

/** The job board's notice strings in `locale`; an unknown locale gets English. */
export function jobNoticeStrings(locale: string | null | undefined): JobNoticeStrings {
  return dictionaries[resolveEmailLocale(locale)];
}
