import type { EmailStrings } from "./en.ts";

export const emailEs: EmailStrings = {
  common: {
    greeting: "Hola, {{name}}:",
    linkFallback: "Si el botón no funciona, copie esta dirección en su navegador:",
    securityAlert: "Alerta de seguridad",
    textAction: "{{label}}: {{url}}",
    address: "Fleetward GmbH · Chausseestraße 29 · 10115 Berlin · Alemania",
    moment: "{{date}}, a las {{time}} UTC",
    browserOnSystem: "{{browser}} en {{system}}",
    unknownBrowser: "Un navegador desconocido",
  },
  confirmation: {
    subject: "Confirme su dirección de correo electrónico para Fleetward",
    preheader: "Un clic para confirmar su dirección y empezar su prueba de 90 días.",
    reason:
      "Ha recibido este correo porque esta dirección se utilizó para crear una cuenta de Fleetward.",
    heading: "Confirme su dirección de correo electrónico",
    intro:
      "Gracias por crear una cuenta de Fleetward. Confirme que esta es su dirección de correo electrónico para que podamos enviarle alertas de seguridad y facturas.",
    button: "Confirmar dirección de correo",
    next: "Una vez confirmada, podrá empezar su prueba gratuita de 90 días y registrar sus primeros dispositivos en unos quince minutos.",
    linkHelp: {
      one: "Este enlace es válido durante {{count}} hora. Si el botón no funciona, copie esta dirección en su navegador:",
      other:
        "Este enlace es válido durante {{count}} horas. Si el botón no funciona, copie esta dirección en su navegador:",
    },
    notYou:
      "Si no ha creado ninguna cuenta, ignore este correo; la dirección seguirá sin confirmar.",
    textIntro:
      "Gracias por crear una cuenta de Fleetward. Confirme que esta es su dirección de correo electrónico abriendo este enlace:",
    textExpiry: {
      one: "El enlace es válido durante {{count}} hora.",
      other: "El enlace es válido durante {{count}} horas.",
    },
  },
  passwordReset: {
    subject: "Restablezca su contraseña de Fleetward",
    preheader: {
      one: "Use este enlace en un plazo de {{count}} minuto para elegir una nueva contraseña.",
      other: "Use este enlace en un plazo de {{count}} minutos para elegir una nueva contraseña.",
    },
    reason:
      "Ha recibido este correo porque se solicitó restablecer la contraseña de su cuenta de Fleetward.",
    heading: "Restablezca su contraseña",
    intro: {
      one: "Hemos recibido una solicitud para restablecer la contraseña de su cuenta de Fleetward. Elija una nueva contraseña con el botón de abajo. El enlace solo funciona una vez y caduca en {{count}} minuto.",
      other:
        "Hemos recibido una solicitud para restablecer la contraseña de su cuenta de Fleetward. Elija una nueva contraseña con el botón de abajo. El enlace solo funciona una vez y caduca en {{count}} minutos.",
    },
    button: "Elegir una nueva contraseña",
    requestedOn: "Solicitado el {{moment}}",
    requestedFrom: "Desde {{client}}",
    notYou:
      "¿No lo ha solicitado usted? Puede ignorar este correo: su contraseña no cambiará. Si recibe varios correos como este sin haberlos solicitado, avísenos en security@fleetward.com.",
    textIntro:
      "Hemos recibido una solicitud para restablecer la contraseña de su cuenta de Fleetward. Elija una nueva contraseña aquí:",
    textExpiry: {
      one: "El enlace solo funciona una vez y caduca en {{count}} minuto.",
      other: "El enlace solo funciona una vez y caduca en {{count}} minutos.",
    },
    textRequested: "Solicitado el {{moment}} desde {{client}}.",
    textNotYou: "¿No lo ha solicitado usted? Puede ignorar este correo: su contraseña no cambiará.",
  },
  alert: {
    subject: {
      one: "Acción necesaria: {{count}} comprobación de seguridad falla en {{device}}",
      other: "Acción necesaria: {{count}} comprobaciones de seguridad fallan en {{device}}",
    },
    preheader: "{{device}} necesita unos minutos de su atención.",
    reason:
      "Ha recibido este correo porque es el propietario de {{device}} en el espacio de trabajo {{workspace}}.",
    heading: "Su portátil necesita atención",
    introOne:
      "Fleetward ha detectado una comprobación de seguridad fallida en un dispositivo asignado a usted. La mayoría de estos problemas se resuelven reiniciando el dispositivo e instalando las actualizaciones pendientes.",
    introMany:
      "Fleetward ha detectado comprobaciones de seguridad fallidas en un dispositivo asignado a usted. La mayoría de estos problemas se resuelven reiniciando el dispositivo e instalando las actualizaciones pendientes.",
    serial: "n.º de serie {{serial}}",
    assignedTo: "asignado a {{name}}",
    failingSince: "Falla desde el {{date}}",
    button: "Ver cómo solucionarlo",
    escalation: {
      one: "Si las comprobaciones siguen fallando dentro de {{count}} día, el dispositivo se notificará a su equipo de TI como no conforme. ¿Cree que se trata de un error? Responda a este correo y su equipo de TI lo recibirá.",
      other:
        "Si las comprobaciones siguen fallando dentro de {{count}} días, el dispositivo se notificará a su equipo de TI como no conforme. ¿Cree que se trata de un error? Responda a este correo y su equipo de TI lo recibirá.",
    },
  },
  accountAlert: {
    reason: "Ha recibido este correo porque esta dirección pertenece a una cuenta de Fleetward.",
    signupAttempt: {
      title: "Alguien ha intentado registrarse con su dirección de correo electrónico",
      attempt:
        "El {{moment}}, alguien ({{client}}) intentó crear una nueva cuenta de Fleetward con esta dirección de correo electrónico. La dirección ya pertenece a su cuenta, por lo que no se ha creado ninguna cuenta nueva.",
      advice:
        "Si fue usted, inicie sesión con su cuenta actual o restablezca su contraseña si la ha olvidado. Si no fue usted, puede ignorar este correo: su cuenta no ha cambiado.",
      action: "Iniciar sesión",
    },
    passwordChanged: {
      title: "Se ha cambiado su contraseña de Fleetward",
      changedEverywhere:
        "La contraseña de su cuenta de Fleetward se cambió el {{moment}} y se cerró la sesión en todos los dispositivos conectados a su cuenta.",
      changedElsewhere:
        "La contraseña de su cuenta de Fleetward se cambió el {{moment}} y se cerró la sesión en todos los demás dispositivos conectados a su cuenta.",
      advice:
        "Si lo hizo usted, no tiene que hacer nada más. Si no fue usted, restablezca su contraseña ahora y avísenos en security@fleetward.com.",
      action: "Restablecer su contraseña",
    },
    secondFactors: {
      authenticatorApp: "una aplicación de autenticación",
      passkey: "la llave de acceso «{{name}}»",
      recoveryCodes: "un nuevo conjunto de códigos de recuperación",
      addedTitle: "Se ha añadido un segundo factor a su cuenta de Fleetward",
      added:
        "El {{moment}}, se añadió {{factor}} a su cuenta de Fleetward. A partir de ahora, al iniciar sesión con su contraseña también se le pedirá un segundo factor.",
      removedTitle: "Se ha eliminado un segundo factor de su cuenta de Fleetward",
      removed: "El {{moment}}, se eliminó {{factor}} de su cuenta de Fleetward.",
      codesTitle: "Se han generado nuevos códigos de recuperación para su cuenta de Fleetward",
      codes:
        "El {{moment}}, se generó {{factor}} para su cuenta de Fleetward. Los códigos que tenía antes ya no funcionan.",
      recoveryUsedTitle:
        "Se ha usado un código de recuperación para iniciar sesión en su cuenta de Fleetward",
      recoveryUsed: {
        one: "El {{moment}}, alguien ({{client}}) inició sesión en su cuenta de Fleetward con uno de sus códigos de recuperación. Le queda {{count}} código.",
        other:
          "El {{moment}}, alguien ({{client}}) inició sesión en su cuenta de Fleetward con uno de sus códigos de recuperación. Le quedan {{count}} códigos.",
      },
      advice:
        "Si lo hizo usted, no tiene que hacer nada más. Si no fue usted, cambie su contraseña ahora, revise sus segundos factores en la configuración de su cuenta y avísenos en security@fleetward.com.",
      action: "Revisar la seguridad de su cuenta",
    },
    ssoChanged: {
      reason: "Ha recibido este correo porque es propietario o administrador de {{workspace}}.",
      title: "Se ha cambiado el inicio de sesión corporativo de {{workspace}}",
      connected:
        "El {{moment}}, {{actor}} conectó {{workspace}} a un proveedor de identidad mediante {{protocol}}.",
      removed: "El {{moment}}, {{actor}} eliminó el inicio de sesión corporativo de {{workspace}}.",
      required:
        "El {{moment}}, {{actor}} hizo obligatorio el inicio de sesión corporativo para las direcciones de {{domains}}: los miembros con una de esas direcciones ahora solo pueden iniciar sesión en {{workspace}} a través del proveedor de identidad.",
      notRequired:
        "El {{moment}}, {{actor}} dejó de exigir el inicio de sesión corporativo en {{workspace}}: los miembros vuelven a poder iniciar sesión sin él.",
      domainVerified:
        "El {{moment}}, {{actor}} verificó el dominio {{domain}} para el inicio de sesión corporativo de {{workspace}}: las personas con una dirección de ese dominio pueden iniciar sesión en el espacio de trabajo a través de su proveedor de identidad.",
      domainRemoved:
        "El {{moment}}, {{actor}} quitó el dominio {{domain}} del inicio de sesión corporativo de {{workspace}}.",
      advice:
        "Si esperaba este cambio, no tiene que hacer nada. Si no, revise ahora la configuración de inicio de sesión del espacio de trabajo: quien controla el inicio de sesión corporativo decide quién puede iniciar sesión en el espacio de trabajo.",
      action: "Revisar la configuración de inicio de sesión del espacio de trabajo",
    },
  },
  invoice: {
    subject: "Su factura de Fleetward {{number}}",
    preheader: "Factura {{number}}: {{total}} con vencimiento el {{date}}.",
    reason: "Ha recibido este correo porque es contacto de facturación de {{company}}.",
    heading: "Factura {{number}}",
    intro:
      "Le enviamos la factura de {{company}} correspondiente a {{period}}. El PDF va adjunto y también está disponible en su cuenta.",
    issued: "Emitida el {{date}}",
    due: "Vence el {{date}}",
    description: "Descripción",
    quantity: "Cant.",
    amount: "Importe",
    unitPrice: "{{price}} por unidad",
    subtotal: "Subtotal",
    vat: "IVA {{percent}} %",
    total: "Total a pagar",
    button: "Ver y pagar la factura",
    payment:
      "¿Paga con tarjeta? No tiene que hacer nada: cargaremos el importe en la tarjeta registrada en la fecha de vencimiento. ¿Tiene preguntas sobre esta factura? Responda a este correo y nuestro equipo de facturación le contestará en un día hábil.",
  },
  workspaceInvitation: {
    subject: "{{inviter}} le ha invitado a {{workspace}} en Fleetward",
    preheader: "Únase al espacio de trabajo {{workspace}} con el rol {{role}}.",
    reason:
      "Ha recibido este correo porque {{inviter}} ha invitado esta dirección a un espacio de trabajo de Fleetward.",
    heading: "Únase a {{workspace}} en Fleetward",
    intro:
      "{{inviter}} le ha invitado a trabajar en el inventario {{workspace}} con el rol {{role}}.",
    button: "Aceptar la invitación",
    expiry: "El enlace funciona una sola vez y caduca el {{moment}}.",
    notYou: "¿No lo esperaba? Ignore este correo: no ocurre nada si no acepta.",
    textIntro:
      "{{inviter}} le ha invitado a trabajar en el inventario {{workspace}} con el rol {{role}}. Acepte la invitación aquí:",
    roles: {
      admin: "administrador",
      technician: "técnico",
      viewer: "lector",
    },
  },
  workspaceDigest: {
    subject: {
      one: "{{workspace}}: {{count}} elemento pendiente",
      other: "{{workspace}}: {{count}} elementos pendientes",
    },
    preheader: "Garantías, licencias y devoluciones que requieren atención en {{workspace}}.",
    reason:
      "Ha recibido este correo porque es propietario, administrador o técnico del espacio de trabajo {{workspace}}. Puede desactivar los recordatorios del espacio de trabajo en Notificaciones, en su cuenta de Fleetward.",
    heading: "Pendiente en {{workspace}}",
    intro: "Esto es lo que requiere atención en {{workspace}} el {{date}}.",
    warranties: "Garantías que terminan en 30 días",
    warrantyLine: "la garantía termina el {{date}}",
    licenses: "Licencias que caducan en 30 días",
    licenseLine: "caduca el {{date}}",
    overdue: "Devoluciones atrasadas",
    overdueLine: "en poder de {{holder}}, debía devolverse el {{date}}",
    overdueLineNoHolder: "debía devolverse el {{date}}",
    more: {
      one: "…y {{count}} más",
      other: "…y {{count}} más",
    },
    seeAllOverdue: "Ver todas las devoluciones atrasadas",
    button: "Abrir el panel",
    summary: {
      warranties: {
        one: "{{count}} garantía termina en 30 días",
        other: "{{count}} garantías terminan en 30 días",
      },
      licenses: {
        one: "{{count}} licencia caduca en 30 días",
        other: "{{count}} licencias caducan en 30 días",
      },
      overdue: {
        one: "{{count}} devolución está atrasada",
        other: "{{count}} devoluciones están atrasadas",
      },
    },
  },
  /** Posture alerts: devices that flipped between passing and failing a policy. */
  postureAlert: {
    subjectFailing: "{{workspace}}: hay dispositivos que no cumplen las políticas de seguridad",
    subjectPassing: "{{workspace}}: dispositivos que vuelven a cumplir las políticas de seguridad",
    preheader:
      "Dispositivos que han dejado de cumplir o vuelven a cumplir las políticas de seguridad en {{workspace}}.",
    reason:
      "Recibes este correo porque eres propietario o administrador del espacio de trabajo {{workspace}}. Puedes desactivar los correos del espacio de trabajo en Notificaciones, en tu cuenta de Fleetward.",
    heading: "Cambios de seguridad en {{workspace}}",
    intro:
      "Estos dispositivos han cambiado de estado en las políticas de seguridad de {{workspace}}.",
    failing: "No cumplen ahora",
    passing: "Vuelven a cumplir",
    button: "Abrir el resumen de seguridad",
  },
  sample: {
    diskEncryption: "Cifrado de disco",
    diskEncryptionDetail: "La protección de BitLocker está suspendida en la unidad C:.",
    osUpdates: "Actualizaciones del sistema operativo",
    osUpdatesDetail: "La última actualización acumulativa de Windows 11 lleva 12 días de retraso.",
    invoiceLine: "Fleetward Business — dispositivos (máximo de {{period}})",
    city: "Ámsterdam",
  },
};
