/*
 * The double opt-in e-mail of the newsletter. Placeholders: {{email}}, {{hours}},
 * {{url}} (the unsubscribe link).
 */

export type NewsletterNoticeStrings = {
  subject: string;
  request: string;
  ignore: string;
  unsubscribe: string;
  action: string;
  reason: string;
};

export const newsletterNoticeEn: NewsletterNoticeStrings = {
  subject: "Confirm your Fleetward newsletter subscription",
  request:
    "Someone, hopefully you, asked to receive the Fleetward newsletter at {{email}}: one e-mail a month about managing and securing devices. Please confirm with the button below. The link works once and expires in {{hours}} hours.",
  ignore: "If you did not ask for it, ignore this e-mail and you will not be subscribed.",
  unsubscribe: "Changed your mind later? You can unsubscribe at any time: {{url}}",
  action: "Confirm my subscription",
  reason:
    "You receive this e-mail because this address was entered in the newsletter form of the Fleetward site.",
};

export const newsletterNoticeDe: NewsletterNoticeStrings = {
  subject: "Bestätigen Sie Ihr Abonnement des Fleetward-Newsletters",
  request:
    "Jemand, hoffentlich Sie, möchte den Fleetward-Newsletter an {{email}} erhalten: eine E-Mail im Monat über die Verwaltung und Absicherung von Geräten. Bitte bestätigen Sie mit der Schaltfläche unten. Der Link funktioniert einmal und läuft in {{hours}} Stunden ab.",
  ignore:
    "Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Sie werden nicht eingetragen.",
  unsubscribe: "Später anders entschieden? Sie können sich jederzeit abmelden: {{url}}",
  action: "Abonnement bestätigen",
  reason:
    "Sie erhalten diese E-Mail, weil diese Adresse im Newsletter-Formular der Fleetward-Website eingegeben wurde.",
};

export const newsletterNoticeJa: NewsletterNoticeStrings = {
  subject: "Fleetward ニュースレターの購読を確認してください",
  request:
    "{{email}} で Fleetward ニュースレター（デバイスの管理とセキュリティに関する月 1 回のメール）の購読が申し込まれました。下のボタンで確認してください。リンクは 1 回だけ有効で、{{hours}} 時間後に期限切れになります。",
  ignore: "お申し込みに心当たりがない場合は、このメールを無視してください。購読は登録されません。",
  unsubscribe: "後で気が変わった場合は、いつでも購読を解除できます: {{url}}",
  action: "購読を確認する",
  reason:
    "このメールは、Fleetward サイトのニュースレターフォームにこのアドレスが入力されたため送信されています。",
};

export const newsletterNoticeAe: NewsletterNoticeStrings = {
  subject: "أكّد اشتراكك في نشرة Fleetward الإخبارية",
  request:
    "طلب شخص ما، ونأمل أن تكون أنت، استلام نشرة Fleetward الإخبارية على {{email}}: رسالة واحدة شهريًا حول إدارة الأجهزة وتأمينها. يُرجى التأكيد بالزر أدناه. يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال {{hours}} ساعة.",
  ignore: "إذا لم تطلب ذلك، فتجاهل هذه الرسالة ولن يتم اشتراكك.",
  unsubscribe: "غيّرت رأيك لاحقًا؟ يمكنك إلغاء الاشتراك في أي وقت: {{url}}",
  action: "تأكيد اشتراكي",
  reason: "تصلك هذه الرسالة لأن هذا العنوان أُدخل في نموذج النشرة الإخبارية على موقع Fleetward.",
};

export const newsletterNoticeDa: NewsletterNoticeStrings = {
  subject: "Bekræft dit abonnement på Fleetwards nyhedsbrev",
  request:
    "Nogen, forhåbentlig dig, har bedt om at modtage Fleetwards nyhedsbrev på {{email}}: én e-mail om måneden om at administrere og sikre enheder. Bekræft venligst med knappen nedenfor. Linket virker én gang og udløber om {{hours}} timer.",
  ignore: "Hvis du ikke har bedt om det, kan du ignorere denne e-mail; du bliver ikke tilmeldt.",
  unsubscribe: "Fortryder du senere? Du kan til enhver tid afmelde dig: {{url}}",
  action: "Bekræft mit abonnement",
  reason:
    "Du modtager denne e-mail, fordi adressen blev indtastet i nyhedsbrevsformularen på Fleetwards website.",
};

export const newsletterNoticeEl: NewsletterNoticeStrings = {
  subject: "Επιβεβαιώστε τη συνδρομή σας στο ενημερωτικό δελτίο της Fleetward",
  request:
    "Κάποιος, ελπίζουμε εσείς, ζήτησε να λαμβάνει το ενημερωτικό δελτίο της Fleetward στο {{email}}: ένα e-mail τον μήνα για τη διαχείριση και την ασφάλεια συσκευών. Επιβεβαιώστε με το παρακάτω κουμπί. Ο σύνδεσμος λειτουργεί μία φορά και λήγει σε {{hours}} ώρες.",
  ignore: "Αν δεν το ζητήσατε, αγνοήστε αυτό το e-mail· δεν θα εγγραφείτε.",
  unsubscribe: "Αλλάξατε γνώμη αργότερα; Μπορείτε να διαγραφείτε οποιαδήποτε στιγμή: {{url}}",
  action: "Επιβεβαίωση συνδρομής",
  reason:
    "Λαμβάνετε αυτό το e-mail επειδή η διεύθυνση καταχωρίστηκε στη φόρμα ενημερωτικού δελτίου του ιστότοπου της Fleetward.",
};

