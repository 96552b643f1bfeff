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

  auth: {
    errors: {
      usernameTaken: "Ese nombre de usuario ya está en uso. Elija otro, por favor.",
      passwordRejected:
        "Elija una contraseña más difícil de adivinar: que no sea una contraseña habitual ni coincida con su nombre de usuario o su dirección de correo electrónico.",
      resetLinkInvalid:
        "Este enlace de restablecimiento no es válido o ha caducado. Solicite uno nuevo a continuación.",
      incorrectPassword: "La contraseña no es correcta.",
      currentPasswordWrong:
        "Su contraseña actual no es correcta o la nueva es demasiado fácil de adivinar.",
    },
    confirmingTitle: "Confirmando su dirección de correo electrónico…",
    confirmedTitle: "Dirección de correo electrónico confirmada",
    confirmedText:
      "Gracias. Su dirección está confirmada; inicie sesión para empezar su prueba gratuita.",
    confirmFailedTitle: "No hemos podido confirmar esta dirección",
    confirmFailedText:
      "El enlace no es válido, ya se ha utilizado o ha caducado. Inicie sesión y solicite un nuevo correo de confirmación, o vuelva a registrarse.",
    continueToSignIn: "Continuar al inicio de sesión",
    fields: {
      workEmail: "Correo electrónico del trabajo",
      password: "Contraseña",
      username: "Nombre de usuario",
      newPassword: "Nueva contraseña",
      confirmNewPassword: "Confirmar nueva contraseña",
    },
    login: {
      lead: "Le damos la bienvenida de nuevo. Inicie sesión para ver sus dispositivos, su prueba y su cuenta.",
      rememberMe: "Recordarme",
      forgotPassword: "¿Ha olvidado su contraseña?",
      submit: "Iniciar sesión",
      submitting: "Iniciando sesión…",
      noAccount: "¿Es nuevo en Fleetward? <a>Crear cuenta</a>",
    },
    signup: {
      lead: "Una sola cuenta para su perfil, su prueba gratuita de 90 días y, más adelante, el espacio de trabajo de su equipo. Sin tarjeta de crédito.",
      usernameHint: "De 3 a 32 caracteres: letras, números, puntos, guiones bajos y guiones.",
      emailHint: "Enviaremos un enlace de confirmación a esta dirección.",
      acceptTerms: "Acepto las <a>condiciones del servicio</a>.",
      submit: "Crear cuenta",
      submitting: "Creando su cuenta…",
      haveAccount: "¿Ya tiene una cuenta? <a>Iniciar sesión</a>",
    },
    signupSuccess: {
      lead: "Su cuenta se ha creado. Hemos enviado un enlace de confirmación a {{email}}: ábralo para confirmar que la dirección es suya.",
      leadNoEmail:
        "Su cuenta se ha creado. Hemos enviado un enlace de confirmación a su dirección de correo electrónico: ábralo para confirmar que la dirección es suya.",
      steps: {
        openEmail: "Abra el correo de Fleetward en el que se le pide que confirme su dirección.",
        selectButton: "Seleccione el botón de confirmación. Abrirá Fleetward en su navegador.",
        signIn: "Inicie sesión y empiece su prueba gratuita de 90 días desde su perfil.",
      },
      nothingArrived: "¿No ha recibido nada?",
      tips: {
        wait: "Espere cinco minutos: algunos filtros de correo corporativos retienen brevemente a los remitentes nuevos.",
        spam: "Revise su carpeta de spam, correo no deseado o cuarentena, y marque nuestro mensaje como «no es spam».",
        typo: "Compruebe que la dirección con la que se registró no tenga ninguna errata; si la tiene, simplemente vuelva a registrarse.",
        allowSender:
          "Pida a su equipo de TI que permita el correo de Fleetward si su organización filtra los remitentes externos.",
      },
      stillNothing:
        "¿Sigue sin recibir nada? <a>Contacte con soporte</a> e indíquenos la dirección que utilizó.",
    },
    lockScreen: {
      title: "Su sesión está bloqueada",
      lead: "Hemos bloqueado Fleetward tras un periodo sin actividad. Introduzca su contraseña para continuar donde lo dejó.",
      submit: "Desbloquear",
      submitting: "Desbloqueando…",
      notYou: "¿No es usted? <a>Iniciar sesión con otra cuenta</a>",
    },
    recover: {
      requestLead:
        "Introduzca la dirección de correo electrónico de su cuenta de Fleetward y le enviaremos un enlace para elegir una nueva contraseña.",
      newPasswordTitle: "Elija una nueva contraseña",
      newPasswordLead:
        "Elija una contraseña que no utilice en ningún otro sitio. Después de guardarla, úsela para iniciar sesión en todos sus dispositivos.",
      remembered: "¿Ya la recuerda? <a>Volver al inicio de sesión</a>",
    },
    requestReset: {
      emailHint: "La dirección con la que se registró.",
      submit: "Enviar enlace de restablecimiento",
      submitting: "Enviando…",
      sent: "Si existe una cuenta con esa dirección, le hemos enviado un enlace para elegir una nueva contraseña. Puede tardar unos minutos en llegar; revise también su carpeta de spam o de correo no deseado.",
      useDifferentAddress: "Usar otra dirección",
    },
    newPassword: {
      changedNotice: "Contraseña cambiada",
      changed: "Su contraseña se ha cambiado. <a>Inicie sesión con su nueva contraseña</a>.",
      mismatch: "Las dos contraseñas no coinciden.",
      confirmHint: "Escríbala una vez más.",
      submit: "Guardar nueva contraseña",
      submitting: "Guardando…",
    },
    passwordStrength: {
      empty: "De 8 a 128 caracteres. Cuanto más larga, más segura.",
      strength: "Seguridad: {{level}}.",
      weak: "Débil",
      weakAdvice:
        "Use al menos 8 caracteres; unas cuantas palabras sin relación entre sí funcionan bien.",
      fair: "Aceptable",
      fairAdvice: "Buen comienzo. Hágala más larga o combine mayúsculas, números y símbolos.",
      strong: "Alta",
      strongAdvice: "Difícil de adivinar. Guárdela en su gestor de contraseñas.",
    },
  },

  accountArea: {
    notProvided: "Aún no indicado",
    profile: {
      lead: "Sus datos personales y de empresa, su dirección de correo electrónico y el estado de su prueba de Fleetward.",
      trialSection: "Prueba gratuita",
      trialStatus: "Estado de la prueba",
      activeUntil: "Activa hasta el {{date}}",
      activeFor90Days: "Activa durante 90 días",
      detailsSection: "Sus datos",
      detailsIntro:
        "Tomados del formulario de la prueba. Para corregir cualquier dato, escriba a support@fleetward.com.",
      personalDetails: "Datos personales",
      companyDetails: "Datos de la empresa",
      emailAddress: "Dirección de correo electrónico",
      yourApp: "Su aplicación",
      emailConfirmed: "Confirmada",
      emailNotConfirmed: "Sin confirmar",
      emailNote:
        "Las alertas de seguridad y los recordatorios de la prueba se envían a esta dirección, así que manténgala confirmada.",
      appNote:
        "El nombre de la aplicación se elige en el formulario de la prueba; después, su espacio de trabajo estará en <address/>.",
      fields: {
        firstName: "Nombre",
        lastName: "Apellidos",
        username: "Nombre de usuario",
        title: "Tratamiento",
        position: "Cargo",
        department: "Departamento",
        company: "Empresa",
        address: "Dirección",
        phone: "Teléfono",
        email: "Correo electrónico",
        app: "Aplicación",
        appUrl: "URL de la aplicación",
        trialExpires: "Fin de la prueba",
      },
    },
    trial: {
      stepDone: "Completado",
      stepCurrent: "Paso actual",
      stepUpcoming: "Aún no alcanzado",
      steps: {
        none: {
          title: "Todavía sin prueba",
          text: "Acepte las condiciones de la prueba y, a continuación, háblenos de su empresa y del nombre de aplicación que desea. Se tarda unos tres minutos.",
        },
        pending: {
          title: "Pendiente de aprobación",
          text: "Revisamos cada solicitud a mano, normalmente en un día hábil, y le enviamos un correo en cuanto se aprueba.",
        },
        deploying: {
          title: "Desplegando su espacio de trabajo",
          text: "Estamos creando su propio espacio de trabajo y su base de datos. Suele tardar unos minutos; mientras tanto, puede cerrar esta página.",
        },
        active: {
          title: "Activa",
          text: "Su espacio de trabajo estará activo durante 90 días. Registre sus primeros dispositivos e invite a su equipo; pasados los 90 días, se desactivará a menos que cambie a un plan de pago.",
        },
      },
      next: {
        noneText:
          "Pruebe todas las funciones de Fleetward gratis durante 90 días, sin tarjeta de crédito. La prueba es una versión beta: no incluya en ella datos críticos para la producción ni datos confidenciales, y tenga en cuenta que la exportación de datos aún no está disponible.",
        startTrial: "Empiece su prueba gratuita",
        pending:
          "Su solicitud está en cola. Escribiremos a {{email}} cuando se apruebe; no tiene que hacer nada más.",
        pendingNoEmail:
          "Su solicitud está en cola. Le enviaremos un correo cuando se apruebe; no tiene que hacer nada más.",
        deploying:
          "Se está desplegando su espacio de trabajo. Espere unos minutos y vuelva a cargar esta página.",
        openWorkspace: "Abrir su espacio de trabajo",
        guides: "Guías de introducción",
      },
    },
    billing: {
      lead: "Su plan, cuántos dispositivos gestiona y adónde enviamos las facturas.",
      planSection: "Plan y uso",
      currentPlan: "Plan actual",
      noPlan: "Todavía sin plan",
      noPlanText:
        "Empiece con la prueba gratuita de 90 días: todas las funciones, sin tarjeta de crédito. Al terminar los 90 días, la prueba se desactiva automáticamente; cambie a un plan de pago antes de esa fecha para conservar su espacio de trabajo.",
      startTrial: "Empiece su prueba gratuita",
      deviceUsage: "Uso de dispositivos",
      managedDevices_one: "{{count}} <unit>dispositivo gestionado</unit>",
      managedDevices_other: "{{count}} <unit>dispositivos gestionados</unit>",
      deviceUsageText:
        "Un dispositivo cuenta en cuanto envía su primer informe a su espacio de trabajo. Los dispositivos retirados y archivados no cuentan, así que haga limpieza antes de su fecha de facturación.",
      detailsSection: "Datos de facturación",
      billingAddress: "Dirección de facturación",
      noBillingAddress: "No hay ninguna dirección de facturación registrada",
      noBillingAddressText:
        "Cuando los planes de pago estén disponibles tras la beta, copiaremos aquí la dirección de su empresa. Podrá cambiarla antes de su primera factura, por ejemplo, por la de su departamento financiero.",
      keepFleetward: "Siga con Fleetward después de la prueba",
      keepFleetwardText:
        "Los planes de pago se cobran por dispositivo gestionado, así que paga por lo que realmente supervisa. Compárelos o consúltenos precios por volumen para una flota grande.",
      comparePlans: "Comparar planes",
      talkToSales: "Hablar con ventas",
    },
    payment: {
      lead: "Las tarjetas en las que cargamos su plan de Fleetward. La prueba gratuita nunca necesita una.",
      methodsSection: "Métodos de pago",
      savedMethods: "Métodos de pago guardados",
      noMethod: "No hay ningún método de pago registrado",
      noMethodText:
        "No necesita tarjeta para la prueba de 90 días. Las tarjetas que añada más adelante aparecerán aquí con su marca, sus cuatro últimos dígitos y su fecha de caducidad.",
      addCard: "Añadir una tarjeta",
      paymentsClosed:
        "Los pagos con tarjeta se habilitarán cuando Fleetward salga de la beta. Hasta entonces no hay nada que pagar, por lo que este formulario aún no se puede enviar.",
      cardDetails: "Datos de la tarjeta",
      cardHolder: "Titular de la tarjeta",
      cardNumber: "Número de tarjeta",
      expiry: "Caducidad (MM/AA)",
      cvc: "CVC",
      saveCard: "Guardar tarjeta",
    },
    invoice: {
      lead: "Todas las facturas de su plan de Fleetward, con los dispositivos que incluyen, listas para descargar en PDF.",
      historySection: "Historial de facturas",
      allInvoices: "Todas las facturas",
      columns: {
        invoice: "Factura",
        issued: "Emitida",
        billingPeriod: "Periodo de facturación",
        devices: "Dispositivos",
        amount: "Importe",
        status: "Estado",
      },
      download: "Descargar",
      noInvoices: "Aún no hay facturas",
      noInvoicesText:
        "La prueba es gratuita, así que no hay nada que facturar. Su primera factura aparecerá aquí cuando cambie a un plan de pago.",
      emailCopy:
        "¿Desea recibir una copia de cada factura por correo electrónico? Active los correos de facturas en <a>Notificaciones</a>.",
    },
    social: {
      lead: "Enlaces que se muestran en su perfil público de los foros de la comunidad y junto a sus publicaciones, para que otros equipos de TI puedan encontrarle.",
      linksSection: "Enlaces del perfil",
      yourLinks: "Sus enlaces",
      linkedin: "LinkedIn",
      github: "GitHub",
      twitter: "X (Twitter)",
      website: "Sitio web",
      hint: "Direcciones completas que empiecen por https://. Deje un campo vacío para eliminar ese enlace.",
      submit: "Guardar enlaces",
      submitting: "Guardando…",
      saved: "Enlaces a redes sociales guardados",
    },
    notifications: {
      lead: "Elija qué correos le envía Fleetward. Los mensajes sobre la seguridad de su cuenta, como los cambios de contraseña, se envían siempre.",
      emailSection: "Notificaciones por correo electrónico",
      whatWeSend: "Qué le enviamos",
      legend: "Correos que desea recibir",
      submit: "Guardar preferencias",
      submitting: "Guardando…",
      saved: "Preferencias de notificación guardadas",
      options: {
        securityAlerts: "Alertas de seguridad",
        securityAlertsText:
          "Al instante, cuando un dispositivo pierde el cifrado de disco, desactiva el bloqueo de pantalla o la protección de endpoints, o deja de enviar informes.",
        complianceDigest: "Resumen de cumplimiento de dispositivos",
        complianceDigestText:
          "Cada lunes por la mañana: los dispositivos que incumplen alguna política, agrupados por propietario, con lo que conviene corregir primero.",
        trialReminders: "Recordatorios de la prueba",
        trialRemindersText: "14 días, 7 días y 1 día antes de que termine su prueba de 90 días.",
        productNews: "Novedades del producto",
        productNewsText: "Nuevas funciones y avisos de seguridad, como máximo un correo al mes.",
        invoices: "Facturas",
        invoicesText: "Una copia de cada factura como adjunto PDF en cuanto se emite.",
      },
    },
    settings: {
      lead: "Mantenga su cuenta segura: su contraseña, cuándo se bloquea la pantalla y dónde tiene la sesión iniciada.",
      securitySection: "Seguridad",
      changePassword: "Cambiar contraseña",
      autoLock: "Bloqueo automático",
      activeSessions: "Sesiones activas",
      thisBrowser: "Este navegador",
      currentSession: "Sesión actual",
      sharedComputer:
        "¿Ha usado un ordenador compartido o prestado? Elija «Cerrar sesión» en el menú de la cuenta en ese equipo: así la sesión también se cierra en nuestro servidor, no solo en ese navegador.",
      dangerSection: "Zona de peligro",
      deleteAccount: "Eliminar cuenta",
      deleteText:
        "Al eliminar su cuenta se borran su perfil, su solicitud de prueba y su espacio de trabajo con todos los registros de dispositivos que contiene. Mientras Fleetward esté en beta no hay exportación de datos, por lo que esta acción no se puede deshacer.",
      deleteRequest:
        "Para evitar que alguien elimine una cuenta desde una sesión robada, lo hacemos previa solicitud: escriba a <email/> desde la dirección asociada a su cuenta. Se lo confirmaremos por correo en un día hábil.",
      deleteSubject: "Eliminar mi cuenta de Fleetward",
    },
    password: {
      current: "Contraseña actual",
      new: "Nueva contraseña",
      newHint:
        "De 8 a 128 caracteres. Unas cuantas palabras sin relación entre sí son fáciles de recordar y difíciles de adivinar.",
      confirm: "Confirmar nueva contraseña",
      confirmHint: "Escriba la nueva contraseña una vez más.",
      mismatch: "Las dos contraseñas no coinciden.",
      submit: "Cambiar contraseña",
      submitting: "Cambiando…",
      changed: "Contraseña cambiada",
    },
    autoLock: {
      label: "Bloquear la pantalla tras",
      option_one: "{{count}} minuto de inactividad",
      option_other: "{{count}} minutos de inactividad",
      optionDefault_one: "{{count}} minuto de inactividad (predeterminado)",
      optionDefault_other: "{{count}} minutos de inactividad (predeterminado)",
      hint: "Se aplica a este navegador. Cuando la pantalla se bloquee, desbloquéela con su contraseña y continúe donde lo dejó.",
      saved_one: "Guardado: la pantalla se bloqueará tras {{count}} minuto sin actividad.",
      saved_other: "Guardado: la pantalla se bloqueará tras {{count}} minutos sin actividad.",
      notSaved_one:
        "Este navegador no permite guardar la configuración, así que se aplica el valor predeterminado de {{count}} minuto.",
      notSaved_other:
        "Este navegador no permite guardar la configuración, así que se aplica el valor predeterminado de {{count}} minutos.",
    },
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

  blog: {
    allCategories: "Todas las categorías",
    articleErrorTitle: "No se ha podido cargar el artículo",
    audioNote:
      "Escuche el episodio en su aplicación de pódcast. Las notas del programa figuran a continuación.",
    backToBlog: "Volver al blog",
    blogNavigation: "Navegación del blog",
    byAuthor: "Por {{name}}",
    carouselHint:
      "Utilice los botones o las teclas de flecha izquierda y derecha para pasar de una diapositiva a otra.",
    carouselRole: "carrusel",
    categoriesHeading: "Categorías",
    categoryLabel: "Categoría",
    clearFilters: "Borrar todos los filtros",
    duration: "Duración: {{duration}}",
    emptyPage: "No hay artículos en esta página.",
    emptyText: "Pruebe con menos etiquetas, otra categoría u otro término de búsqueda.",
    emptyTitle: "Ningún artículo coincide con estos filtros",
    errorText: "Compruebe su conexión a internet e inténtelo de nuevo.",
    errorTitle: "No se han podido cargar los artículos",
    filtersLabel: "Filtrar artículos",
    firstPage: "Ir a la primera página",
    galleryLabel: "Galería",
    knowledgeBase: "Base de conocimiento",
    knowledgeBaseIntro: "Respuestas paso a paso para configurar y utilizar Fleetward.",
    knowledgeBaseTitle: "De la base de conocimiento",
    latestArticles: "Últimos artículos",
    loading: "Cargando artículos…",
    loadingArticle: "Cargando el artículo…",
    minutesToRead: "Minutos de lectura: {{count}}",
    nextPage: "Siguiente",
    nextSlide: "Diapositiva siguiente",
    notFoundTitle: "No hemos encontrado ese artículo",
    notFoundText: "El artículo solicitado no existe o se ha eliminado. Consulte el blog.",
    openLarger: "Abrir una vista ampliada",
    opensInNewTab: "(se abre en una pestaña nueva)",
    pageOf: "Página {{page}} de {{total}}",
    pagination: "Paginación",
    podcastEpisode: "Episodio de pódcast",
    postCount: "Artículos: {{count}}",
    previousPage: "Anterior",
    previousSlide: "Diapositiva anterior",
    readMore: "Leer más",
    relatedArticles: "Artículos relacionados",
    resultCount: "Artículos encontrados: {{count}}",
    retry: "Reintentar",
    searchLabel: "Buscar artículos",
    searchPlaceholder: "Por ejemplo: cifrado",
    showAllTags: "Mostrar todas las etiquetas",
    showFewerTags: "Mostrar menos etiquetas",
    showSlide: "Mostrar la diapositiva {{number}}",
    slideOf: "Diapositiva {{current}} de {{total}}",
    slideRole: "diapositiva",
    slidesLabel: "Diapositivas",
    tagsHint: "Los artículos deben tener todas las etiquetas seleccionadas.",
    tagsLabel: "Etiquetas",
    videoOn: "Vídeo en {{provider}}",
    videoOpened: "El vídeo se ha abierto en una pestaña nueva. Si no es así:",
    videoPrivacy:
      "No se carga nada de {{provider}} hasta que decida verlo. El vídeo se abrirá entonces en {{provider}} en una pestaña nueva.",
    watchOn: "Ver en {{provider}}",
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
