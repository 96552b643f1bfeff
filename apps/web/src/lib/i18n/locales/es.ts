import type { Translation } from "./en.ts";

export const es: Translation = {
  login_failed: "Error al iniciar sesión. Compruebe sus credenciales.",
  login_error: "Se ha producido un error inesperado. Inténtelo de nuevo.",
  login_success: "¡Sesión iniciada correctamente!",
  welcome_back: "¡Le damos la bienvenida de nuevo!",
  logout_success: "Sesión cerrada",
  see_you_again: "¡Hasta pronto!",

  common: {
    appName: "Fleetward",
    tagline: "Gestión de activos de TI y dispositivos, protegida desde una sola aplicación",
    skipToContent: "Saltar al contenido principal",
    loading: "Cargando…",
    close: "Cerrar",
    home: "Inicio",
    backHome: "Volver al inicio",
    signIn: "Iniciar sesión",
    signUp: "Crear cuenta",
    startTrial: "Empezar prueba gratuita",
    signOut: "Cerrar sesión",
    learnMore: "Más información",
    readMore: "Leer más",
    contactSales: "Contactar con ventas",
    breadcrumb: "Ruta de navegación",
    onThisPage: "En esta página",
    trialBadge: "Gratis durante 90 días, sin tarjeta de crédito",
  },

  nav: {
    mainLabel: "Navegación principal",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    product: "Producto",
    resources: "Recursos",
    company: "Empresa",
    services: "Servicios",
    serviceDetail: "Servicio de seguridad de dispositivos",
    pricing: "Precios",
    customerStories: "Casos de éxito",
    testimonials: "Testimonios",
    documentation: "Documentación",
    changelog: "Registro de cambios",
    uiComponents: "Componentes de interfaz",
    blog: "Blog",
    knowledgeBase: "Base de conocimientos",
    courses: "Cursos",
    forums: "Foros",
    helpCenter: "Centro de ayuda",
    faqs: "Preguntas frecuentes",
    guides: "Guías",
    support: "Soporte",
    about: "Quiénes somos",
    team: "Equipo",
    careers: "Empleo",
    jobBoard: "Bolsa de empleo",
    contact: "Contacto",
  },

  account: {
    menuLabel: "Menú de la cuenta",
    sidebarLabel: "Navegación de la cuenta",
    signedInAs: "Sesión iniciada como {{name}}",
    profile: "Perfil",
    billing: "Facturación",
    payment: "Pago",
    invoice: "Facturas",
    social: "Redes sociales",
    notifications: "Notificaciones",
    settings: "Configuración",
    lock: "Bloquear pantalla",
    collapseSidebar: "Contraer barra lateral",
    expandSidebar: "Expandir barra lateral",
  },

  footer: {
    about:
      "Fleetward mantiene un inventario preciso de cada portátil, teléfono, servidor y licencia de su organización, y muestra de un vistazo qué dispositivos requieren atención.",
    product: "Producto",
    resources: "Recursos",
    company: "Empresa",
    legal: "Legal",
    terms: "Condiciones del servicio",
    privacy: "Política de privacidad",
    trialTerms: "Condiciones de la prueba",
    copyright: "© {{year}} Fleetward. Todos los derechos reservados.",
    languageLabel: "Idioma",
  },

  newsletter: {
    title: "Adelántese a los riesgos de sus dispositivos",
    description:
      "Un correo al mes: avisos de seguridad, consejos de gestión de activos y novedades del producto.",
    emailLabel: "Correo electrónico",
    placeholder: "nombre@empresa.com",
    submit: "Suscribirse",
    submitting: "Suscribiendo…",
    success: "¡Gracias! Revise su bandeja de entrada para confirmar la suscripción.",
    invalidEmail: "Introduzca una dirección de correo electrónico válida.",
  },

  cookies: {
    title: "Cookies",
    message:
      "Solo utilizamos las cookies necesarias para mantener su sesión iniciada y proteger sus formularios. No usamos cookies publicitarias ni de seguimiento.",
    accept: "Entendido",
    learnMore: "Leer nuestra política de privacidad",
  },

  settings: {
    open: "Abrir ajustes de apariencia",
    title: "Apariencia",
    description:
      "Ajuste el aspecto de Fleetward en este dispositivo. Los cambios se aplican al instante.",
    theme: "Tema de color",
    themeLight: "Claro",
    themeDark: "Oscuro",
    themeSystem: "Sistema",
    direction: "Dirección del texto",
    directionLtr: "De izquierda a derecha",
    directionRtl: "De derecha a izquierda",
    navbar: "Barra de navegación",
    navbarSticky: "Fija",
    navbarFloating: "Flotante",
    navbarStatic: "Estática",
    menu: "Menú lateral",
    menuVertical: "Vertical",
    menuCollapsible: "Contraíble",
    menuHorizontal: "Horizontal",
    layout: "Ancho de página",
    layoutFull: "Ancho completo",
    layoutBoxed: "Encuadrado",
    animation: "Transición de página",
    animationNone: "Ninguna",
    animationFade: "Fundido",
    animationFadeUp: "Fundido hacia arriba",
    animationZoom: "Zoom",
    semidark: "Barra lateral oscura en tema claro",
    language: "Idioma",
    reset: "Restablecer valores predeterminados",
  },

  errors: {
    notFoundCode: "Error 404",
    notFoundTitle: "No encontramos esa página",
    notFoundText:
      "Es posible que la página que busca se haya movido o que nunca haya existido. Compruebe la dirección o vuelva a empezar desde la página de inicio.",
    genericTitle: "Algo ha salido mal",
    genericText: "Un error inesperado ha impedido que se cargue esta página. Inténtelo de nuevo.",
    tryAgain: "Volver a intentar",
    network:
      "No se ha podido conectar con Fleetward. Compruebe su conexión a Internet e inténtelo de nuevo.",
    timeout: "El servidor ha tardado demasiado en responder. Inténtelo de nuevo.",
    server:
      "Fleetward ha tenido un problema al procesar su solicitud. Inténtelo de nuevo en unos instantes.",
    unauthorized: "Su sesión ha finalizado. Vuelva a iniciar sesión.",
    forbidden: "No tiene permiso para realizar esta acción.",
    notFound: "No se ha encontrado lo que ha solicitado.",
    rateLimited: "Demasiados intentos. Espere un momento e inténtelo de nuevo.",
    invalidInput: "Parte de la información introducida no es válida.",
    tooLarge: "Los datos enviados son demasiado grandes.",
  },

  pages: {
    home: {
      title: "Fleetward: gestión de activos de TI y dispositivos",
      description:
        "Inventaríe cada dispositivo, licencia y activo de su organización, y manténgalos protegidos desde una sola aplicación. Prueba gratuita de 90 días.",
    },
    about: {
      title: "Acerca de Fleetward",
      description:
        "Por qué creamos Fleetward: los equipos de TI merecen una visión serena y precisa de todos los dispositivos de los que son responsables.",
    },
    services: {
      title: "Servicios",
      description:
        "Inventario de activos, estado de seguridad de dispositivos, seguimiento de licencias, gestión del ciclo de vida y servicios de incorporación de Fleetward.",
    },
    serviceDetail: {
      title: "Supervisión de la seguridad de dispositivos",
      description:
        "Cómo comprueba Fleetward el cifrado de disco, el nivel de parches del sistema operativo, el bloqueo de pantalla y la protección de endpoints en cada dispositivo gestionado.",
    },
    team: {
      title: "Nuestro equipo",
      description: "Conozca a las personas que desarrollan Fleetward y prestan soporte.",
    },
    pricing: {
      title: "Precios",
      description:
        "Precios sencillos por dispositivo para la gestión de activos de TI y dispositivos. Empiece con una prueba gratuita de 90 días.",
    },
    testimonials: {
      title: "Lo que dicen nuestros clientes",
      description:
        "Responsables de TI cuentan cómo Fleetward ha cambiado su forma de controlar y proteger los dispositivos.",
    },
    contact: {
      title: "Contacto",
      description:
        "Hable con el equipo de ventas o de soporte de Fleetward. Respondemos en un día hábil.",
    },
    contactDetail: {
      title: "Oficinas y datos de contacto",
      description: "Direcciones, teléfonos y horarios de las oficinas de Fleetward.",
    },
    terms: {
      title: "Condiciones del servicio",
      description: "Las condiciones que rigen el uso de Fleetward.",
    },
    privacy: {
      title: "Política de privacidad",
      description: "Qué datos personales trata Fleetward, con qué fin y qué derechos le asisten.",
    },
    termsTrial: {
      title: "Condiciones de la prueba",
      description: "Las condiciones de la prueba beta gratuita de 90 días de Fleetward.",
    },
    blog: {
      title: "Blog",
      description:
        "Artículos sobre gestión de activos de TI, seguridad de dispositivos, cumplimiento normativo y cómo dirigir un equipo de TI reducido.",
    },
    blogDetail: {
      title: "Artículo",
      description: "Un artículo del blog de Fleetward.",
    },
    kbDetail: {
      title: "Artículo de la base de conocimientos",
      description: "Respuestas paso a paso de la base de conocimientos de Fleetward.",
    },
    blogStandardPost: {
      title: "Entrada estándar",
      description: "Un artículo estándar del blog de Fleetward.",
    },
    blogSliderPost: {
      title: "Entrada con carrusel",
      description: "Un artículo con un carrusel de imágenes.",
    },
    blogGalleryPost: {
      title: "Entrada con galería",
      description: "Un artículo con una galería de fotos.",
    },
    blogYoutubePost: {
      title: "Entrada con vídeo",
      description: "Un artículo con un vídeo de YouTube.",
    },
    blogVimeoPost: { title: "Entrada de Vimeo", description: "Un artículo con un vídeo de Vimeo." },
    blogAudioPost: {
      title: "Entrada de audio",
      description: "Un artículo con un episodio de pódcast.",
    },
    blogBlockquotePost: {
      title: "Entrada con cita",
      description: "Un artículo construido en torno a una cita.",
    },
    blogLeftSidebarPost: {
      title: "Entrada con barra lateral",
      description: "Un artículo con la navegación en un lateral.",
    },
    courseListing: {
      title: "Cursos",
      description:
        "Cursos gratuitos sobre gestión de activos de TI, seguridad de dispositivos y cumplimiento normativo.",
    },
    courseDetail: {
      title: "Curso",
      description: "Temario, lecciones y lo que aprenderá.",
    },
    jobGrid: {
      title: "Bolsa de empleo",
      description: "Vacantes en operaciones de TI, seguridad y gestión de activos.",
    },
    jobDetail: {
      title: "Detalles de la oferta",
      description: "Puesto, responsabilidades y cómo presentar su candidatura.",
    },
    jobApply: { title: "Solicitar un empleo", description: "Envíe su candidatura." },
    jobPost: {
      title: "Publicar una oferta",
      description: "Publique una vacante en la bolsa de empleo de Fleetward.",
    },
    jobCareer: {
      title: "Trabaje en Fleetward",
      description:
        "Trabaje con nosotros en el producto de gestión de activos de TI más sereno que existe.",
    },
    jobCandidates: { title: "Candidatos", description: "Profesionales abiertos a nuevos puestos." },
    jobCandidateDetail: {
      title: "Perfil del candidato",
      description: "Experiencia y competencias de un candidato.",
    },
    jobCompanies: {
      title: "Empresas que contratan",
      description: "Organizaciones que buscan profesionales de TI.",
    },
    jobCompanyDetail: {
      title: "Perfil de la empresa",
      description: "Información sobre la empresa y sus vacantes.",
    },
    forumsTopic: {
      title: "Foros de la comunidad",
      description: "Haga preguntas y comparta buenas prácticas con otros equipos de TI.",
    },
    forumsComments: { title: "Debate", description: "Un debate de los foros de la comunidad." },
    helpCenter: {
      title: "Centro de ayuda",
      description: "Guías, respuestas y soporte para clientes de Fleetward.",
    },
    helpCenterFaqs: {
      title: "Preguntas frecuentes",
      description: "Respuestas rápidas sobre cuentas, la prueba, dispositivos y seguridad.",
    },
    helpCenterGuides: {
      title: "Guías",
      description: "Guías paso a paso para configurar y usar Fleetward.",
    },
    helpCenterSupport: {
      title: "Soporte",
      description: "Cómo contactar con el soporte de Fleetward y qué incluir en su solicitud.",
    },
    emailConfirmation: {
      title: "Correo: confirme su dirección",
      description: "Vista previa del correo que confirma la dirección de una cuenta nueva.",
    },
    emailPasswordReset: {
      title: "Correo: restablezca su contraseña",
      description: "Vista previa del correo para restablecer la contraseña.",
    },
    emailAlert: {
      title: "Correo: alerta de seguridad",
      description: "Vista previa del correo de alerta de seguridad de dispositivos.",
    },
    emailInvoice: {
      title: "Correo: factura",
      description: "Vista previa del correo de factura.",
    },
    portfolio: {
      title: "Casos de éxito",
      description:
        "Cómo organizaciones de todos los tamaños gestionan sus dispositivos con Fleetward.",
    },
    portfolioDetail: {
      title: "Caso de éxito",
      description: "Cómo una organización tomó el control de sus dispositivos con Fleetward.",
    },
    uiComponents: {
      title: "Componentes de interfaz",
      description: "Los elementos básicos de la interfaz de Fleetward.",
    },
    documentation: {
      title: "Documentación",
      description: "Instale, configure e integre Fleetward.",
    },
    changelog: {
      title: "Registro de cambios",
      description: "Novedades de Fleetward, versión a versión.",
    },
    notFound: {
      title: "Página no encontrada",
      description: "La página que busca no existe.",
    },
    comingSoon: {
      title: "Próximamente",
      description: "Esta sección de Fleetward llegará pronto.",
    },
    maintenance: {
      title: "Mantenimiento programado",
      description: "Fleetward no está disponible durante unos instantes mientras lo actualizamos.",
    },
    thankYou: {
      title: "Gracias",
      description: "Hemos recibido su mensaje.",
    },
    login: {
      title: "Iniciar sesión",
      description: "Inicie sesión en su cuenta de Fleetward.",
    },
    signup: {
      title: "Cree su cuenta",
      description: "Cree una cuenta de Fleetward y empiece su prueba gratuita de 90 días.",
    },
    recoverPassword: {
      title: "Restablezca su contraseña",
      description: "Reciba un enlace para elegir una nueva contraseña.",
    },
    lockScreen: {
      title: "Sesión bloqueada",
      description: "Introduzca su contraseña para continuar.",
    },
    signupSuccess: {
      title: "Revise su bandeja de entrada",
      description: "Confirme su dirección de correo electrónico para terminar de crear su cuenta.",
    },
    profile: { title: "Perfil", description: "Sus datos personales, su empresa y su prueba." },
    billing: { title: "Facturación", description: "Plan, dirección de facturación y uso." },
    payment: { title: "Métodos de pago", description: "Tarjetas y métodos de pago registrados." },
    invoice: { title: "Facturas", description: "Sus facturas y recibos." },
    social: { title: "Redes sociales", description: "Enlaces que se muestran en su perfil." },
    notifications: {
      title: "Notificaciones",
      description: "Elija qué correos y alertas desea recibir.",
    },
    accountSettings: {
      title: "Configuración de la cuenta",
      description: "Contraseña, sesiones y preferencias.",
    },
  },
};
