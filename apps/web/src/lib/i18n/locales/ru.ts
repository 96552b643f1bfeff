import type { Translation } from "./en.ts";

export const ru: Translation = {
  login_failed: "Не удалось войти. Проверьте учётные данные.",
  login_error: "Произошла непредвиденная ошибка. Повторите попытку.",
  login_success: "Вход выполнен!",
  welcome_back: "С возвращением!",
  logout_success: "Вы вышли из системы",
  see_you_again: "До скорой встречи!",

  common: {
    appName: "Fleetward",
    tagline: "Управление ИТ-активами и устройствами — безопасно и в одном приложении",
    skipToContent: "Перейти к основному содержимому",
    loading: "Загрузка…",
    close: "Закрыть",
    home: "Главная",
    backHome: "На главную",
    signIn: "Войти",
    signUp: "Создать аккаунт",
    startTrial: "Попробовать бесплатно",
    signOut: "Выйти",
    learnMore: "Подробнее",
    readMore: "Читать далее",
    contactSales: "Связаться с отделом продаж",
    breadcrumb: "Навигационная цепочка",
    onThisPage: "На этой странице",
    trialBadge: "Бесплатно 90 дней — без привязки карты",
  },

  nav: {
    mainLabel: "Основная навигация",
    openMenu: "Открыть меню",
    closeMenu: "Закрыть меню",
    product: "Продукт",
    resources: "Материалы",
    company: "Компания",
    services: "Услуги",
    serviceDetail: "Защита устройств",
    pricing: "Цены",
    customerStories: "Истории клиентов",
    testimonials: "Отзывы",
    documentation: "Документация",
    changelog: "Журнал изменений",
    uiComponents: "UI-компоненты",
    blog: "Блог",
    knowledgeBase: "База знаний",
    courses: "Курсы",
    forums: "Форумы",
    helpCenter: "Справочный центр",
    faqs: "Частые вопросы",
    guides: "Руководства",
    support: "Поддержка",
    about: "О нас",
    team: "Команда",
    careers: "Карьера",
    jobBoard: "Вакансии",
    contact: "Контакты",
  },

  account: {
    menuLabel: "Меню аккаунта",
    sidebarLabel: "Навигация по аккаунту",
    signedInAs: "Вы вошли как {{name}}",
    profile: "Профиль",
    billing: "Расчёты",
    payment: "Оплата",
    invoice: "Счета",
    social: "Соцсети",
    notifications: "Уведомления",
    settings: "Настройки",
    lock: "Заблокировать экран",
    collapseSidebar: "Свернуть боковую панель",
    expandSidebar: "Развернуть боковую панель",
  },

  footer: {
    about:
      "Fleetward ведёт точный учёт всех ноутбуков, телефонов, серверов и лицензий вашей организации и сразу показывает, каким устройствам требуется внимание.",
    product: "Продукт",
    resources: "Материалы",
    company: "Компания",
    legal: "Правовая информация",
    terms: "Условия использования",
    privacy: "Политика конфиденциальности",
    trialTerms: "Условия пробного периода",
    copyright: "© {{year}} Fleetward. Все права защищены.",
    languageLabel: "Язык",
  },

  newsletter: {
    title: "На шаг впереди угроз для устройств",
    description:
      "Одно письмо в месяц: бюллетени безопасности, советы по управлению активами и новости продукта.",
    emailLabel: "Адрес электронной почты",
    placeholder: "name@company.ru",
    submit: "Подписаться",
    submitting: "Оформление подписки…",
    success: "Спасибо! Проверьте почту, чтобы подтвердить подписку.",
    invalidEmail: "Введите корректный адрес электронной почты.",
  },

  cookies: {
    title: "Файлы cookie",
    message:
      "Мы используем только файлы cookie, необходимые для сохранения входа в систему и защиты форм. Никаких рекламных или отслеживающих cookie.",
    accept: "Понятно",
    learnMore: "Политика конфиденциальности",
  },

  settings: {
    open: "Открыть настройки оформления",
    title: "Оформление",
    description: "Настройте внешний вид Fleetward на этом устройстве. Изменения применяются сразу.",
    theme: "Цветовая тема",
    themeLight: "Светлая",
    themeDark: "Тёмная",
    themeSystem: "Системная",
    direction: "Направление текста",
    directionLtr: "Слева направо",
    directionRtl: "Справа налево",
    navbar: "Панель навигации",
    navbarSticky: "Закреплённая",
    navbarFloating: "Плавающая",
    navbarStatic: "Статичная",
    menu: "Боковое меню",
    menuVertical: "Вертикальное",
    menuCollapsible: "Сворачиваемое",
    menuHorizontal: "Горизонтальное",
    layout: "Ширина страницы",
    layoutFull: "Во всю ширину",
    layoutBoxed: "Ограниченная",
    animation: "Переход между страницами",
    animationNone: "Нет",
    animationFade: "Проявление",
    animationFadeUp: "Проявление снизу",
    animationZoom: "Масштабирование",
    semidark: "Тёмная боковая панель в светлой теме",
    language: "Язык",
    reset: "Сбросить настройки",
  },

  errors: {
    notFoundCode: "Ошибка 404",
    notFoundTitle: "Не удаётся найти эту страницу",
    notFoundText:
      "Возможно, страница была перемещена или никогда не существовала. Проверьте адрес или начните с главной страницы.",
    genericTitle: "Что-то пошло не так",
    genericText: "Из-за непредвиденной ошибки страница не загрузилась. Повторите попытку.",
    tryAgain: "Повторить попытку",
    network:
      "Не удаётся подключиться к Fleetward. Проверьте подключение к интернету и повторите попытку.",
    timeout: "Сервер слишком долго не отвечал. Повторите попытку.",
    server: "При обработке запроса в Fleetward произошла ошибка. Повторите попытку чуть позже.",
    unauthorized: "Сеанс завершён. Войдите снова.",
    forbidden: "У вас нет прав на это действие.",
    notFound: "Запрошенные данные не найдены.",
    rateLimited: "Слишком много попыток. Подождите немного и повторите попытку.",
    invalidInput: "Некоторые введённые данные некорректны.",
    tooLarge: "Отправленные данные слишком велики.",
  },

  pages: {
    home: {
      title: "Fleetward — управление ИТ-активами и устройствами",
      description:
        "Учитывайте все устройства, лицензии и активы организации и защищайте их в одном приложении. Бесплатный пробный период — 90 дней.",
    },
    about: {
      title: "О компании Fleetward",
      description:
        "Почему мы создаём Fleetward: ИТ-команды заслуживают единой, спокойной и точной картины всех устройств, за которые они отвечают.",
    },
    services: {
      title: "Услуги",
      description:
        "Учёт активов, контроль защищённости устройств, учёт лицензий, управление жизненным циклом и услуги по внедрению от Fleetward.",
    },
    serviceDetail: {
      title: "Мониторинг безопасности устройств",
      description:
        "Как Fleetward проверяет шифрование дисков, установку обновлений ОС, блокировку экрана и защиту конечных точек на каждом управляемом устройстве.",
    },
    team: {
      title: "Наша команда",
      description: "Познакомьтесь с людьми, которые создают и поддерживают Fleetward.",
    },
    pricing: {
      title: "Цены",
      description:
        "Простые цены за устройство на управление ИТ-активами и устройствами. Начните с бесплатного 90-дневного пробного периода.",
    },
    testimonials: {
      title: "Отзывы клиентов",
      description:
        "Руководители ИТ о том, как Fleetward изменил их подход к учёту и защите устройств.",
    },
    contact: {
      title: "Связаться с нами",
      description:
        "Свяжитесь с отделом продаж или службой поддержки Fleetward. Мы отвечаем в течение одного рабочего дня.",
    },
    contactDetail: {
      title: "Офисы и контакты",
      description: "Адреса, телефоны и часы работы офисов Fleetward.",
    },
    terms: {
      title: "Условия использования",
      description: "Условия, регулирующие использование Fleetward.",
    },
    privacy: {
      title: "Политика конфиденциальности",
      description:
        "Какие персональные данные обрабатывает Fleetward, с какой целью и какие у вас есть права.",
    },
    termsTrial: {
      title: "Условия пробного периода",
      description: "Условия бесплатного 90-дневного пробного периода бета-версии Fleetward.",
    },
    blog: {
      title: "Блог",
      description:
        "Статьи об управлении ИТ-активами, безопасности устройств, соответствии требованиям и работе небольшой ИТ-команды.",
    },
    blogDetail: {
      title: "Статья",
      description: "Статья из блога Fleetward.",
    },
    kbDetail: {
      title: "Статья базы знаний",
      description: "Пошаговые ответы из базы знаний Fleetward.",
    },
    blogStandardPost: {
      title: "Обычная запись",
      description: "Обычная статья из блога Fleetward.",
    },
    blogSliderPost: {
      title: "Запись со слайдером",
      description: "Статья со слайдером изображений.",
    },
    blogGalleryPost: { title: "Запись с галереей", description: "Статья с фотогалереей." },
    blogYoutubePost: { title: "Запись с видео", description: "Статья с видео на YouTube." },
    blogVimeoPost: { title: "Запись с Vimeo", description: "Статья с видео на Vimeo." },
    blogAudioPost: { title: "Запись с аудио", description: "Статья с выпуском подкаста." },
    blogBlockquotePost: {
      title: "Запись с цитатой",
      description: "Статья, построенная вокруг цитаты.",
    },
    blogLeftSidebarPost: {
      title: "Запись с боковой панелью",
      description: "Статья с навигацией сбоку.",
    },
    courseListing: {
      title: "Курсы",
      description:
        "Бесплатные курсы по управлению ИТ-активами, безопасности устройств и соответствию требованиям.",
    },
    courseDetail: {
      title: "Курс",
      description: "Программа курса, уроки и результаты обучения.",
    },
    jobGrid: {
      title: "Вакансии",
      description:
        "Открытые вакансии в области ИТ-эксплуатации, безопасности и управления активами.",
    },
    jobDetail: {
      title: "Описание вакансии",
      description: "Должность, обязанности и порядок отклика.",
    },
    jobApply: { title: "Отклик на вакансию", description: "Отправьте свой отклик." },
    jobPost: {
      title: "Разместить вакансию",
      description: "Опубликуйте вакансию на доске вакансий Fleetward.",
    },
    jobCareer: {
      title: "Карьера в Fleetward",
      description: "Работайте с нами над самым спокойным продуктом для управления ИТ-активами.",
    },
    jobCandidates: {
      title: "Кандидаты",
      description: "Специалисты, открытые к новым предложениям.",
    },
    jobCandidateDetail: { title: "Профиль кандидата", description: "Опыт и навыки кандидата." },
    jobCompanies: {
      title: "Компании с вакансиями",
      description: "Организации, которые нанимают ИТ-специалистов.",
    },
    jobCompanyDetail: { title: "Профиль компании", description: "О компании и её вакансиях." },
    forumsTopic: {
      title: "Форумы сообщества",
      description: "Задавайте вопросы и делитесь опытом с другими ИТ-командами.",
    },
    forumsComments: { title: "Обсуждение", description: "Обсуждение на форумах сообщества." },
    helpCenter: {
      title: "Справочный центр",
      description: "Руководства, ответы и поддержка для клиентов Fleetward.",
    },
    helpCenterFaqs: {
      title: "Частые вопросы",
      description: "Краткие ответы об аккаунтах, пробном периоде, устройствах и безопасности.",
    },
    helpCenterGuides: {
      title: "Руководства",
      description: "Пошаговые руководства по настройке и работе с Fleetward.",
    },
    helpCenterSupport: {
      title: "Поддержка",
      description: "Как связаться со службой поддержки Fleetward и что указать в обращении.",
    },
    emailConfirmation: {
      title: "Письмо: подтверждение адреса",
      description: "Предпросмотр письма для подтверждения адреса нового аккаунта.",
    },
    emailPasswordReset: {
      title: "Письмо: сброс пароля",
      description: "Предпросмотр письма для сброса пароля.",
    },
    emailAlert: {
      title: "Письмо: оповещение безопасности",
      description: "Предпросмотр письма с оповещением о безопасности устройства.",
    },
    emailInvoice: {
      title: "Письмо: счёт",
      description: "Предпросмотр письма со счётом.",
    },
    portfolio: {
      title: "Истории клиентов",
      description: "Как организации любого масштаба управляют устройствами с помощью Fleetward.",
    },
    portfolioDetail: {
      title: "История клиента",
      description: "Как одна организация взяла свои устройства под контроль с помощью Fleetward.",
    },
    uiComponents: {
      title: "UI-компоненты",
      description: "Базовые элементы интерфейса Fleetward.",
    },
    documentation: {
      title: "Документация",
      description: "Установка, настройка и интеграция Fleetward.",
    },
    changelog: {
      title: "Журнал изменений",
      description: "Что нового в Fleetward — от выпуска к выпуску.",
    },
    notFound: {
      title: "Страница не найдена",
      description: "Запрошенная страница не существует.",
    },
    comingSoon: {
      title: "Скоро",
      description: "Этот раздел Fleetward уже в разработке.",
    },
    maintenance: {
      title: "Плановые работы",
      description: "Fleetward временно недоступен: идёт обновление.",
    },
    thankYou: {
      title: "Спасибо",
      description: "Мы получили ваше сообщение.",
    },
    login: {
      title: "Вход",
      description: "Войдите в свой аккаунт Fleetward.",
    },
    signup: {
      title: "Создание аккаунта",
      description: "Создайте аккаунт Fleetward и начните бесплатный 90-дневный пробный период.",
    },
    recoverPassword: {
      title: "Сброс пароля",
      description: "Получите ссылку для установки нового пароля.",
    },
    lockScreen: {
      title: "Сеанс заблокирован",
      description: "Введите пароль, чтобы продолжить.",
    },
    signupSuccess: {
      title: "Проверьте почту",
      description: "Подтвердите адрес электронной почты, чтобы завершить создание аккаунта.",
    },
    profile: { title: "Профиль", description: "Личные данные, компания и пробный период." },
    billing: { title: "Расчёты", description: "Тариф, платёжный адрес и использование." },
    payment: { title: "Способы оплаты", description: "Сохранённые карты и способы оплаты." },
    invoice: { title: "Счета", description: "Ваши счета и квитанции." },
    social: { title: "Соцсети", description: "Ссылки, отображаемые в вашем профиле." },
    notifications: {
      title: "Уведомления",
      description: "Выберите, какие письма и оповещения получать.",
    },
    accountSettings: {
      title: "Настройки аккаунта",
      description: "Пароль, сеансы и параметры.",
    },
  },
};
