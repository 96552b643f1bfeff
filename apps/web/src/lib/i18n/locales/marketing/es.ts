import type { MarketingText } from "./en.ts";

export const esMarketing: MarketingText = {
  home: {
    lead: "Conozca cada portátil, teléfono, servidor y licencia de su organización, quién lo tiene y si está protegido. Fleetward mantiene el inventario al día y muestra primero los dispositivos que requieren atención.",
    seePricing: "Ver precios",
    builtOn: "Basado en código abierto y formatos abiertos que puede comprobar usted mismo",
    featuresTitle: "Todo sobre sus dispositivos, en una sola aplicación",
    featuresIntro:
      "Sustituya la hoja de cálculo, el registro de préstamos y el calendario de renovaciones por un único inventario en el que confíe todo su equipo.",
    features: [
      {
        title: "Un inventario siempre fiel",
        text: "Cada portátil, servidor, monitor y accesorio en un solo registro, con quién lo tiene y dónde está. Los ordenadores con osquery, el agente de código abierto, informan ellos mismos de su hardware, sistema y software.",
      },
      {
        title: "La postura de seguridad de un vistazo",
        text: "Cifrado, nivel de parches, bloqueo de pantalla y protección de endpoints de cada dispositivo, con los que fallan arriba.",
      },
      {
        title: "Ciclo de vida del pedido a la retirada",
        text: "Fechas de compra, costes y fin de garantía en cada activo, un recordatorio diario de las garantías que terminan en los próximos 30 días y activos retirados que conservan su historial.",
      },
      {
        title: "Licencias sin sorpresas",
        text: "Puestos, costes y fechas de vencimiento en un solo lugar, con un recordatorio diario de las licencias que vencen en los próximos 30 días.",
      },
      {
        title: "Préstamo y devolución",
        text: "Preste portátiles con fecha de devolución y recordatorios, y entregue equipos a las nuevas incorporaciones en tres clics.",
      },
      {
        title: "Informes que aceptan los auditores",
        text: "Exportaciones de activos, dispositivos, licencias, personas e historial en CSV o XLSX, con las políticas incumplidas de cada dispositivo, como evidencia para ISO 27001, SOC 2 y NIS2.",
      },
    ],
    stepsTitle: "En marcha en una tarde",
    steps: [
      {
        title: "Conectar",
        text: "Importe una hoja de cálculo o una exportación de Snipe-IT e instale osquery, el agente de código abierto, en sus ordenadores con un secreto de inscripción.",
      },
      {
        title: "Revisar",
        text: "Fleetward cruza los registros por número de serie, asigna responsables y muestra qué dispositivos no superan una comprobación.",
      },
      {
        title: "Actuar",
        text: "Corrija lo primero de la lista, ajuste las políticas y reciba un correo cuando un dispositivo empiece a incumplir una.",
      },
    ],
    postureTitle: "Vea su postura de seguridad de un vistazo",
    postureIntro:
      "Cifrado de disco, versión del sistema, bloqueo de pantalla y protección contra malware, comprobados por osquery en cada ordenador inscrito y explicados en lenguaje claro. Los dispositivos que le necesitan aparecen arriba, con su responsable y el motivo.",
    postureLink: "Cómo funciona la supervisión de seguridad de dispositivos",
    testimonialsTitle: "Historias de ejemplo",
    examplesNote:
      "Equipos y citas inventados que muestran para qué sirven las funciones de Fleetward. Son ejemplos, no clientes.",
    quotes: [
      {
        quote:
          "En esta auditoría exporté un solo informe de postura y el auditor no tuvo más preguntas.",
        role: "Responsable de TI, Northwind Logistics · 1.240 dispositivos",
      },
      {
        quote:
          "Encontramos 37 portátiles que nadie usaba desde hacía 90 días y los reasignamos en lugar de comprar otros nuevos.",
        role: "Director de Operaciones de TI, Helios Health Partners · 860 dispositivos",
      },
      {
        quote:
          "El cumplimiento de parches pasó del 71 al 96 % en un trimestre, porque todos veían la misma lista.",
        role: "CISO, Fjordline Insurance · 2.600 dispositivos",
      },
    ],
    moreStories: "Leer más historias de ejemplo",
    pricingTitle: "Precio sencillo por dispositivo",
    pricingIntro:
      "Sin coste por accesorios ni administradores. Empiece gratis durante 90 días, sin tarjeta de crédito.",
    planTrialNote: "90 días, hasta {{count}} dispositivos",
    planTrialUnlimited: "90 días, dispositivos ilimitados",
    planEnterpriseNote: "SSO, SCIM y SLA del 99,9 %",
    planPerDevice: "por dispositivo y mes",
    customPrice: "A medida",
    comparePlans: "Comparar planes",
    faqTitle: "Preguntas frecuentes",
    faqs: [
      {
        q: "¿Tengo que instalar un agente en nuestros dispositivos?",
        a: "Para los datos del dispositivo y la postura de seguridad, sí: cada ordenador ejecuta osquery, el agente de código abierto, que se instala con un secreto de inscripción y un archivo de flags de Fleetward. El registro de activos, el préstamo y devolución y las importaciones funcionan sin él.",
      },
      {
        q: "¿Qué ocurre cuando termina la prueba de 90 días?",
        a: "El espacio de prueba se desactiva automáticamente. Cambie a un plan de pago antes del final o poco después y todo se conserva tal cual.",
      },
      {
        q: "¿Podemos usarlo sin instalar nada en nuestros ordenadores?",
        a: "Sí. Muchos equipos pequeños empiezan con una importación de hoja de cálculo y el préstamo de equipos. Las comprobaciones de postura necesitan osquery en el ordenador, porque las políticas se ejecutan allí.",
      },
      {
        q: "¿Dónde se almacenan nuestros datos?",
        a: "En Fráncfort (Alemania), cifrados en reposo y en tránsito. Fleetward nunca almacena claves de recuperación de disco ni contraseñas.",
      },
      {
        q: "¿En qué se diferencia Fleetward de Snipe-IT o GLPI?",
        a: "Son buenas herramientas de inventario que usted aloja y mantiene. Fleetward se aloja por usted, importa una exportación de Snipe-IT y añade la postura de seguridad que informa osquery, de modo que inventario y mapa de riesgos son la misma lista.",
      },
    ],
    moreAnswers: "Más respuestas en el centro de ayuda",
    ctaTitle: "Sepa dónde está cada dispositivo antes del viernes",
    ctaText:
      "Importe una hoja de cálculo o inscriba su primer ordenador con osquery hoy mismo. La prueba es gratuita durante 90 días y no requiere tarjeta de crédito.",
    snapshot: {
      label: "Ilustración de la vista general de la flota en Fleetward",
      title: "Vista general de la flota",
      synced: "Sincronizado hace 3 min",
      devices: "dispositivos",
      encrypted: "cifrados",
      attention: "requieren atención",
      needsUpdate: "Requiere actualización",
      notEncrypted: "Sin cifrar",
      healthy: "Correcto",
    },
    posture: {
      title: "Postura de seguridad · acme.fleetward.com",
      lastSync: "Última sincronización hace 4 minutos",
      managed: "Dispositivos gestionados",
      managedNote: "+36 este mes",
      passAll: "Superan las cuatro comprobaciones",
      passAllNote: "frente al 78 % de agosto",
      attention: "Requieren atención",
      attentionNote: "23 de ellos críticos",
      encryption: "Cifrado de disco",
      patch: "Nivel de parches del SO",
      lock: "Bloqueo de pantalla",
      protection: "Protección de endpoints",
      pass: "{{percent}} % correctos",
      critical: "Crítica",
      high: "Alta",
      salesPool: "Equipos de ventas",
      issueUpdate: "Falta una actualización de seguridad desde hace 21 días",
      issueProtection: "La protección de endpoints no informa",
      issueLock: "Sin bloqueo de pantalla",
      caption:
        "Ilustración del producto con datos de ejemplo de una organización ficticia de 1.284 dispositivos.",
    },
  },
  status: {
    comingSoonEyebrow: "Fleetward Workflows",
    comingSoonLead:
      "Los flujos de trabajo automatizan los días más ajetreados en la vida de un dispositivo: la primera mañana de una incorporación y la última tarde de una salida. El acceso anticipado se abre para clientes Business y Enterprise cuando termine la cuenta atrás.",
    upcomingTitle: "Lo que está por llegar",
    upcoming: [
      "Flujos de incorporación que asignan portátil, teléfono y licencias a una nueva persona desde un solo formulario",
      "Listas de salida que se abren automáticamente cuando RR. HH. cierra un contrato, con etiquetas de devolución",
      "Pasos de aprobación para compras por encima del presupuesto que defina por centro de coste",
    ],
    shape:
      "¿Quiere ayudar a darle forma? Escriba a <mail>product@fleetward.com</mail> y cuéntenos cómo incorpora hoy su equipo a las personas. Publicamos los avances cada mes en el registro de cambios.",
    readChangelog: "Leer el registro de cambios",
    maintenanceEyebrow: "Volvemos enseguida",
    maintenanceLead:
      "Estamos actualizando la base de datos que almacena sus espacios de trabajo a una versión más rápida. Sus datos están seguros y no se pierde nada durante la pausa.",
    unavailable: "No disponible",
    unavailableText: "Espacios de trabajo, inicio de sesión y la API REST",
    notAffected: "No afectado",
    notAffectedText:
      "Sus dispositivos: osquery sigue funcionando en ellos y vuelve a informar en cuanto el servicio regresa",
    maintenanceContact:
      "Los administradores reciben un correo de <status>status@fleetward.com</status> cuando empiezan y cuando terminan los trabajos. ¿Algo urgente que no puede esperar? Escriba a <support>support@fleetward.com</support>; los clientes Enterprise también pueden llamar a su línea de soporte urgente.",
    thankYouEyebrow: "Mensaje recibido",
    thankYouLead:
      "Gracias por ponerse en contacto con Fleetward. Su mensaje está en nuestra cola y se ha enviado al equipo que puede responderlo.",
    nextTitle: "Próximos pasos",
    nextSteps: [
      "En unos minutos recibirá un correo de confirmación con una copia de su mensaje. Si no llega, revise la carpeta de correo no deseado.",
      "Una persona del equipo adecuado, no un bot, le responderá en un día laborable.",
      "Si su pregunta trata sobre un espacio de trabajo existente, incluya su dirección en cualquier respuesta para que lo encontremos rápido.",
    ],
    whileYouWait:
      "Mientras espera, las <guides>guías de configuración</guides> resuelven la mayoría de las dudas de la primera semana y las <faqs>preguntas frecuentes</faqs> cubren la prueba, la facturación y la seguridad.",
    readBlog: "Leer el blog",
  },
  contact: {
    eyebrow: "Contacto",
    lead: "¿Preguntas sobre precios, una migración desde hojas de cálculo o su espacio de prueba? Escríbanos y una persona del equipo adecuado le responderá en un día laborable.",
    sendTitle: "Envíenos un mensaje",
    beforeTitle: "Antes de escribir",
    beforeSupport:
      "¿Ya es cliente y tiene un problema en su espacio de trabajo? El <page>formulario de soporte</page> lo gestiona según su gravedad.",
    beforeGuides:
      "Muchas dudas de configuración se resuelven en las <page>guías paso a paso</page>.",
    beforeSecrets:
      "Nunca envíe contraseñas, claves de recuperación ni datos personales de empleados a través de este formulario.",
    otherTitle: "Otras formas de contactarnos",
    phoneOrVisit:
      "¿Prefiere llamar o visitarnos? Consulte nuestras <page>oficinas de Berlín, Ámsterdam y Austin</page>.",
    detailLead:
      "Tres oficinas, cuatro buzones y una regla: responde una persona real del equipo adecuado. Las visitas son bienvenidas con cita previa.",
    sendMessage: "Envíenos un mensaje",
    officesTitle: "Nuestras oficinas",
    holidays:
      "Las oficinas cierran los festivos de Berlín, Holanda Septentrional y Texas, respectivamente. El soporte para incidencias urgentes de Enterprise continúa esos días.",
    mailboxesTitle: "Escriba al equipo adecuado",
    response: "Respuesta: ",
    phone: "Teléfono",
    openingHours: "Horario",
    gettingHere: "Cómo llegar",
    companyTitle: "Datos de la empresa",
    registered: "Sociedad registrada",
    vat: "Número de IVA",
    directors: "Administradores",
    dpo: "Delegado de protección de datos",
    offices: {
      berlin: {
        city: "Berlín",
        role: "Sede central",
        country: "Alemania",
        hours: "De lunes a viernes, 08:00–18:00",
        timeZone: "CET/CEST (UTC+1, UTC+2 en verano)",
        directions:
          "A 5 minutos de la estación U6 Naturkundemuseum. Entrada de visitas por el patio, 3.ª planta.",
      },
      amsterdam: {
        city: "Ámsterdam",
        role: "Producto y clientes del Benelux",
        country: "Países Bajos",
        hours: "De lunes a viernes, 09:00–17:30",
        timeZone: "CET/CEST (UTC+1, UTC+2 en verano)",
        directions:
          "A 10 minutos a pie de Amsterdam Centraal; los tranvías 13 y 17 paran en Westermarkt.",
      },
      austin: {
        city: "Austin",
        role: "Clientes de Norteamérica",
        country: "Estados Unidos",
        hours: "De lunes a viernes, 08:00–17:00",
        timeZone: "CT (UTC−6, UTC−5 en verano)",
        directions:
          "En el centro, en Congress con la 6th. Aparcamiento para visitas en el garaje de One American Center.",
      },
    },
    mailboxes: {
      sales: {
        team: "Ventas",
        use: "Presupuestos, planes Enterprise, órdenes de compra y precios por volumen.",
        response: "En un día laborable",
      },
      support: {
        team: "Soporte",
        use: "Ayuda con su espacio de trabajo, la inscripción con osquery, las importaciones y la facturación.",
        response:
          "Prueba: 2 días laborables. Business: 8 horas laborables. Enterprise: 1 hora para incidencias urgentes.",
      },
      security: {
        team: "Seguridad",
        use: "Notificación de vulnerabilidades y cuestionarios de seguridad. Clave PGP bajo petición.",
        response: "Acuse de recibo en 24 horas, todos los días del año",
      },
      press: {
        team: "Prensa",
        use: "Entrevistas, logotipos, capturas del producto y datos de la empresa.",
        response: "En dos días laborables",
      },
    },
    form: {
      topics: {
        sales: "Precios y planes",
        trial: "Mi prueba gratuita",
        support: "Ayuda con mi espacio de trabajo",
        billing: "Facturas y facturación",
        partnership: "Alianzas y distribuidores",
        press: "Prensa y medios",
        other: "Otro asunto",
      },
      sent: "Mensaje enviado. Le responderemos en un día laborable.",
      name: "Su nombre",
      email: "Correo electrónico de trabajo",
      company: "Empresa (opcional)",
      topic: "Asunto",
      message: "Mensaje",
      messageHint:
        "Indíquenos cuántos dispositivos gestiona y cómo los controla hoy. De 20 a 5.000 caracteres.",
      sending: "Enviando…",
      send: "Enviar mensaje",
      privacy: "Solo usamos sus datos para responder a este mensaje.",
    },
  },
};
