import type { CompanyText } from "./en.ts";

export const esCompany: CompanyText = {
  pricing: {
    eyebrow: "Precios",
    lead: "Un precio por dispositivo, todas las funciones que su equipo necesita y sin coste por accesorios ni administradores. Empiece con 90 días gratis y decida con sus propios datos.",
    plansTitle: "Planes",
    mostTeams: "El que eligen la mayoría de equipos",
    customPrice: "A medida",
    trialPriceNote: "durante 90 días, sin tarjeta de crédito",
    trialCta: "Empezar la prueba gratuita",
    trialNote: "Beta: la exportación de datos no está disponible durante la prueba.",
    customPriceNote: "a partir de 2.000 dispositivos",
    salesCta: "Hablar con ventas",
    paidPriceNote: "por dispositivo y mes, facturación mensual o anual",
    paidCta: "Empezar con la prueba",
    vatNote:
      "Precios sin IVA. La prueba gratuita es una beta: lea las <page>condiciones de la prueba</page> antes de guardar datos en ella.",
    estimateTitle: "Calcule su coste",
    devicesLabel: "Número de dispositivos",
    devicesHint:
      "Portátiles, equipos de sobremesa, teléfonos, tabletas y servidores. Los accesorios son gratis.",
    billedMonthly: "{{plan}}, facturación mensual",
    billedYearly: "{{plan}}, facturación anual",
    perMonth: "al mes",
    perYear: "al año",
    youSave: "Ahorra {{amount}} al año",
    compareTitle: "Comparar funciones",
    compareCaption: "Funciones incluidas en cada plan",
    featureColumn: "Función",
    included: "Incluido",
    notIncluded: "No incluido",
    groups: {
      inventory: "Inventario",
      posture: "Postura de seguridad",
      lifecycle: "Ciclo de vida y licencias",
      data: "Datos y administración",
      support: "Soporte",
    },
    features: {
      managedDevices: "Dispositivos gestionados",
      nonDeviceAssets: "Otros activos (monitores, bases, teléfonos)",
      csvImport: "Importación CSV",
      mdmConnectors: "Dispositivos que informan mediante osquery (Windows, macOS, Linux)",
      customFields: "Campos personalizados",
      postureChecks:
        "Cifrado de disco, nivel de parches, bloqueo de pantalla, protección de endpoints",
      postureEmail: "Alertas de postura por correo electrónico",
      customPolicies: "Políticas y umbrales personalizados",
      alerts: "Alertas por correo electrónico y webhooks",
      checkInOut: "Préstamo y devolución con recordatorios",
      warranty: "Planificación de garantías y sustituciones",
      licences: "Seguimiento de licencias de software",
      offboarding: "Listas de verificación de bajas",
      export: "Exportación de datos (CSV, API REST)",
      auditLog: "Conservación del registro de auditoría",
      sso: "Inicio de sesión único SAML y SCIM",
      entities: "Varias entidades y centros de coste",
      residency: "Residencia de datos en la UE",
      helpCentre: "Centro de ayuda, guías y foros de la comunidad",
      responseTime: "Tiempo de primera respuesta",
      onboarding: "Sesión de incorporación",
      uptime: "Compromiso de disponibilidad",
    },
    values: {
      upTo250: "Hasta 250",
      unlimited: "Ilimitado",
      upTo10Products: "Hasta 10 productos",
      days30: "30 días",
      months12: "12 meses",
      years3: "3 años",
      euOrUs: "UE o EE. UU.",
      businessDays2: "2 días laborables",
      businessHours8: "8 horas laborables",
      hour1Urgent: "1 hora (urgente)",
      session60: "1 × 60 min",
      guidedRollout: "Despliegue guiado",
      uptime995: "99,5 %",
      sla999: "SLA del 99,9 %",
    },
    faqTitle: "Preguntas sobre facturación",
    faqs: [
      {
        question: "¿Qué cuenta como dispositivo?",
        answer:
          "Un portátil, sobremesa, teléfono, tableta o servidor de su inventario, tanto si informa a través de osquery como si se añadió a mano o por importación. Los monitores, bases, auriculares y otros accesorios se registran como activos y son gratuitos.",
      },
      {
        question: "¿Cómo se calcula la factura mensual?",
        answer:
          "Contamos sus dispositivos activos cada día y facturamos el recuento más alto del mes. Si pasa de 180 a 195 dispositivos en marzo, la factura de abril es de 195 × 4 € = 780 € más IVA cuando corresponda.",
      },
      {
        question: "¿Hay descuento por pago anual?",
        answer:
          "Sí. El pago anual cuesta 40 € por dispositivo al año en lugar de 48 €, es decir, dos meses gratis. Puede añadir dispositivos durante el año; se facturan de forma prorrateada en la siguiente factura.",
      },
      {
        question: "¿Qué ocurre cuando termina mi prueba?",
        answer:
          "Tras 90 días, el espacio de trabajo de prueba se desactiva automáticamente. Cambie a Business antes de esa fecha para seguir trabajando sin interrupciones; sus dispositivos, personas e historial se conservan tal cual.",
      },
      {
        question: "¿Qué métodos de pago aceptan?",
        answer:
          "Tarjetas de crédito y débito (Visa, Mastercard, American Express) y domiciliación SEPA en todos los planes. Los clientes Enterprise también pueden pagar por transferencia contra orden de compra, con pago a 30 días.",
      },
      {
        question: "¿Puedo cancelar en cualquier momento?",
        answer:
          "Los planes mensuales se pueden cancelar en cualquier momento y terminan al cierre del mes facturado. Los planes anuales duran hasta el final del año pagado. Antes de irse, puede exportar todos sus datos en CSV o mediante la API.",
      },
      {
        question: "¿Cobran IVA?",
        answer:
          "Los precios no incluyen IVA. A las empresas de la UE con un número de IVA válido se les factura con inversión del sujeto pasivo; validamos el número en VIES cuando lo introduce en la facturación.",
      },
    ],
    moreQuestions:
      "¿Otra pregunta sobre facturas u órdenes de compra? <page>Contacte con nuestro equipo comercial</page>.",
  },
  about: {
    eyebrow: "Empresa",
    storyTitle: "Nuestra historia",
    story: [
      "Fleetward nació en un departamento de TI que controlaba 1.400 portátiles con tres hojas de cálculo, un sistema de tickets y la memoria de un compañero muy paciente. Las auditorías duraban semanas; los equipos perdidos se detectaban meses después.",
      "Creamos la herramienta que queríamos: un único lugar que conoce cada dispositivo, quién lo tiene, si es seguro y cuándo toca sustituirlo, sin nada que instalar en un servidor.",
    ],
    principlesTitle: "En qué creemos",
    principles: [
      {
        title: "Exactitud antes que ingenio",
        text: "Un inventario solo sirve si es fiel a la realidad. Cada ficha de dispositivo muestra de dónde vienen sus datos y cuándo se confirmaron por última vez.",
      },
      {
        title: "Seguridad que se entiende",
        text: "El cifrado, el nivel de parches, el bloqueo de pantalla y la protección de endpoints se muestran como respuestas claras, no como puntuaciones que haya que descifrar.",
      },
      {
        title: "Rápido para equipos pequeños",
        text: "La mayoría de los equipos de TI son un puñado de personas. Fleetward está pensado para que una sola persona dé de alta cien portátiles antes de comer.",
      },
    ],
    numbersTitle: "Qué hace Fleetward",
    figures: [
      {
        value: "osquery",
        label: "El agente de código abierto a través del cual informan sus dispositivos",
      },
      { value: "16", label: "Idiomas de la aplicación y de sus correos electrónicos" },
      {
        value: "REST API",
        label: "Cada acción del espacio de trabajo, documentada en OpenAPI, con webhooks firmados",
      },
    ],
    officesTitle: "Dónde trabajamos",
    officesIntro:
      "Los datos de los clientes se alojan en Fráncfort (Alemania). Nuestro horario de soporte sigue al sol de Berlín a Austin, así que un ticket enviado en día laborable rara vez espera a la mañana siguiente.",
    offices: [
      {
        city: "Berlín",
        role: "Sede central: ingeniería, seguridad y soporte para Europa",
      },
      {
        city: "Ámsterdam",
        role: "Producto, diseño y nuestro equipo de clientes del Benelux",
      },
      {
        city: "Austin",
        role: "Éxito del cliente y soporte para Norteamérica",
      },
    ],
    contactLink: "Direcciones, teléfonos y horarios",
  },
  team: {
    eyebrow: "Empresa",
    lead: "La mayoría hemos trabajado en TI, y por eso el producto tiene claro que los registros deben ser fieles y las alertas, discretas.",
    peopleTitle: "La dirección y las personas que conocerá",
    members: {
      lena: {
        role: "Cofundadora y CEO",
        location: "Berlín",
        bio: "Dirigió la TI de una empresa logística de 1.400 empleados y vivió tres auditorías con hojas de cálculo. Dedica un día a la semana a llamadas con clientes y sigue leyendo cada motivo de baja.",
      },
      daniel: {
        role: "Cofundador y CTO",
        location: "Berlín",
        bio: "Creó software de inventario en dos empresas SaaS europeas. Es responsable del modelo de datos, de la recepción de datos de osquery y de la regla de que cada registro diga de dónde vienen sus datos.",
      },
      sanne: {
        role: "Directora de Producto",
        location: "Ámsterdam",
        bio: "Antes fue responsable de producto de una herramienta de helpdesk usada por 9.000 equipos de TI. Convierte tickets de soporte en elementos de la hoja de ruta y mantiene el préstamo de equipos en tres clics.",
      },
      marcus: {
        role: "Director de Éxito del Cliente",
        location: "Austin",
        bio: "Gestionó la flota de 6.000 dispositivos de un distrito escolar antes de incorporarse. Dirige la incorporación de cada cliente Enterprise y organiza las sesiones abiertas mensuales.",
      },
      yuki: {
        role: "Directora de Seguridad",
        location: "Ámsterdam",
        bio: "Fue pentester y especialista en respuesta a incidentes. Dirige nuestro modelado de amenazas, el programa de recompensas por errores y las revisiones de seguridad de cada versión.",
      },
      priya: {
        role: "Staff Engineer, integraciones de dispositivos",
        location: "Berlín",
        bio: "Mantiene la integración con osquery: la inscripción, el archivo de flags y la biblioteca de políticas. Tiene opiniones sobre los formatos de número de serie y puede demostrar cada una con un informe de error.",
      },
      jonas: {
        role: "Responsable del equipo de soporte",
        location: "Berlín",
        bio: "Ocho años en el service desk de TI. Escribió la mayoría de las guías del centro de ayuda y mantiene nuestra mediana de primera respuesta por debajo de dos horas en días laborables.",
      },
      amara: {
        role: "Diseñadora de producto sénior",
        location: "Austin",
        bio: "Diseña los paneles, las pantallas móviles de devolución y las revisiones de accesibilidad. Prueba cada pantalla a 375 píxeles de ancho y con lector de pantalla antes de publicarla.",
      },
    },
    habitsTitle: "Cómo trabajamos",
    habits: [
      "Todo el mundo, incluidos los ingenieros, atiende tickets de soporte un día al mes.",
      "Ponemos las decisiones por escrito: una propuesta de una página antes de cualquier cambio que noten los clientes.",
      "Las reuniones terminan a las 16:00, hora de Berlín, para que Austin y Berlín compartan dos horas de trabajo sin trasnochar.",
    ],
    joinTitle: "Únase a nosotros",
    join: "Buscamos una persona ingeniera de backend sénior, una gestora de éxito del cliente para la región DACH y una redactora técnica. Todos los puestos pueden ser en remoto, con un máximo de dos horas de diferencia con Berlín o Austin.",
    openRoles: "Ver vacantes",
    aboutLink: "Sobre Fleetward",
  },
  testimonials: {
    eyebrow: "Ejemplos",
    lead: "Nueve equipos de TI de ejemplo, desde una fundación con 64 dispositivos hasta una red de colegios con 3.150, muestran qué cambia cuando una flota pasa a Fleetward. Las personas, las organizaciones y las citas son inventadas; no son clientes.",
    quotesTitle: "En sus palabras",
    fleet: "{{count}} dispositivos · {{sector}}",
    items: {
      katrin: {
        quote:
          "En nuestra última auditoría nos pidieron pruebas de que todos los portátiles estaban cifrados. Antes eso ocupaba a dos personas una semana. Esta vez exporté el informe de postura y el auditor no tuvo más preguntas.",
        role: "Responsable de TI",
        sector: "Logística",
      },
      tom: {
        quote:
          "La primera semana encontramos 37 portátiles en los que nadie había iniciado sesión en más de 90 días. La mitad estaban en un armario; los reasignamos en lugar de comprar otros nuevos.",
        role: "Director de Operaciones de TI",
        sector: "Sanidad",
      },
      meiLin: {
        quote:
          "El préstamo de portátiles sustituyó una hoja de firmas en papel en recepción. Cada mañana recibimos la lista de préstamos vencidos, así que pedimos la devolución de un portátil el mismo día en que se retrasa, no una semana después.",
        role: "Responsable del service desk",
        sector: "Educación",
      },
      rafael: {
        quote:
          "Antes probamos Snipe-IT y una hoja de cálculo. Importamos la exportación de Snipe-IT y ahora el inventario se mantiene correcto sin que nadie tenga que vigilarlo, porque nuestros ordenadores informan por sí solos a través de osquery.",
        role: "Administrador de sistemas",
        sector: "Ingeniería",
      },
      charlotte: {
        quote:
          "Solo el seguimiento de licencias pagó la suscripción. Pagábamos 120 licencias de una herramienta de diseño y usábamos 74; la negociación de la renovación fue muy distinta este año.",
        role: "Directora de Finanzas y Operaciones",
        sector: "Servicios profesionales",
      },
      jakub: {
        quote:
          "Somos un equipo de TI de dos personas en cuatro sedes y no podemos vigilar todos los paneles. Recibimos un correo cuando un dispositivo empieza a incumplir una política, y nada más.",
        role: "Coordinador de TI",
        sector: "Jurídico",
      },
      aisha: {
        quote:
          "Antes, una baja significaba perseguir a los responsables para recuperar portátiles. Ahora la página de la persona que se va muestra cada dispositivo y cada licencia que tiene, los recogemos su último día y recuperamos casi todos.",
        role: "Responsable de Operaciones de Personas",
        sector: "Comercio minorista",
      },
      henrik: {
        quote:
          "El equipo de seguridad y el de TI por fin miran las mismas cifras. El cumplimiento de parches pasó del 71 al 96 % en un trimestre, sobre todo porque todos veían la misma lista.",
        role: "CISO",
        sector: "Servicios financieros",
      },
      grace: {
        quote:
          "La configuración llevó una tarde: una importación CSV, osquery en nuestros portátiles y una ubicación por oficina. Soporte respondió mi única pregunta en menos de una hora, un viernes.",
        role: "Generalista de TI",
        sector: "Sin ánimo de lucro",
      },
    },
    tryTitle: "Pruébelo con su propia flota",
    try: "La prueba gratuita dura 90 días en sus dispositivos reales. Importe un CSV, inscriba sus ordenadores con osquery y vea su propio informe de postura el mismo día.",
    trialCta: "Empezar la prueba gratuita",
    storiesLink: "Leer las historias de ejemplo",
  },
  services: {
    eyebrow: "Qué hacemos",
    lead: "Fleetward es ante todo un producto: inventario, postura de seguridad, licencias y ciclo de vida en una sola aplicación. Si quiere llegar antes, nuestro equipo hace con usted la migración, el despliegue y la preparación de auditorías.",
    trialCta: "Empezar la prueba gratuita",
    engineerCta: "Hablar con un ingeniero de soluciones",
    productTitle: "En el producto",
    productIntro: "Incluido en todos los planes, desde la prueba gratuita de 90 días.",
    professionalTitle: "Servicios profesionales",
    professionalIntro:
      "Proyectos a precio cerrado realizados por quienes desarrollan Fleetward. Incluidos en Enterprise; disponibles para clientes Business desde 1.200 € por proyecto.",
    detailLink: "Cómo funciona la supervisión de seguridad de dispositivos",
    items: {
      inventory: {
        name: "Inventario de activos",
        summary:
          "Un registro por portátil, teléfono, servidor y accesorio, actualizado por osquery en sus ordenadores y por su equipo.",
        points: [
          "Número de serie, modelo, fecha de compra, garantía y coste en cada registro",
          "Los ordenadores con osquery informan de su hardware, sistema y software, y se vinculan a su activo por el número de serie",
          "Importación de archivos CSV o XLSX, incluida una exportación de Snipe-IT",
        ],
      },
      security: {
        name: "Supervisión de seguridad de dispositivos",
        summary:
          "Vea qué dispositivos no están cifrados, actualizados, bloqueados o protegidos, y corríjalos primero.",
        points: [
          "Cuatro comprobaciones en cada dispositivo gestionado, explicadas con claridad",
          "Políticas de la biblioteca o su propio SQL de solo lectura, con sus propios umbrales",
          "Alertas por correo cuando un dispositivo empieza a incumplir una política, y webhooks",
        ],
      },
      licences: {
        name: "Seguimiento de licencias",
        summary:
          "Sepa cuántas licencias paga, cuántas están asignadas y cuándo se renueva cada contrato.",
        points: [
          "Licencias por usuario, por dispositivo y por suscripción con coste por licencia",
          "Correo de recordatorio diario de las licencias que vencen en los próximos 30 días",
          "Licencias sin uso destacadas antes de cada renovación",
        ],
      },
      lifecycle: {
        name: "Gestión del ciclo de vida",
        summary:
          "Planifique compras, sustituciones y retiradas desde un calendario en lugar de una hoja de cálculo.",
        points: [
          "Fechas de fin de garantía, con un recordatorio diario de las garantías que terminan en los próximos 30 días",
          "Los activos retirados dejan de contar como activos, pero conservan su registro e historial",
          "Historial completo de usuarios, ubicaciones y reparaciones",
        ],
      },
      migration: {
        name: "Migración desde hojas de cálculo y otras herramientas",
        summary:
          "Asignamos sus columnas, limpiamos duplicados e importamos su historial desde Excel, Snipe-IT, GLPI o Shelf. Proyecto típico: 5 días laborables para hasta 5.000 activos.",
        points: [
          "Taller de asignación de campos (60 minutos)",
          "Importación de prueba en un entorno aislado que puede revisar",
          "Importación final con informe de conciliación",
        ],
      },
      rollout: {
        name: "Despliegue guiado",
        summary:
          "Un customer success manager planifica con usted sus primeros 30 días: inscripción con osquery, ubicaciones, políticas y la primera revisión de postura.",
        points: [
          "Reunión de arranque y seguimientos semanales de 30 minutos",
          "Plantillas de políticas para ISO 27001 y Cyber Essentials",
          "Formación para administradores de hasta 10 personas",
        ],
      },
      audit: {
        name: "Revisión de preparación para auditorías",
        summary:
          "Antes de una auditoría ISO 27001, SOC 2 o NIS2, revisamos su registro de activos y sus informes de postura frente a los controles que preguntan los auditores.",
        points: [
          "Lista de carencias vinculada a los controles del Anexo A",
          "Paquete de evidencias para entregar al auditor",
          "Revisión de seguimiento a los 30 días",
        ],
      },
    },
    engagementTitle: "Cómo se desarrolla un proyecto",
    engagementSteps: [
      {
        title: "Llamada de alcance",
        text: "30 minutos con un ingeniero de soluciones: cuántos dispositivos, qué sistemas operativos, qué auditorías se acercan.",
      },
      {
        title: "Propuesta por escrito",
        text: "Un precio cerrado y un plan con fechas en dos días laborables. Sin tarifas diarias que no paran de sumar.",
      },
      {
        title: "Ejecución",
        text: "El trabajo se hace en su espacio de prueba o de producción, con una lista de verificación compartida que puede seguir.",
      },
      {
        title: "Entrega",
        text: "Una sesión grabada y un informe de conciliación, para que su equipo se haga cargo del resultado.",
      },
    ],
    comparePlans: "Comparar planes",
    offices: "Nuestras oficinas",
  },
  serviceDetail: {
    eyebrow: "Servicios",
    lead: "Cuatro comprobaciones, ejecutadas por osquery en cada ordenador inscrito y respondidas con claridad: ¿está cifrado, está actualizado, se bloquea, está protegido? Verá primero los dispositivos que fallan, con el motivo.",
    trialCta: "Empezar la prueba gratuita",
    allServices: "Todos los servicios",
    checksTitle: "Las cuatro comprobaciones",
    checksIntro:
      "Cada comprobación es una política SQL de osquery de solo lectura de la biblioteca de políticas. Cuando una política tiene un umbral, como la versión mínima del sistema o el tiempo de inactividad antes de bloquear la pantalla, lo fija usted.",
    passesWhen: "Se cumple cuando:",
    checks: [
      {
        title: "Cifrado de disco",
        passes:
          "FileVault (macOS), BitLocker en la unidad del sistema (Windows) o LUKS en el sistema de archivos raíz (Linux) está activado.",
        why: "Un portátil perdido con el disco cifrado es una molestia. Sin cifrado, es una brecha de datos que hay que notificar.",
      },
      {
        title: "Nivel de parches del sistema",
        passes:
          "macOS o Windows está en la versión mínima que usted fija o en una superior, y las actualizaciones automáticas están activadas (también se comprueba en Linux).",
        why: "La mayoría de las vulnerabilidades explotadas tienen parche desde hace meses. Importa más la antigüedad de la actualización pendiente que su número.",
      },
      {
        title: "Bloqueo de pantalla",
        passes:
          "En Windows y macOS, la pantalla se bloquea como máximo tras el tiempo de inactividad permitido (15 minutos por defecto) y pide la contraseña.",
        why: "Los dispositivos desbloqueados en cafeterías, trenes y oficinas compartidas son la forma más fácil de entrar en una sesión iniciada.",
      },
      {
        title: "Protección de endpoints",
        passes:
          "En Windows, el Centro de seguridad indica un antivirus activo con firmas actualizadas; en macOS, XProtect de Apple y sus definiciones están instalados.",
        why: "Un agente instalado pero desactivado queda bien en una lista de compras y no protege nada.",
      },
    ],
    howTitle: "Cómo funciona",
    steps: [
      "Instale osquery, el agente de código abierto, en cada ordenador con un secreto de inscripción y el archivo de flags que le da Fleetward.",
      "osquery se conecta por sí solo, envía los datos del dispositivo y ejecuta cada política, una consulta SQL de solo lectura, en el dispositivo.",
      "Cada política se aplica a las plataformas para las que está escrita, con los umbrales que usted fija, como la versión mínima de macOS.",
      "Los dispositivos que fallan aparecen en el panel de postura con su responsable, el motivo y la fecha en que empezó a fallar.",
      "Propietarios y administradores reciben un correo y un aviso en la aplicación cuando un dispositivo empieza a incumplir una política o vuelve a cumplirla; los webhooks pueden pasar cada cambio a sus propias herramientas.",
    ],
    platformsTitle: "Plataformas compatibles",
    platformsIntro:
      "Qué informa cada plataforma a través de osquery y qué comprobaciones cubre la biblioteca de políticas.",
    platformsCaption: "Comprobaciones compatibles por plataforma",
    columns: {
      platform: "Plataforma",
      source: "Origen de datos",
      encryption: "Cifrado",
      patch: "Nivel de parches",
      lock: "Bloqueo de pantalla",
      protection: "Protección de endpoints",
    },
    platforms: [
      {
        name: "macOS",
        source: "osquery",
        encryption: "FileVault",
        patch: "Versión mínima, búsqueda automática de actualizaciones",
        lock: "Sí",
        protection: "XProtect",
      },
      {
        name: "Windows",
        source: "osquery",
        encryption: "BitLocker",
        patch: "Compilación mínima, actualizaciones automáticas",
        lock: "Sí",
        protection: "Antivirus (Centro de seguridad)",
      },
      {
        name: "Linux (Debian, Ubuntu, Fedora, RHEL)",
        source: "osquery",
        encryption: "LUKS",
        patch: "Actualizaciones automáticas",
        lock: "Sin política en la biblioteca",
        protection: "Sin política en la biblioteca",
      },
    ],
    boundariesTitle: "Lo que nunca hacemos",
    boundaries: [
      {
        title: "Sin claves de recuperación",
        text: "Las políticas de cifrado de disco preguntan a osquery si FileVault, BitLocker o LUKS están activados. Nunca leemos, copiamos ni guardamos una clave de recuperación.",
      },
      {
        title: "Un agente de solo lectura",
        text: "osquery, el agente de código abierto, solo responde a consultas de lectura: Fleetward ve el estado de un dispositivo, pero no puede cambiarlo.",
      },
      {
        title: "Sin cambios silenciosos",
        text: "Fleetward informa y recuerda. No envía órdenes a sus dispositivos: ni bloqueo remoto ni borrado.",
      },
    ],
    startTitle: "Vea su propia postura en una tarde",
    start:
      "Inscriba sus primeros ordenadores con osquery y vea su informe de postura en menos de una hora. La prueba es gratuita durante 90 días y no requiere tarjeta de crédito.",
    guidesLink: "Leer las guías de configuración",
  },
  helpCentre: {
    eyebrow: "Centro de ayuda",
    lead: "Respuestas para administradores, técnicos y usuarios en prueba de Fleetward. Busque primero: la mayoría de las preguntas se resuelven en menos de un minuto.",
    searchTitle: "Buscar",
    topicsTitle: "Explorar por tema",
    topics: [
      {
        title: "Preguntas frecuentes",
        text: "20 respuestas breves sobre cuentas, la prueba gratuita, dispositivos y seguridad.",
        cta: "Ver las preguntas frecuentes",
      },
      {
        title: "Guías paso a paso",
        text: "Guías desde su primera importación CSV hasta la retirada de un dispositivo.",
        cta: "Abrir las guías",
      },
      {
        title: "Contactar con soporte",
        text: "Horario de soporte, tiempos de respuesta por plan y un formulario que dirige su solicitud según su gravedad.",
        cta: "Obtener ayuda",
      },
      {
        title: "Documentación y API",
        text: "Conceptos, configuración y la referencia de la API REST para integraciones.",
        cta: "Leer la documentación",
      },
    ],
    popularTitle: "Artículos populares",
    popular: [
      { title: "Importar dispositivos desde un CSV", meta: "Guía · 15 min" },
      { title: "Inscribir dispositivos macOS", meta: "Guía · 20 min" },
      {
        title: "¿Qué pasa al final de los 90 días?",
        meta: "Preguntas frecuentes · Prueba gratuita",
      },
      { title: "Configurar el préstamo de portátiles", meta: "Guía · 10 min" },
      {
        title: "¿Por qué aparece un dispositivo dos veces?",
        meta: "Preguntas frecuentes · Dispositivos",
      },
      {
        title: "¿Guarda Fleetward las claves de recuperación?",
        meta: "Preguntas frecuentes · Seguridad",
      },
    ],
    stillStuckTitle: "¿Sigue atascado?",
    stillStuck:
      "Nuestro equipo de soporte trabaja de lunes a viernes, desde las 08:00 hora de Berlín hasta las 17:00 hora de Austin. Envíe una <support>solicitud de soporte</support> con la dirección de su espacio de trabajo o pregunte a otros equipos de TI en los <forums>foros de la comunidad</forums>.",
    faqs: {
      topicsLabel: "Temas de preguntas frecuentes",
      moreTitle: "¿No ha encontrado su respuesta?",
      more: "Siga una <guides>guía paso a paso</guides> o <support>envíe una solicitud de soporte</support>. Respondemos a los usuarios en prueba en dos días laborables y a los clientes de pago en ocho horas laborables.",
    },
    guides: {
      allTitle: "Todas las guías",
      stepsTitle: "Paso a paso",
      minutes: "{{minutes}} min",
      helpTitle: "¿Necesita ayuda?",
      help: "Si un paso no coincide con lo que ve en su espacio de trabajo, indíquenos la guía y el paso en una <support>solicitud de soporte</support>. Actualizamos estas guías con cada versión mensual.",
    },
    support: {
      lead: "Personas reales que conocen la gestión de dispositivos responden a cada solicitud.",
      hoursTitle: "Horario de soporte",
      hours: [
        { region: "Europa", team: "Berlín", time: "De lunes a viernes, 08:00–18:00 CET" },
        { region: "Norteamérica", team: "Austin", time: "De lunes a viernes, 08:00–17:00 CT" },
        {
          region: "Incidencias urgentes",
          team: "Guardia Enterprise",
          time: "24 horas al día, 7 días a la semana",
        },
      ],
      hoursNote:
        "El horario laboral excluye los festivos de Berlín y Texas. Las incidencias urgentes de Enterprise también se atienden esos días.",
      slaTitle: "Tiempos de respuesta por plan",
      slaIntro:
        "El tiempo hasta nuestra primera respuesta humana, no un acuse de recibo automático. La gravedad es la que elige en el formulario; podemos ajustarla y se lo indicaremos.",
      slaCaption: "Tiempos de primera respuesta por plan y gravedad",
      severityColumn: "Gravedad",
      planColumns: ["Prueba gratuita", "Business", "Enterprise"],
      slaRows: [
        {
          severity: "Urgente",
          times: ["2 días laborables", "4 horas laborables", "1 hora, las 24 horas"],
        },
        {
          severity: "Alta",
          times: ["2 días laborables", "8 horas laborables", "4 horas laborables"],
        },
        {
          severity: "Normal",
          times: ["2 días laborables", "8 horas laborables", "8 horas laborables"],
        },
        { severity: "Baja", times: ["5 días laborables", "2 días laborables", "1 día laborable"] },
      ],
      requestTitle: "Enviar una solicitud de soporte",
      includeTitle: "Qué incluir",
      checklist: [
        "La dirección de su espacio de trabajo, por ejemplo suempresa.fleetward.com",
        "Qué intentaba hacer, paso a paso",
        "Qué esperaba y qué ocurrió en su lugar, con el mensaje de error exacto",
        "Cuándo empezó y si afecta a un usuario, a un dispositivo o a todos",
        "Números de serie o etiquetas de inventario de los dispositivos implicados, si los hay",
        "Una captura de pantalla, con los datos personales difuminados",
      ],
      vulnerability:
        "¿Quiere informar de una vulnerabilidad? Escriba en su lugar a <mail>security@fleetward.com</mail>.",
      beforeTitle: "Antes de escribir",
      before:
        "Muchas preguntas se responden en las <faqs>preguntas frecuentes</faqs> y en las <guides>guías de configuración</guides>. Las dudas sobre precios o un nuevo contrato van a nuestro <sales>equipo comercial</sales>.",
    },
    form: {
      name: "Su nombre",
      email: "Correo electrónico de su cuenta de Fleetward",
      subject: "Asunto",
      subjectHint: "Una línea, por ejemplo: un Mac dejó de informar el 12 de noviembre.",
      severity: "Gravedad",
      severities: {
        low: "Baja: una pregunta o un problema estético",
        normal: "Normal: algo no funciona, pero hay una solución alternativa",
        high: "Alta: no funciona una función de la que depende su equipo",
        urgent: "Urgente: el espacio de trabajo no funciona o los datos parecen erróneos",
      },
      description: "Descripción",
      descriptionHint:
        "La dirección de su espacio de trabajo, qué hizo, qué esperaba y qué ocurrió en su lugar. No incluya nunca contraseñas ni claves de recuperación.",
      sending: "Enviando…",
      send: "Enviar solicitud de soporte",
      received: "Solicitud de soporte {{reference}} recibida.",
      sent: "Hemos recibido «{{subject}}» con el número de ticket <ref>{{reference}}</ref>. Indique este número cuando escriba a support@fleetward.com sobre este asunto.",
    },
  },
  legal: {
    eyebrow: "Legal",
    termsLead:
      "El acuerdo entre su organización y Fleetward GmbH para el uso de Fleetward, desde la prueba gratuita de 90 días hasta las suscripciones de pago Business y Enterprise. El texto está en inglés.",
    privacyLead:
      "Qué datos personales trata Fleetward cuando visita nuestro sitio, usa su cuenta o habla con nosotros, por qué los necesitamos, cuánto tiempo los conservamos y cómo ejercer sus derechos según el RGPD. El texto está en inglés.",
  },
  documentation: {
    eyebrow: "Producto",
    lead: "Cómo se organiza Fleetward, cómo configurar un espacio de trabajo y cómo integrarlo mediante la API REST. Para instrucciones tarea por tarea, consulte el centro de ayuda. La documentación está en inglés.",
  },
};
