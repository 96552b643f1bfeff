import type { Translation } from "./en.ts";

export const tr: Translation = {
  login_failed: "Giriş başarısız oldu. Lütfen kimlik bilgilerinizi kontrol edin.",
  login_error: "Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.",
  login_success: "Giriş başarılı!",
  welcome_back: "Tekrar hoş geldiniz!",
  logout_success: "Çıkış yapıldı",
  see_you_again: "Yakında tekrar görüşmek üzere!",

  common: {
    appName: "Fleetward",
    tagline: "BT varlık ve cihaz yönetimi, tek bir uygulamadan güvenle",
    skipToContent: "Ana içeriğe atla",
    loading: "Yükleniyor…",
    close: "Kapat",
    home: "Ana sayfa",
    backHome: "Ana sayfaya dön",
    signIn: "Giriş yap",
    signUp: "Hesap oluştur",
    startTrial: "Ücretsiz denemeyi başlat",
    signOut: "Çıkış yap",
    learnMore: "Daha fazla bilgi",
    readMore: "Devamını oku",
    contactSales: "Satış ekibiyle görüşün",
    breadcrumb: "Sayfa yolu",
    onThisPage: "Bu sayfada",
    trialBadge: "90 gün ücretsiz – kredi kartı gerekmez",
  },

  nav: {
    mainLabel: "Ana gezinme",
    openMenu: "Menüyü aç",
    closeMenu: "Menüyü kapat",
    product: "Ürün",
    resources: "Kaynaklar",
    company: "Şirket",
    services: "Hizmetler",
    serviceDetail: "Cihaz güvenliği hizmeti",
    pricing: "Fiyatlandırma",
    customerStories: "Müşteri hikâyeleri",
    testimonials: "Müşteri yorumları",
    documentation: "Dokümantasyon",
    changelog: "Değişiklik günlüğü",
    uiComponents: "Arayüz bileşenleri",
    blog: "Blog",
    knowledgeBase: "Bilgi bankası",
    courses: "Eğitimler",
    forums: "Forumlar",
    helpCenter: "Yardım merkezi",
    faqs: "SSS",
    guides: "Kılavuzlar",
    support: "Destek",
    about: "Hakkımızda",
    team: "Ekip",
    careers: "Kariyer",
    jobBoard: "İş ilanları",
    contact: "İletişim",
  },

  account: {
    menuLabel: "Hesap menüsü",
    sidebarLabel: "Hesap gezinmesi",
    signedInAs: "{{name}} olarak giriş yapıldı",
    profile: "Profil",
    billing: "Faturalandırma",
    payment: "Ödeme",
    invoice: "Faturalar",
    social: "Sosyal bağlantılar",
    notifications: "Bildirimler",
    settings: "Ayarlar",
    lock: "Ekranı kilitle",
    collapseSidebar: "Kenar çubuğunu daralt",
    expandSidebar: "Kenar çubuğunu genişlet",
  },

  footer: {
    about:
      "Fleetward, kuruluşunuza ait her dizüstü bilgisayarın, telefonun, sunucunun ve lisansın doğru bir envanterini tutar ve hangi cihazların müdahale gerektirdiğini bir bakışta gösterir.",
    product: "Ürün",
    resources: "Kaynaklar",
    company: "Şirket",
    legal: "Yasal",
    terms: "Hizmet şartları",
    privacy: "Gizlilik politikası",
    trialTerms: "Deneme şartları",
    copyright: "© {{year}} Fleetward. Tüm hakları saklıdır.",
    languageLabel: "Dil",
  },

  newsletter: {
    title: "Cihaz risklerine karşı bir adım önde olun",
    description:
      "Ayda bir e-posta: güvenlik duyuruları, varlık yönetimi ipuçları ve ürün haberleri.",
    emailLabel: "E-posta adresi",
    placeholder: "adiniz@sirketiniz.com",
    submit: "Abone ol",
    submitting: "Abone olunuyor…",
    success: "Teşekkürler! Aboneliğinizi onaylamak için lütfen gelen kutunuzu kontrol edin.",
    invalidEmail: "Lütfen geçerli bir e-posta adresi girin.",
  },

  cookies: {
    title: "Çerezler",
    message:
      "Yalnızca oturumunuzu açık tutmak ve formlarınızı korumak için gereken çerezleri kullanıyoruz. Reklam veya izleme çerezi kullanmıyoruz.",
    accept: "Anladım",
    learnMore: "Gizlilik politikamızı okuyun",
  },

  settings: {
    open: "Görünüm ayarlarını aç",
    title: "Görünüm",
    description:
      "Fleetward’ın bu cihazda nasıl görüneceğini ayarlayın. Değişiklikler anında uygulanır.",
    theme: "Renk teması",
    themeLight: "Açık",
    themeDark: "Koyu",
    themeSystem: "Sistem",
    direction: "Metin yönü",
    directionLtr: "Soldan sağa",
    directionRtl: "Sağdan sola",
    navbar: "Gezinme çubuğu",
    navbarSticky: "Sabit",
    navbarFloating: "Yüzen",
    navbarStatic: "Statik",
    menu: "Kenar çubuğu menüsü",
    menuVertical: "Dikey",
    menuCollapsible: "Daraltılabilir",
    menuHorizontal: "Yatay",
    layout: "Sayfa genişliği",
    layoutFull: "Tam genişlik",
    layoutBoxed: "Sınırlı genişlik",
    animation: "Sayfa geçişi",
    animationNone: "Yok",
    animationFade: "Belirme",
    animationFadeUp: "Yukarı kayarak belirme",
    animationZoom: "Yakınlaştırma",
    semidark: "Açık temada koyu kenar çubuğu",
    language: "Dil",
    reset: "Varsayılanlara sıfırla",
  },

  auth: {
    errors: {
      usernameTaken: "Bu kullanıcı adı zaten alınmış. Lütfen başka bir kullanıcı adı seçin.",
      passwordRejected:
        "Tahmin edilmesi daha zor bir şifre seçin: yaygın bir şifre, kullanıcı adınız ya da e-posta adresiniz olmasın.",
      resetLinkInvalid:
        "Bu sıfırlama bağlantısı geçersiz veya süresi dolmuş. Aşağıdan yeni bir bağlantı isteyin.",
      incorrectPassword: "Şifre yanlış.",
      currentPasswordWrong: "Mevcut şifreniz yanlış ya da yeni şifrenin tahmin edilmesi çok kolay.",
    },
    confirmingTitle: "E-posta adresiniz onaylanıyor…",
    confirmedTitle: "E-posta adresi onaylandı",
    confirmedText:
      "Teşekkürler. Adresiniz onaylandı; ücretsiz denemenizi başlatmak için giriş yapın.",
    confirmFailedTitle: "Bu adresi onaylayamadık",
    confirmFailedText:
      "Bağlantı geçersiz, daha önce kullanılmış ya da süresi dolmuş. Giriş yapıp yeni bir onay e-postası isteyin veya yeniden kaydolun.",
    continueToSignIn: "Girişe devam et",
    fields: {
      workEmail: "İş e-postası",
      password: "Şifre",
      username: "Kullanıcı adı",
      newPassword: "Yeni şifre",
      confirmNewPassword: "Yeni şifreyi onaylayın",
    },
    login: {
      lead: "Tekrar hoş geldiniz. Cihazlarınızı, denemenizi ve hesabınızı görmek için giriş yapın.",
      rememberMe: "Beni hatırla",
      forgotPassword: "Şifrenizi mi unuttunuz?",
      submit: "Giriş yap",
      submitting: "Giriş yapılıyor…",
      noAccount: "Fleetward’da yeni misiniz? <a>Hesap oluşturun</a>",
    },
    signup: {
      lead: "Profiliniz, 90 günlük ücretsiz denemeniz ve daha sonra ekibinizin çalışma alanı için tek bir hesap. Kredi kartı gerekmez.",
      usernameHint:
        "3 ila 32 karakter: harfler, rakamlar, noktalar, alt çizgiler ve kısa çizgiler.",
      emailHint: "Bu adrese bir onay bağlantısı göndeririz.",
      acceptTerms: "<a>Hizmet şartlarını</a> kabul ediyorum.",
      submit: "Hesap oluştur",
      submitting: "Hesabınız oluşturuluyor…",
      haveAccount: "Zaten hesabınız var mı? <a>Giriş yapın</a>",
    },
    signupSuccess: {
      lead: "Hesabınız oluşturuldu. {{email}} adresine bir onay bağlantısı gönderdik: adresin size ait olduğunu onaylamak için bağlantıyı açın.",
      leadNoEmail:
        "Hesabınız oluşturuldu. E-posta adresinize bir onay bağlantısı gönderdik: adresin size ait olduğunu onaylamak için bağlantıyı açın.",
      steps: {
        openEmail: "Fleetward’dan gelen ve adresinizi onaylamanızı isteyen e-postayı açın.",
        selectButton: "Onay düğmesini seçin. Fleetward tarayıcınızda açılır.",
        signIn: "Giriş yapın ve profilinizden 90 günlük ücretsiz denemenizi başlatın.",
      },
      nothingArrived: "Hiçbir şey gelmedi mi?",
      tips: {
        wait: "Beş dakika bekleyin: bazı şirket e-posta filtreleri yeni gönderenleri kısa bir süre bekletir.",
        spam: "Spam, gereksiz veya karantina klasörünüze bakın ve mesajımızı spam değil olarak işaretleyin.",
        typo: "Kaydolurken kullandığınız adreste yazım hatası olmadığını kontrol edin; varsa yeniden kaydolmanız yeterli.",
        allowSender:
          "Kuruluşunuz harici gönderenleri filtreliyorsa BT ekibinizden Fleetward’dan gelen e-postalara izin vermesini isteyin.",
      },
      stillNothing:
        "Hâlâ bir şey gelmedi mi? <a>Destek ekibiyle iletişime geçin</a> ve kullandığınız adresi bize bildirin.",
    },
    lockScreen: {
      title: "Oturumunuz kilitlendi",
      lead: "Bir süre işlem yapılmadığı için Fleetward’ı kilitledik. Kaldığınız yerden devam etmek için şifrenizi girin.",
      submit: "Kilidi aç",
      submitting: "Kilit açılıyor…",
      notYou: "Siz değil misiniz? <a>Başka bir kullanıcı olarak giriş yapın</a>",
    },
    recover: {
      requestLead:
        "Fleetward hesabınızın e-posta adresini girin; yeni bir şifre belirlemeniz için size bir bağlantı gönderelim.",
      newPasswordTitle: "Yeni bir şifre belirleyin",
      newPasswordLead:
        "Başka hiçbir yerde kullanmadığınız bir şifre seçin. Kaydettikten sonra tüm cihazlarınızda bu şifreyle giriş yapın.",
      remembered: "Hatırladınız mı? <a>Girişe dön</a>",
    },
    requestReset: {
      emailHint: "Kaydolurken kullandığınız adres.",
      submit: "Sıfırlama bağlantısı gönder",
      submitting: "Gönderiliyor…",
      sent: "Bu adrese ait bir hesap varsa yeni bir şifre belirlemeniz için bir bağlantı gönderdik. Ulaşması birkaç dakika sürebilir; spam veya gereksiz klasörünüzü de kontrol edin.",
      useDifferentAddress: "Farklı bir adres kullan",
    },
    newPassword: {
      changedNotice: "Şifre değiştirildi",
      changed: "Şifreniz değiştirildi. <a>Yeni şifrenizle giriş yapın</a>.",
      mismatch: "İki şifre eşleşmiyor.",
      confirmHint: "Bir kez daha yazın.",
      submit: "Yeni şifreyi kaydet",
      submitting: "Kaydediliyor…",
    },
    passwordStrength: {
      empty: "8 ila 128 karakter. Ne kadar uzunsa o kadar güçlü.",
      strength: "Güç: {{level}}.",
      weak: "Zayıf",
      weakAdvice: "En az 8 karakter kullanın; birbiriyle ilgisiz birkaç kelime iyi bir seçimdir.",
      fair: "Orta",
      fairAdvice: "İyi bir başlangıç. Şifreyi uzatın ya da büyük harf, rakam ve sembol ekleyin.",
      strong: "Güçlü",
      strongAdvice: "Tahmin edilmesi zor. Şifre yöneticinizde saklayın.",
    },
  },

  accountArea: {
    notProvided: "Henüz belirtilmedi",
    profile: {
      lead: "Kişisel ve şirket bilgileriniz, e-posta adresiniz ve Fleetward denemenizin durumu.",
      trialSection: "Ücretsiz deneme",
      trialStatus: "Deneme durumu",
      activeUntil: "{{date}} tarihine kadar etkin",
      activeFor90Days: "90 gün boyunca etkin",
      detailsSection: "Bilgileriniz",
      detailsIntro:
        "Deneme formundan dolduruldu. Düzeltmek istediğiniz bir şey varsa support@fleetward.com adresine yazın.",
      personalDetails: "Kişisel bilgiler",
      companyDetails: "Şirket bilgileri",
      emailAddress: "E-posta adresi",
      yourApp: "Uygulamanız",
      emailConfirmed: "Onaylandı",
      emailNotConfirmed: "Onaylanmadı",
      emailNote:
        "Güvenlik uyarıları ve deneme hatırlatmaları bu adrese gönderilir; bu nedenle adresinizi onaylı tutun.",
      appNote:
        "Uygulama adını deneme formunda siz seçersiniz; çalışma alanınız daha sonra <address/> adresinde yer alır.",
      fields: {
        firstName: "Ad",
        lastName: "Soyadı",
        username: "Kullanıcı adı",
        title: "Unvan",
        position: "Pozisyon",
        department: "Departman",
        company: "Şirket",
        address: "Adres",
        phone: "Telefon",
        email: "E-posta",
        app: "Uygulama",
        appUrl: "Uygulama URL’si",
        trialExpires: "Deneme bitiş tarihi",
      },
    },
    trial: {
      stepDone: "Tamamlandı",
      stepCurrent: "Geçerli adım",
      stepUpcoming: "Henüz ulaşılmadı",
      steps: {
        none: {
          title: "Henüz deneme yok",
          text: "Deneme şartlarını kabul edin, ardından bize şirketinizden ve istediğiniz uygulama adından bahsedin. Yaklaşık üç dakika sürer.",
        },
        pending: {
          title: "Onay bekleniyor",
          text: "Her talebi genellikle bir iş günü içinde tek tek elle inceliyor ve onaylanır onaylanmaz size e-posta gönderiyoruz.",
        },
        deploying: {
          title: "Çalışma alanınız kuruluyor",
          text: "Size özel çalışma alanınızı ve veritabanını oluşturuyoruz. Bu genellikle birkaç dakika sürer; bu arada sayfayı kapatabilirsiniz.",
        },
        active: {
          title: "Etkin",
          text: "Çalışma alanınız 90 gün boyunca kullanımda. İlk cihazlarınızı kaydedin ve ekibinizi davet edin; 90 günün sonunda yükseltme yapmazsanız kapanır.",
        },
      },
      next: {
        noneText:
          "Fleetward’ın tüm özelliklerini 90 gün boyunca ücretsiz ve kredi kartı olmadan deneyin. Deneme bir beta sürümüdür: üretim açısından kritik ve hassas verileri içine koymayın; ayrıca veri dışa aktarımının henüz kullanılamadığını unutmayın.",
        startTrial: "Ücretsiz denemenizi başlatın",
        pending:
          "Talebiniz sırada. Onaylandığında {{email}} adresine e-posta göndereceğiz; başka bir şey yapmanıza gerek yok.",
        pendingNoEmail:
          "Talebiniz sırada. Onaylandığında size e-posta göndereceğiz; başka bir şey yapmanıza gerek yok.",
        deploying:
          "Çalışma alanınız kuruluyor. Lütfen birkaç dakika bekleyin, ardından bu sayfayı yeniden yükleyin.",
        openWorkspace: "Çalışma alanınızı açın",
        guides: "Başlangıç kılavuzları",
      },
    },
    billing: {
      lead: "Planınız, kaç cihaz yönettiğiniz ve faturaları nereye gönderdiğimiz.",
      planSection: "Plan ve kullanım",
      currentPlan: "Mevcut plan",
      noPlan: "Henüz plan yok",
      noPlanText:
        "90 günlük ücretsiz denemeyle başlayın: tüm özellikler, kredi kartı gerekmez. 90 gün dolduğunda deneme otomatik olarak kapanır; çalışma alanınızı korumak için bu tarihten önce yükseltme yapın.",
      startTrial: "Ücretsiz denemenizi başlatın",
      deviceUsage: "Cihaz kullanımı",
      managedDevices_one: "{{count}} <unit>yönetilen cihaz</unit>",
      managedDevices_other: "{{count}} <unit>yönetilen cihaz</unit>",
      deviceUsageText:
        "Bir cihaz, çalışma alanınıza ilk kez rapor gönderdiği andan itibaren sayılır. Kullanımdan kaldırılan ve arşivlenen cihazlar sayılmaz; bu yüzden fatura tarihinizden önce listenizi düzenleyin.",
      detailsSection: "Fatura bilgileri",
      billingAddress: "Fatura adresi",
      noBillingAddress: "Kayıtlı fatura adresi yok",
      noBillingAddressText:
        "Beta sonrasında ücretli planlar açıldığında şirket adresinizi buraya kopyalayacağız. Bu adresi ilk faturanızdan önce, örneğin bir finans departmanının adresiyle değiştirebilirsiniz.",
      keepFleetward: "Denemeden sonra Fleetward’ı kullanmaya devam edin",
      keepFleetwardText:
        "Ücretli planlar yönetilen cihaz başına fiyatlandırılır; yani yalnızca gerçekten takip ettiğiniz cihazlar için ödersiniz. Planları karşılaştırın veya büyük bir cihaz filosu için hacim fiyatlandırması hakkında bizimle konuşun.",
      comparePlans: "Planları karşılaştır",
      talkToSales: "Satış ekibiyle görüşün",
    },
    payment: {
      lead: "Fleetward planınız için ücret tahsil ettiğimiz kartlar. Ücretsiz deneme için hiçbir zaman kart gerekmez.",
      methodsSection: "Ödeme yöntemleri",
      savedMethods: "Kayıtlı ödeme yöntemleri",
      noMethod: "Kayıtlı ödeme yöntemi yok",
      noMethodText:
        "90 günlük deneme için karta ihtiyacınız yok. Daha sonra eklediğiniz kartlar burada markası, son dört hanesi ve son kullanma tarihiyle görünür.",
      addCard: "Kart ekle",
      paymentsClosed:
        "Kartla ödeme, Fleetward beta aşamasından çıktığında açılacak. O zamana kadar ödenecek bir şey olmadığından bu form henüz gönderilemez.",
      cardDetails: "Kart bilgileri",
      cardHolder: "Kart sahibi",
      cardNumber: "Kart numarası",
      expiry: "Son kullanma tarihi (AA/YY)",
      cvc: "CVC",
      saveCard: "Kartı kaydet",
    },
    invoice: {
      lead: "Fleetward planınıza ait tüm faturalar, kapsadıkları cihazlarla birlikte ve PDF olarak indirilmeye hazır.",
      historySection: "Fatura geçmişi",
      allInvoices: "Tüm faturalar",
      columns: {
        invoice: "Fatura",
        issued: "Düzenlenme tarihi",
        billingPeriod: "Fatura dönemi",
        devices: "Cihazlar",
        amount: "Tutar",
        status: "Durum",
      },
      download: "İndir",
      noInvoices: "Henüz fatura yok",
      noInvoicesText:
        "Deneme ücretsiz olduğundan faturalandırılacak bir şey yok. Ücretli bir plana geçtiğinizde ilk faturanız burada görünür.",
      emailCopy:
        "Her faturanın bir kopyasını e-postayla almak ister misiniz? <a>Bildirimler</a> bölümünden fatura e-postalarını açın.",
    },
    social: {
      lead: "Diğer BT ekiplerinin sizi bulabilmesi için topluluk forumlarındaki herkese açık profilinizde ve gönderilerinizin yanında gösterilen bağlantılar.",
      linksSection: "Profil bağlantıları",
      yourLinks: "Bağlantılarınız",
      linkedin: "LinkedIn",
      github: "GitHub",
      twitter: "X (Twitter)",
      website: "Web sitesi",
      hint: "https:// ile başlayan tam adresler. Bir bağlantıyı kaldırmak için ilgili alanı boş bırakın.",
      submit: "Bağlantıları kaydet",
      submitting: "Kaydediliyor…",
      saved: "Sosyal bağlantılar kaydedildi",
    },
    notifications: {
      lead: "Fleetward’ın size hangi konularda e-posta göndereceğini seçin. Şifre değişiklikleri gibi hesabınızın güvenliğiyle ilgili mesajlar her zaman gönderilir.",
      emailSection: "E-posta bildirimleri",
      whatWeSend: "Size gönderdiklerimiz",
      legend: "Almak istediğiniz e-postalar",
      submit: "Tercihleri kaydet",
      submitting: "Kaydediliyor…",
      saved: "Bildirim tercihleri kaydedildi",
      options: {
        securityAlerts: "Güvenlik uyarıları",
        securityAlertsText:
          "Bir cihazın disk şifrelemesi kalktığında, ekran kilidi veya uç nokta koruması kapatıldığında ya da cihaz rapor göndermeyi bıraktığında hemen.",
        complianceDigest: "Cihaz uyumluluk özeti",
        complianceDigestText:
          "Her pazartesi sabahı: bir politikaya uymayan cihazlar, sahiplerine göre gruplanmış ve önce neyin düzeltilmesi gerektiğiyle birlikte.",
        trialReminders: "Deneme hatırlatmaları",
        trialRemindersText: "90 günlük denemeniz bitmeden 14 gün, 7 gün ve 1 gün önce.",
        productNews: "Ürün haberleri",
        productNewsText: "Yeni özellikler ve güvenlik duyuruları, ayda en fazla bir e-posta.",
        invoices: "Faturalar",
        invoicesText: "Her fatura düzenlendiğinde PDF eki olarak bir kopyası.",
      },
    },
    settings: {
      lead: "Hesabınızı güvende tutun: şifreniz, ekranın ne zaman kilitleneceği ve nerelerde oturum açık olduğu.",
      securitySection: "Güvenlik",
      changePassword: "Şifreyi değiştir",
      autoLock: "Otomatik kilit",
      activeSessions: "Etkin oturumlar",
      thisBrowser: "Bu tarayıcı",
      currentSession: "Geçerli oturum",
      sharedComputer:
        "Ortak ya da ödünç alınmış bir bilgisayar mı kullandınız? O bilgisayarda hesap menüsünden “Çıkış yap”ı seçin: bu, oturumu yalnızca o tarayıcıda değil, sunucumuzda da sonlandırır.",
      dangerSection: "Tehlikeli bölge",
      deleteAccount: "Hesabı sil",
      deleteText:
        "Hesabınızı silmek profilinizi, deneme talebinizi ve içindeki tüm cihaz kayıtlarıyla birlikte çalışma alanınızı kaldırır. Fleetward beta aşamasındayken veri dışa aktarımı olmadığından bu işlem geri alınamaz.",
      deleteRequest:
        "Kimsenin çalınmış bir oturumdan hesap silememesi için bu işlemi talep üzerine yapıyoruz: hesabınızdaki adresten <email/> adresine yazın. Bir iş günü içinde e-postayla onaylarız.",
      deleteSubject: "Fleetward hesabımı sil",
    },
    password: {
      current: "Mevcut şifre",
      new: "Yeni şifre",
      newHint:
        "8 ila 128 karakter. Birbiriyle ilgisiz birkaç kelimeyi hatırlamak kolay, tahmin etmek zordur.",
      confirm: "Yeni şifreyi onaylayın",
      confirmHint: "Yeni şifreyi bir kez daha yazın.",
      mismatch: "İki şifre eşleşmiyor.",
      submit: "Şifreyi değiştir",
      submitting: "Değiştiriliyor…",
      changed: "Şifre değiştirildi",
    },
    autoLock: {
      label: "Ekranı kilitle",
      option_one: "{{count}} dakika işlem yapılmadığında",
      option_other: "{{count}} dakika işlem yapılmadığında",
      optionDefault_one: "{{count}} dakika işlem yapılmadığında (varsayılan)",
      optionDefault_other: "{{count}} dakika işlem yapılmadığında (varsayılan)",
      hint: "Bu tarayıcı için geçerlidir. Ekran kilitlendiğinde şifrenizle kilidi açar ve kaldığınız yerden devam edersiniz.",
      saved_one: "Kaydedildi: ekran {{count}} dakika işlem yapılmadığında kilitlenir.",
      saved_other: "Kaydedildi: ekran {{count}} dakika işlem yapılmadığında kilitlenir.",
      notSaved_one:
        "Bu tarayıcı ayarların kaydedilmesine izin vermiyor; bu nedenle varsayılan {{count}} dakikalık süre geçerlidir.",
      notSaved_other:
        "Bu tarayıcı ayarların kaydedilmesine izin vermiyor; bu nedenle varsayılan {{count}} dakikalık süre geçerlidir.",
    },
  },

  errors: {
    notFoundCode: "Hata 404",
    notFoundTitle: "Bu sayfayı bulamıyoruz",
    notFoundText:
      "Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir. Adresi kontrol edin veya ana sayfadan yeniden başlayın.",
    genericTitle: "Bir sorun oluştu",
    genericText: "Beklenmeyen bir hata nedeniyle bu sayfa yüklenemedi. Lütfen tekrar deneyin.",
    tryAgain: "Tekrar dene",
    network: "Fleetward’a ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.",
    timeout: "Sunucunun yanıt vermesi çok uzun sürdü. Lütfen tekrar deneyin.",
    server:
      "Fleetward isteğinizi işlerken bir sorunla karşılaştı. Lütfen biraz sonra tekrar deneyin.",
    unauthorized: "Oturumunuz sona erdi. Lütfen tekrar giriş yapın.",
    forbidden: "Bu işlem için yetkiniz yok.",
    notFound: "İstediğiniz öğe bulunamadı.",
    rateLimited: "Çok fazla deneme yapıldı. Lütfen biraz bekleyip tekrar deneyin.",
    invalidInput: "Girdiğiniz bilgilerin bazıları geçerli değil.",
    tooLarge: "Gönderdiğiniz içerik çok büyük.",
  },

  blog: {
    allCategories: "Tüm kategoriler",
    articleErrorTitle: "Makale yüklenemedi",
    audioNote: "Bölümü podcast uygulamanızda dinleyin. Bölüm notları aşağıdadır.",
    backToBlog: "Bloga dön",
    blogNavigation: "Blog gezinmesi",
    byAuthor: "Yazar: {{name}}",
    carouselHint:
      "Slaytlar arasında geçiş yapmak için düğmeleri veya sol ve sağ ok tuşlarını kullanın.",
    carouselRole: "döngü",
    categoriesHeading: "Kategoriler",
    categoryLabel: "Kategori",
    clearFilters: "Tüm filtreleri temizle",
    duration: "Süre: {{duration}}",
    emptyPage: "Bu sayfada makale yok.",
    emptyText: "Daha az etiket, başka bir kategori veya farklı bir arama terimi deneyin.",
    emptyTitle: "Bu filtrelerle eşleşen makale yok",
    errorText: "Lütfen internet bağlantınızı kontrol edip tekrar deneyin.",
    errorTitle: "Makaleler yüklenemedi",
    filtersLabel: "Makaleleri filtrele",
    firstPage: "İlk sayfaya git",
    galleryLabel: "Galeri",
    knowledgeBase: "Bilgi bankası",
    knowledgeBaseIntro: "Fleetward kurulumu ve kullanımı için adım adım yanıtlar.",
    knowledgeBaseTitle: "Bilgi bankasından",
    latestArticles: "En yeni makaleler",
    loading: "Makaleler yükleniyor…",
    loadingArticle: "Makale yükleniyor…",
    minutesToRead: "Okuma süresi (dakika): {{count}}",
    nextPage: "Sonraki",
    nextSlide: "Sonraki slayt",
    notFoundTitle: "Bu makaleyi bulamadık",
    notFoundText: "İstediğiniz makale mevcut değil veya kaldırıldı. Bunun yerine bloga göz atın.",
    openLarger: "Daha büyük görünümde aç",
    opensInNewTab: "(yeni sekmede açılır)",
    pageOf: "Sayfa {{page}} / {{total}}",
    pagination: "Sayfalandırma",
    podcastEpisode: "Podcast bölümü",
    postCount: "Makale sayısı: {{count}}",
    previousPage: "Önceki",
    previousSlide: "Önceki slayt",
    readMore: "Devamını oku",
    relatedArticles: "İlgili makaleler",
    resultCount: "Bulunan makaleler: {{count}}",
    retry: "Tekrar dene",
    searchLabel: "Makalelerde ara",
    searchPlaceholder: "Örneğin: şifreleme",
    showAllTags: "Tüm etiketleri göster",
    showFewerTags: "Daha az etiket göster",
    showSlide: "{{number}}. slaytı göster",
    slideOf: "Slayt {{current}} / {{total}}",
    slideRole: "slayt",
    slidesLabel: "Slaytlar",
    tagsHint: "Makaleler seçilen tüm etiketleri taşımalıdır.",
    tagsLabel: "Etiketler",
    videoOn: "{{provider}} videosu",
    videoOpened: "Video yeni bir sekmede açıldı. Açılmadıysa:",
    videoPrivacy:
      "İzlemeyi seçene kadar {{provider}} kaynağından hiçbir şey yüklenmez. Video daha sonra {{provider}} üzerinde yeni bir sekmede açılır.",
    watchOn: "{{provider}} üzerinde izle",
  },

  pages: {
    home: {
      title: "Fleetward – BT varlık ve cihaz yönetimi",
      description:
        "Kuruluşunuza ait tüm cihazların, lisansların ve varlıkların envanterini çıkarın ve hepsini tek bir uygulamadan güvende tutun. 90 günlük ücretsiz deneme.",
    },
    about: {
      title: "Fleetward hakkında",
      description:
        "Fleetward’ı neden geliştiriyoruz: BT ekipleri, sorumlu oldukları tüm cihazları sakin ve doğru biçimde tek bir yerden görebilmeyi hak ediyor.",
    },
    services: {
      title: "Hizmetler",
      description:
        "Fleetward’ın varlık envanteri, cihaz güvenlik durumu, lisans takibi, yaşam döngüsü yönetimi ve devreye alma hizmetleri.",
    },
    serviceDetail: {
      title: "Cihaz güvenliği izleme",
      description:
        "Fleetward’ın yönetilen her cihazda disk şifrelemesini, işletim sistemi yama düzeyini, ekran kilidini ve uç nokta korumasını nasıl denetlediği.",
    },
    team: {
      title: "Ekibimiz",
      description: "Fleetward’ı geliştiren ve destekleyen ekiple tanışın.",
    },
    pricing: {
      title: "Fiyatlandırma",
      description:
        "BT varlık ve cihaz yönetimi için cihaz başına basit fiyatlandırma. 90 günlük ücretsiz denemeyle başlayın.",
    },
    testimonials: {
      title: "Müşterilerimiz ne diyor?",
      description:
        "BT yöneticileri, Fleetward’ın cihazları takip etme ve koruma biçimlerini nasıl değiştirdiğini anlatıyor.",
    },
    contact: {
      title: "Bize ulaşın",
      description:
        "Fleetward satış veya destek ekibiyle görüşün. Bir iş günü içinde yanıt veriyoruz.",
    },
    contactDetail: {
      title: "Ofisler ve iletişim bilgileri",
      description: "Fleetward ofislerinin adresleri, telefon numaraları ve çalışma saatleri.",
    },
    terms: {
      title: "Hizmet şartları",
      description: "Fleetward kullanımınızı düzenleyen şartlar.",
    },
    privacy: {
      title: "Gizlilik politikası",
      description: "Fleetward’ın hangi kişisel verileri neden işlediği ve sahip olduğunuz haklar.",
    },
    termsTrial: {
      title: "Deneme şartları",
      description: "Fleetward’ın 90 günlük ücretsiz beta denemesinin şartları.",
    },
    blog: {
      title: "Blog",
      description:
        "BT varlık yönetimi, cihaz güvenliği, uyumluluk ve yalın bir BT ekibi yönetimi üzerine makaleler.",
    },
    blogDetail: {
      title: "Makale",
      description: "Fleetward blogundan bir makale.",
    },
    kbDetail: {
      title: "Bilgi bankası makalesi",
      description: "Fleetward bilgi bankasından adım adım yanıtlar.",
    },
    blogStandardPost: {
      title: "Standart yazı",
      description: "Fleetward blogundan standart bir makale.",
    },
    blogSliderPost: {
      title: "Kaydırıcılı yazı",
      description: "Görsel kaydırıcı içeren bir makale.",
    },
    blogGalleryPost: {
      title: "Galeri yazısı",
      description: "Fotoğraf galerisi içeren bir makale.",
    },
    blogYoutubePost: { title: "Video yazısı", description: "YouTube videosu içeren bir makale." },
    blogVimeoPost: { title: "Vimeo yazısı", description: "Vimeo videosu içeren bir makale." },
    blogAudioPost: { title: "Sesli yazı", description: "Podcast bölümü içeren bir makale." },
    blogBlockquotePost: {
      title: "Alıntı yazısı",
      description: "Bir alıntı etrafında kurgulanmış bir makale.",
    },
    blogLeftSidebarPost: {
      title: "Kenar çubuklu yazı",
      description: "Gezinme menüsü yanda yer alan bir makale.",
    },
    courseListing: {
      title: "Eğitimler",
      description: "BT varlık yönetimi, cihaz güvenliği ve uyumluluk üzerine ücretsiz eğitimler.",
    },
    courseDetail: {
      title: "Eğitim",
      description: "Eğitim içeriği, dersler ve neler öğreneceğiniz.",
    },
    jobGrid: {
      title: "İş ilanları",
      description: "BT operasyonları, güvenlik ve varlık yönetimi alanlarında açık pozisyonlar.",
    },
    jobDetail: {
      title: "İlan ayrıntıları",
      description: "Pozisyon, sorumluluklar ve başvuru yöntemi.",
    },
    jobApply: { title: "İş başvurusu", description: "Başvurunuzu gönderin." },
    jobPost: {
      title: "İş ilanı ver",
      description: "Fleetward iş ilanlarında açık bir pozisyon yayımlayın.",
    },
    jobCareer: {
      title: "Fleetward’da kariyer",
      description: "Var olan en sakin BT varlık yönetimi ürünü üzerinde bizimle çalışın.",
    },
    jobCandidates: { title: "Adaylar", description: "Yeni fırsatlara açık profesyoneller." },
    jobCandidateDetail: {
      title: "Aday profili",
      description: "Bir adayın deneyimi ve becerileri.",
    },
    jobCompanies: {
      title: "İşe alım yapan şirketler",
      description: "BT profesyonelleri arayan kuruluşlar.",
    },
    jobCompanyDetail: {
      title: "Şirket profili",
      description: "Şirket ve açık pozisyonları hakkında.",
    },
    forumsTopic: {
      title: "Topluluk forumları",
      description: "Soru sorun ve diğer BT ekipleriyle deneyimlerinizi paylaşın.",
    },
    forumsComments: { title: "Tartışma", description: "Topluluk forumlarından bir tartışma." },
    helpCenter: {
      title: "Yardım merkezi",
      description: "Fleetward müşterileri için kılavuzlar, yanıtlar ve destek.",
    },
    helpCenterFaqs: {
      title: "Sıkça sorulan sorular",
      description: "Hesaplar, deneme süresi, cihazlar ve güvenlik hakkında kısa yanıtlar.",
    },
    helpCenterGuides: {
      title: "Kılavuzlar",
      description: "Fleetward’ı kurmak ve kullanmak için adım adım kılavuzlar.",
    },
    helpCenterSupport: {
      title: "Destek",
      description:
        "Fleetward destek ekibine nasıl ulaşacağınız ve talebinize neleri eklemeniz gerektiği.",
    },
    emailConfirmation: {
      title: "E-posta: adresinizi onaylayın",
      description: "Yeni bir hesabın adresini onaylayan e-postanın önizlemesi.",
    },
    emailPasswordReset: {
      title: "E-posta: şifrenizi sıfırlayın",
      description: "Şifre sıfırlama e-postasının önizlemesi.",
    },
    emailAlert: {
      title: "E-posta: güvenlik uyarısı",
      description: "Cihaz güvenliği uyarı e-postasının önizlemesi.",
    },
    emailInvoice: {
      title: "E-posta: fatura",
      description: "Fatura e-postasının önizlemesi.",
    },
    portfolio: {
      title: "Müşteri hikâyeleri",
      description: "Her ölçekten kuruluşun cihazlarını Fleetward ile nasıl yönettiği.",
    },
    portfolioDetail: {
      title: "Müşteri hikâyesi",
      description: "Bir kuruluşun Fleetward ile cihazlarını nasıl kontrol altına aldığı.",
    },
    uiComponents: {
      title: "Arayüz bileşenleri",
      description: "Fleetward arayüzünün yapı taşları.",
    },
    documentation: {
      title: "Dokümantasyon",
      description: "Fleetward’ı kurun, yapılandırın ve entegre edin.",
    },
    changelog: {
      title: "Değişiklik günlüğü",
      description: "Fleetward’daki yenilikler, sürüm sürüm.",
    },
    notFound: {
      title: "Sayfa bulunamadı",
      description: "Aradığınız sayfa mevcut değil.",
    },
    comingSoon: {
      title: "Çok yakında",
      description: "Fleetward’ın bu bölümü çok yakında hazır olacak.",
    },
    maintenance: {
      title: "Planlı bakım",
      description: "Fleetward, yükseltme çalışması nedeniyle kısa bir süre kullanılamıyor.",
    },
    thankYou: {
      title: "Teşekkürler",
      description: "Mesajınızı aldık.",
    },
    login: {
      title: "Giriş yap",
      description: "Fleetward hesabınıza giriş yapın.",
    },
    signup: {
      title: "Hesabınızı oluşturun",
      description: "Bir Fleetward hesabı oluşturun ve 90 günlük ücretsiz denemenizi başlatın.",
    },
    recoverPassword: {
      title: "Şifrenizi sıfırlayın",
      description: "Yeni bir şifre belirlemek için bağlantı alın.",
    },
    lockScreen: {
      title: "Oturum kilitlendi",
      description: "Devam etmek için şifrenizi girin.",
    },
    signupSuccess: {
      title: "Gelen kutunuzu kontrol edin",
      description: "Hesabınızı oluşturmayı tamamlamak için e-posta adresinizi onaylayın.",
    },
    profile: {
      title: "Profil",
      description: "Kişisel bilgileriniz, şirketiniz ve deneme süreniz.",
    },
    billing: { title: "Faturalandırma", description: "Plan, fatura adresi ve kullanım." },
    payment: { title: "Ödeme yöntemleri", description: "Kayıtlı kartlar ve ödeme yöntemleri." },
    invoice: { title: "Faturalar", description: "Faturalarınız ve makbuzlarınız." },
    social: { title: "Sosyal bağlantılar", description: "Profilinizde gösterilen bağlantılar." },
    notifications: {
      title: "Bildirimler",
      description: "Hangi e-postaları ve uyarıları alacağınızı seçin.",
    },
    accountSettings: {
      title: "Hesap ayarları",
      description: "Şifre, oturumlar ve tercihler.",
    },
  },
};