export const newsletterNoticeEs: NewsletterNoticeStrings = {
  subject: "Confirme su suscripción al boletín de Fleetward",
  request:
    "Alguien, esperamos que usted, ha pedido recibir el boletín de Fleetward en {{email}}: un correo al mes sobre la gestión y la seguridad de dispositivos. Confírmelo con el botón de abajo. El enlace funciona una sola vez y caduca en {{hours}} horas.",
  ignore: "Si no lo ha pedido, ignore este correo y no quedará suscrito.",
  unsubscribe: "¿Cambia de opinión más adelante? Puede darse de baja en cualquier momento: {{url}}",
  action: "Confirmar mi suscripción",
  reason:
    "Recibe este correo porque esta dirección se introdujo en el formulario del boletín del sitio de Fleetward.",
};

export const newsletterNoticeFr: NewsletterNoticeStrings = {
  subject: "Confirmez votre abonnement à la newsletter Fleetward",
  request:
    "Quelqu'un, vous sans doute, a demandé à recevoir la newsletter Fleetward à l'adresse {{email}} : un e-mail par mois sur la gestion et la sécurité des appareils. Veuillez confirmer avec le bouton ci-dessous. Le lien ne fonctionne qu'une fois et expire dans {{hours}} heures.",
  ignore: "Si vous ne l'avez pas demandé, ignorez cet e-mail : vous ne serez pas inscrit.",
  unsubscribe:
    "Vous changez d'avis plus tard ? Vous pouvez vous désabonner à tout moment : {{url}}",
  action: "Confirmer mon abonnement",
  reason:
    "Vous recevez cet e-mail parce que cette adresse a été saisie dans le formulaire de newsletter du site Fleetward.",
};

export const newsletterNoticeHu: NewsletterNoticeStrings = {
  subject: "Erősítse meg feliratkozását a Fleetward hírlevelére",
  request:
    "Valaki, remélhetőleg Ön, kérte, hogy a {{email}} címre megkapja a Fleetward hírlevelét: havonta egy e-mail az eszközök kezeléséről és védelméről. Kérjük, erősítse meg az alábbi gombbal. A hivatkozás egyszer használható, és {{hours}} óra múlva lejár.",
  ignore: "Ha nem Ön kérte, hagyja figyelmen kívül ezt az e-mailt; nem iratkozik fel.",
  unsubscribe: "Később meggondolta magát? Bármikor leiratkozhat: {{url}}",
  action: "Feliratkozás megerősítése",
  reason:
    "Azért kapja ezt az e-mailt, mert ezt a címet megadták a Fleetward webhelyének hírlevél-űrlapján.",
};

export const newsletterNoticeIt: NewsletterNoticeStrings = {
  subject: "Conferma l'iscrizione alla newsletter di Fleetward",
  request:
    "Qualcuno, speriamo tu, ha chiesto di ricevere la newsletter di Fleetward all'indirizzo {{email}}: una e-mail al mese sulla gestione e la sicurezza dei dispositivi. Conferma con il pulsante qui sotto. Il link funziona una sola volta e scade tra {{hours}} ore.",
  ignore: "Se non l'hai richiesto, ignora questa e-mail: non verrai iscritto.",
  unsubscribe: "Cambi idea più avanti? Puoi annullare l'iscrizione in qualsiasi momento: {{url}}",
  action: "Conferma la mia iscrizione",
  reason:
    "Ricevi questa e-mail perché questo indirizzo è stato inserito nel modulo della newsletter del sito Fleetward.",
};

export const newsletterNoticePl: NewsletterNoticeStrings = {
  subject: "Potwierdź subskrypcję newslettera Fleetward",
  request:
    "Ktoś, mamy nadzieję, że Ty, poprosił o newsletter Fleetward na adres {{email}}: jeden e-mail miesięcznie o zarządzaniu urządzeniami i ich zabezpieczaniu. Potwierdź przyciskiem poniżej. Link działa jeden raz i wygasa za {{hours}} godz.",
  ignore: "Jeśli to nie Ty, zignoruj tę wiadomość — nie zostaniesz zapisany.",
  unsubscribe: "Zmienisz zdanie? Możesz wypisać się w każdej chwili: {{url}}",
  action: "Potwierdzam subskrypcję",
  reason:
    "Otrzymujesz tę wiadomość, ponieważ ten adres wpisano w formularzu newslettera na stronie Fleetward.",
};

