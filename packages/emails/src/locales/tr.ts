import type { EmailStrings } from "./en.ts";

export const emailTr: EmailStrings = {
  common: {
    greeting: "Merhaba {{name}},",
    linkFallback: "Düğme çalışmazsa bu adresi kopyalayıp tarayıcınıza yapıştırın:",
    securityAlert: "Güvenlik uyarısı",
    textAction: "{{label}}: {{url}}",
    address: "Fleetward GmbH · Chausseestraße 29 · 10115 Berlin · Almanya",
    moment: "{{date}} {{time}} (UTC)",
    browserOnSystem: "{{system}} üzerinde {{browser}}",
    unknownBrowser: "Bilinmeyen bir tarayıcı",
  },
  confirmation: {
    subject: "Fleetward için e-posta adresinizi doğrulayın",
    preheader: "Tek tıkla adresinizi doğrulayın ve 90 günlük denemenizi başlatın.",
    reason:
      "Bu e-postayı, bu adres bir Fleetward hesabı oluşturmak için kullanıldığı için aldınız.",
    heading: "E-posta adresinizi doğrulayın",
    intro:
      "Fleetward hesabı oluşturduğunuz için teşekkür ederiz. Size güvenlik uyarıları ve faturalar gönderebilmemiz için lütfen bu e-posta adresinin size ait olduğunu doğrulayın.",
    button: "E-posta adresini doğrula",
    next: "Doğrulamanın ardından 90 günlük ücretsiz denemenizi başlatabilir ve ilk cihazlarınızı yaklaşık on beş dakikada kaydedebilirsiniz.",
    linkHelp: {
      other:
        "Bu bağlantı {{count}} saat geçerlidir. Düğme çalışmazsa bu adresi kopyalayıp tarayıcınıza yapıştırın:",
    },
    notYou:
      "Hesap oluşturmadıysanız bu e-postayı dikkate almayın; adres doğrulanmamış olarak kalır.",
    textIntro:
      "Fleetward hesabı oluşturduğunuz için teşekkür ederiz. Lütfen bu bağlantıyı açarak bu e-posta adresinin size ait olduğunu doğrulayın:",
    textExpiry: { other: "Bağlantı {{count}} saat geçerlidir." },
  },
  passwordReset: {
    subject: "Fleetward şifrenizi sıfırlayın",
    preheader: {
      other: "Yeni bir şifre belirlemek için bu bağlantıyı {{count}} dakika içinde kullanın.",
    },
    reason: "Bu e-postayı, Fleetward hesabınız için şifre sıfırlama talep edildiği için aldınız.",
    heading: "Şifrenizi sıfırlayın",
    intro: {
      other:
        "Fleetward hesabınızın şifresini sıfırlamak için bir talep aldık. Aşağıdaki düğmeyle yeni bir şifre belirleyin. Bağlantı yalnızca bir kez çalışır ve {{count}} dakika sonra geçerliliğini yitirir.",
    },
    button: "Yeni şifre belirle",
    requestedOn: "Talep zamanı: {{moment}}",
    requestedFrom: "Talep kaynağı: {{client}}",
    notYou:
      "Bu talebi siz yapmadınız mı? Bu e-postayı dikkate almayabilirsiniz: şifreniz değişmez. İstemediğiniz hâlde bu e-postalardan birkaç tane alırsanız security@fleetward.com adresinden bize bildirin.",
    textIntro:
      "Fleetward hesabınızın şifresini sıfırlamak için bir talep aldık. Yeni şifrenizi buradan belirleyin:",
    textExpiry: {
      other: "Bağlantı yalnızca bir kez çalışır ve {{count}} dakika sonra geçerliliğini yitirir.",
    },
    textRequested: "Talep zamanı: {{moment}}, kaynağı: {{client}}.",
    textNotYou:
      "Bu talebi siz yapmadınız mı? Bu e-postayı dikkate almayabilirsiniz: şifreniz değişmez.",
  },
  alert: {
    subject: {
      other: "İşlem gerekli: {{device}} üzerinde {{count}} güvenlik denetimi başarısız",
    },
    preheader: "{{device}} birkaç dakikalık ilginizi bekliyor.",
    reason:
      "Bu e-postayı, {{workspace}} çalışma alanındaki {{device}} cihazının sahibi olduğunuz için aldınız.",
    heading: "Dizüstü bilgisayarınız ilginizi bekliyor",
    introOne:
      "Fleetward, size atanmış bir cihazda başarısız olan bir güvenlik denetimi tespit etti. Bu sorunların çoğu, cihazı yeniden başlatıp bekleyen güncellemeleri yükleyerek giderilir.",
    introMany:
      "Fleetward, size atanmış bir cihazda başarısız olan güvenlik denetimleri tespit etti. Bu sorunların çoğu, cihazı yeniden başlatıp bekleyen güncellemeleri yükleyerek giderilir.",
    serial: "seri no. {{serial}}",
    assignedTo: "kullanıcı: {{name}}",
    failingSince: "Başarısız olduğu tarih: {{date}}",
    button: "Nasıl düzelteceğinizi görün",
    escalation: {
      other:
        "Denetimler {{count}} gün sonra da başarısız olursa cihaz, uyumsuz olarak BT ekibinize bildirilir. Bunun bir hata olduğunu mu düşünüyorsunuz? Bu e-postayı yanıtlayın; yanıtınız BT ekibinize ulaşır.",
    },
  },
  accountAlert: {
    reason: "Bu e-postayı, bu adres bir Fleetward hesabına ait olduğu için aldınız.",
    signupAttempt: {
      title: "Birisi e-posta adresinizle kaydolmaya çalıştı",
      attempt:
        "{{moment}} tarihinde birisi ({{client}}) bu e-posta adresiyle yeni bir Fleetward hesabı oluşturmaya çalıştı. Adres zaten hesabınıza ait olduğu için yeni hesap oluşturulmadı.",
      advice:
        "Bu sizseniz mevcut hesabınızla oturum açın veya şifrenizi unuttuysanız sıfırlayın. Siz değilseniz bu e-postayı dikkate almayabilirsiniz: hesabınızda herhangi bir değişiklik olmadı.",
      action: "Oturum aç",
    },
    passwordChanged: {
      title: "Fleetward şifreniz değiştirildi",
      changedEverywhere:
        "Fleetward hesabınızın şifresi {{moment}} tarihinde değiştirildi ve hesabınızda oturumu açık olan tüm cihazlarda oturum kapatıldı.",
      changedElsewhere:
        "Fleetward hesabınızın şifresi {{moment}} tarihinde değiştirildi ve hesabınızda oturumu açık olan diğer tüm cihazlarda oturum kapatıldı.",
      advice:
        "Bu değişikliği siz yaptıysanız başka bir şey yapmanıza gerek yok. Siz yapmadıysanız şifrenizi hemen sıfırlayın ve security@fleetward.com adresinden bize bildirin.",
      action: "Şifrenizi sıfırlayın",
    },
    secondFactors: {
      authenticatorApp: "bir kimlik doğrulama uygulaması",
      passkey: "“{{name}}” adlı geçiş anahtarı",
      recoveryCodes: "yeni bir kurtarma kodu seti",
      addedTitle: "Fleetward hesabınıza ikinci bir faktör eklendi",
      added:
        "{{moment}} tarihinde Fleetward hesabınıza {{factor}} eklendi. Artık şifrenizle oturum açarken ikinci bir faktör de istenecek.",
      removedTitle: "Fleetward hesabınızdan ikinci bir faktör kaldırıldı",
      removed: "{{moment}} tarihinde Fleetward hesabınızdan {{factor}} kaldırıldı.",
      codesTitle: "Fleetward hesabınız için yeni kurtarma kodları oluşturuldu",
      codes:
        "{{moment}} tarihinde Fleetward hesabınız için {{factor}} oluşturuldu. Önceki kodlarınız artık geçerli değil.",
      recoveryUsedTitle: "Fleetward hesabınızda oturum açmak için bir kurtarma kodu kullanıldı",
      recoveryUsed: {
        other:
          "{{moment}} tarihinde birisi ({{client}}) kurtarma kodlarınızdan birini kullanarak Fleetward hesabınızda oturum açtı. {{count}} kodunuz kaldı.",
      },
      advice:
        "Bu işlemi siz yaptıysanız başka bir şey yapmanıza gerek yok. Siz yapmadıysanız şifrenizi hemen değiştirin, hesap ayarlarınızdan ikinci faktörlerinizi gözden geçirin ve security@fleetward.com adresinden bize bildirin.",
      action: "Hesap güvenliğinizi gözden geçirin",
    },
    ssoChanged: {
      reason:
        "Bu e-postayı {{workspace}} çalışma alanının sahibi veya yöneticisi olduğunuz için aldınız.",
      title: "{{workspace}} çalışma alanının kurumsal oturum açma ayarları değiştirildi",
      connected:
        "{{moment}} tarihinde {{actor}}, {{workspace}} çalışma alanını {{protocol}} ile bir kimlik sağlayıcıya bağladı.",
      removed:
        "{{moment}} tarihinde {{actor}}, {{workspace}} çalışma alanının kurumsal oturum açma özelliğini kaldırdı.",
      required:
        "{{moment}} tarihinde {{actor}}, {{domains}} ile biten adresler için kurumsal oturum açmayı zorunlu hale getirdi: bu adreslere sahip üyeler artık {{workspace}} çalışma alanında yalnızca kimlik sağlayıcı üzerinden oturum açabilir.",
      notRequired:
        "{{moment}} tarihinde {{actor}}, {{workspace}} çalışma alanında kurumsal oturum açma zorunluluğunu kaldırdı: üyeler yeniden onsuz da oturum açabilir.",
      domainVerified:
        "{{moment}} tarihinde {{actor}}, {{workspace}} çalışma alanının kurumsal oturum açması için {{domain}} alan adını doğruladı: bu alan adında adresi olan kişiler, çalışma alanında kimlik sağlayıcısı üzerinden oturum açabilir.",
      domainRemoved:
        "{{moment}} tarihinde {{actor}}, {{domain}} alan adını {{workspace}} çalışma alanının kurumsal oturum açma ayarlarından kaldırdı.",
      advice:
        "Bu değişikliği bekliyorduysanız yapmanız gereken bir şey yok. Beklemiyorduysanız çalışma alanının oturum açma ayarlarını hemen gözden geçirin: kurumsal oturum açmayı kim kontrol ediyorsa, çalışma alanında kimin oturum açabileceğine de o karar verir.",
      action: "Çalışma alanının oturum açma ayarlarını gözden geçirin",
    },
  },
  invoice: {
    subject: "Fleetward faturanız: {{number}}",
    preheader: "Fatura {{number}}: {{total}}, son ödeme tarihi {{date}}.",
    reason: "Bu e-postayı, {{company}} için fatura irtibat kişisi olduğunuz için aldınız.",
    heading: "Fatura {{number}}",
    intro:
      "{{company}} için {{period}} dönemine ait faturayı gönderiyoruz. PDF dosyası ektedir ve hesabınızda da bulunur.",
    issued: "Düzenlenme tarihi: {{date}}",
    due: "Son ödeme tarihi: {{date}}",
    description: "Açıklama",
    quantity: "Adet",
    amount: "Tutar",
    unitPrice: "Birim fiyat: {{price}}",
    subtotal: "Ara toplam",
    vat: "KDV %{{percent}}",
    total: "Ödenecek toplam",
    button: "Faturayı görüntüle ve öde",
    payment:
      "Kartla mı ödüyorsunuz? Yapmanız gereken bir şey yok: son ödeme tarihinde kayıtlı kartınızdan tahsilat yaparız. Bu faturayla ilgili sorunuz mu var? Bu e-postayı yanıtlayın; faturalandırma ekibimiz bir iş günü içinde yanıt verir.",
  },
  workspaceInvitation: {
    subject: "{{inviter}} sizi Fleetward üzerindeki {{workspace}} çalışma alanına davet etti",
    preheader: "{{workspace}} çalışma alanına {{role}} rolüyle katılın.",
    reason:
      "Bu e-postayı, {{inviter}} bu adresi bir Fleetward çalışma alanına davet ettiği için aldınız.",
    heading: "Fleetward üzerinde {{workspace}} alanına katılın",
    intro:
      "{{inviter}} sizi {{workspace}} varlık envanterinde {{role}} rolüyle çalışmaya davet etti.",
    button: "Daveti kabul et",
    expiry: "Bağlantı yalnızca bir kez çalışır ve {{moment}} tarihinde sona erer.",
    notYou:
      "Bunu beklemiyor muydunuz? Bu e-postayı dikkate almayın: kabul etmediğiniz sürece hiçbir şey olmaz.",
    textIntro:
      "{{inviter}} sizi {{workspace}} varlık envanterinde {{role}} rolüyle çalışmaya davet etti. Daveti buradan kabul edin:",
    roles: {
      admin: "yönetici",
      technician: "teknisyen",
      viewer: "görüntüleyici",
    },
  },
  workspaceDigest: {
    subject: {
      one: "{{workspace}}: ilgilenilmesi gereken {{count}} öğe",
      other: "{{workspace}}: ilgilenilmesi gereken {{count}} öğe",
    },
    preheader: "{{workspace}} içinde ilgilenilmesi gereken garantiler, lisanslar ve iadeler.",
    reason:
      "Bu e-postayı {{workspace}} çalışma alanının sahibi, yöneticisi veya teknisyeni olduğunuz için aldınız. Çalışma alanı hatırlatmalarını Fleetward hesabınızın Bildirimler bölümünden kapatabilirsiniz.",
    heading: "{{workspace}} içinde zamanı gelenler",
    intro: "{{date}} itibarıyla {{workspace}} içinde ilgilenilmesi gerekenler:",
    warranties: "30 gün içinde biten garantiler",
    warrantyLine: "garanti bitişi {{date}}",
    licenses: "30 gün içinde sona eren lisanslar",
    licenseLine: "bitiş tarihi {{date}}",
    overdue: "Geciken iadeler",
    overdueLine: "zimmetli: {{holder}}, iade tarihi {{date}}",
    overdueLineNoHolder: "iade tarihi {{date}}",
    more: {
      one: "…ve {{count}} tane daha",
      other: "…ve {{count}} tane daha",
    },
    seeAllOverdue: "Tüm geciken iadeleri gör",
    button: "Panoyu aç",
    summary: {
      warranties: {
        one: "{{count}} garanti 30 gün içinde bitiyor",
        other: "{{count}} garanti 30 gün içinde bitiyor",
      },
      licenses: {
        one: "{{count}} lisans 30 gün içinde sona eriyor",
        other: "{{count}} lisans 30 gün içinde sona eriyor",
      },
      overdue: {
        one: "{{count}} iade gecikti",
        other: "{{count}} iade gecikti",
      },
    },
  },
  /** Posture alerts: devices that flipped between passing and failing a policy. */
  postureAlert: {
    subjectFailing: "{{workspace}}: güvenlik politikalarına uymayan cihazlar var",
    subjectPassing: "{{workspace}}: cihazlar güvenlik politikalarına yeniden uyuyor",
    preheader:
      "{{workspace}} içinde güvenlik politikalarına uymayı bırakan veya yeniden uyan cihazlar.",
    reason:
      "Bu e-postayı {{workspace}} çalışma alanının sahibi veya yöneticisi olduğunuz için aldınız. Çalışma alanı e-postalarını Fleetward hesabınızdaki Bildirimler bölümünden kapatabilirsiniz.",
    heading: "{{workspace}} güvenlik değişiklikleri",
    intro: "Bu cihazların {{workspace}} güvenlik politikalarındaki durumu değişti.",
    failing: "Şimdi uymuyor",
    passing: "Yeniden uyuyor",
    button: "Güvenlik özetini aç",
  },
  sample: {
    diskEncryption: "Disk şifreleme",
    diskEncryptionDetail: "C: sürücüsünde BitLocker koruması askıya alındı.",
    osUpdates: "İşletim sistemi güncellemeleri",
    osUpdatesDetail: "Windows 11 için en son toplu güncelleştirme 12 gün gecikti.",
    invoiceLine: "Fleetward Business — cihazlar ({{period}} dönemindeki en yüksek sayı)",
    city: "Amsterdam",
  },
};