export const newsletterNoticePt: NewsletterNoticeStrings = {
  subject: "Confirme a sua subscrição da newsletter da Fleetward",
  request:
    "Alguém, esperamos que tenha sido o próprio, pediu para receber a newsletter da Fleetward em {{email}}: um e-mail por mês sobre a gestão e a segurança de dispositivos. Confirme com o botão abaixo. A ligação funciona uma vez e expira dentro de {{hours}} horas.",
  ignore: "Se não fez este pedido, ignore este e-mail e não ficará subscrito.",
  unsubscribe: "Mudou de ideias mais tarde? Pode cancelar a subscrição a qualquer momento: {{url}}",
  action: "Confirmar a subscrição",
  reason:
    "Recebe este e-mail porque este endereço foi introduzido no formulário da newsletter do site da Fleetward.",
};

export const newsletterNoticeRu: NewsletterNoticeStrings = {
  subject: "Подтвердите подписку на рассылку Fleetward",
  request:
    "Кто-то — надеемся, вы — попросил присылать рассылку Fleetward на адрес {{email}}: одно письмо в месяц об управлении устройствами и их защите. Подтвердите подписку кнопкой ниже. Ссылка работает один раз и истекает через {{hours}} ч.",
  ignore:
    "Если вы не подписывались, просто проигнорируйте это письмо — подписка не будет оформлена.",
  unsubscribe: "Передумаете позже? Отписаться можно в любой момент: {{url}}",
  action: "Подтвердить подписку",
  reason:
    "Вы получили это письмо, потому что этот адрес был введён в форму рассылки на сайте Fleetward.",
};

export const newsletterNoticeSv: NewsletterNoticeStrings = {
  subject: "Bekräfta din prenumeration på Fleetwards nyhetsbrev",
  request:
    "Någon, förhoppningsvis du, har bett om att få Fleetwards nyhetsbrev till {{email}}: ett mejl i månaden om att hantera och skydda enheter. Bekräfta med knappen nedan. Länken fungerar en gång och slutar gälla om {{hours}} timmar.",
  ignore: "Om du inte har bett om det kan du ignorera mejlet; du blir inte prenumerant.",
  unsubscribe: "Ångrar du dig senare? Du kan avsluta prenumerationen när som helst: {{url}}",
  action: "Bekräfta min prenumeration",
  reason:
    "Du får det här mejlet eftersom adressen angavs i nyhetsbrevsformuläret på Fleetwards webbplats.",
};

export const newsletterNoticeTr: NewsletterNoticeStrings = {
  subject: "Fleetward bülten aboneliğinizi onaylayın",
  request:
    "Birisi, umarız sizsiniz, Fleetward bültenini {{email}} adresine almak istedi: cihazların yönetimi ve güvenliği hakkında ayda bir e-posta. Lütfen aşağıdaki düğmeyle onaylayın. Bağlantı yalnızca bir kez çalışır ve {{hours}} saat sonra geçerliliğini yitirir.",
  ignore: "Bunu siz istemediyseniz bu e-postayı yok sayın; abone olmazsınız.",
  unsubscribe:
    "Daha sonra fikrinizi mi değiştirdiniz? İstediğiniz zaman abonelikten çıkabilirsiniz: {{url}}",
  action: "Aboneliğimi onayla",
  reason: "Bu e-postayı, bu adres Fleetward sitesindeki bülten formuna girildiği için alıyorsunuz.",
};

export const newsletterNoticeZh: NewsletterNoticeStrings = {
  subject: "请确认订阅 Fleetward 通讯",
  request:
    "有人（希望是您）申请以 {{email}} 接收 Fleetward 通讯：每月一封关于设备管理与安全的邮件。请点击下方按钮确认。该链接仅可使用一次，将在 {{hours}} 小时后失效。",
  ignore: "如果这不是您的申请，请忽略此邮件，您不会被订阅。",
  unsubscribe: "以后改变主意？您可以随时退订：{{url}}",
  action: "确认订阅",
  reason: "您收到此邮件，是因为有人在 Fleetward 网站的通讯表单中填写了此地址。",
};

const dictionaries: Record<string, NewsletterNoticeStrings> = {
  en: newsletterNoticeEn,
  de: newsletterNoticeDe,
  ja: newsletterNoticeJa,
  ae: newsletterNoticeAe,
  da: newsletterNoticeDa,
  el: newsletterNoticeEl,
  es: newsletterNoticeEs,
  fr: newsletterNoticeFr,
  hu: newsletterNoticeHu,
  it: newsletterNoticeIt,
  pl: newsletterNoticePl,
  pt: newsletterNoticePt,
  ru: newsletterNoticeRu,
  sv: newsletterNoticeSv,
  tr: newsletterNoticeTr,
  zh: newsletterNoticeZh,
};

/** The strings in `locale`; English when unknown. */
export function newsletterNoticeStrings(
  locale: string | null | undefined,
): NewsletterNoticeStrings {
  return (locale && dictionaries[locale]) || newsletterNoticeEn;
}
