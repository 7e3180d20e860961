/** Los textos de la página de eventos de vida en español (docs/i18n.md). */
export default {
  lifeEventTitle: 'Informar un evento de vida',
  lifeEventIntro:
    'Si se casó, tuvo o adoptó un hijo, perdió otra cobertura de salud, se mudó a otra zona de calificación o acaba de obtener el ICHRA, puede inscribirse o cambiar sus elecciones fuera de la inscripción abierta. Informe el evento dentro de los {days} días posteriores, con un documento que lo demuestre. Su administrador de beneficios lo revisa.',
  lifeEventKindLabel: 'Qué sucedió',
  lifeEventKindPlaceholder: 'Elija el evento',
  lifeEventDateLabel: 'Fecha del evento',
  lifeEventFileLabel: 'Documento que demuestra el evento',
  lifeEventFileHint:
    'Un archivo PDF, JPEG o PNG de 10 MB como máximo, como un certificado de matrimonio o de nacimiento, los documentos de adopción, una carta que pone fin a su otra cobertura o un contrato de alquiler en su nueva dirección.',
  lifeEventChooseFile: 'Elija el documento que demuestra el evento.',
  lifeEventFieldNeeded: 'Complete este campo.',
  lifeEventSubmit: 'Enviar para revisión',
  lifeEventSending: 'Enviando su evento de vida…',
  lifeEventSent: 'Su evento de vida se envió a su administrador de beneficios para revisión.',
  lifeEventListHeading: 'Sus eventos de vida',
  lifeEventListLabel: 'Los eventos de vida que informó',
  lifeEventNone: 'No ha informado ningún evento de vida.',
  lifeEventColEvent: 'Evento',
  lifeEventColState: 'Revisión',
  lifeEventColDetails: 'Qué sigue',
  lifeEventPending: 'En espera de su administrador de beneficios',
  lifeEventApproved: 'Aprobado por su administrador de beneficios',
  lifeEventRejected: 'No aceptado',
  lifeEventPendingNext: 'Podrá cambiar sus elecciones cuando se apruebe.',
  lifeEventWindow: 'Puede cambiar sus elecciones hasta el {closes}.',
  lifeEventCoverageFromEvent: 'La cobertura empieza el {date}, la fecha del evento.',
  lifeEventCoverageNextMonth:
    'La cobertura empieza el primer día del mes siguiente a la autorización de sus elecciones.',
  lifeEventElect: 'Cambiar sus elecciones ahora',
  lifeEventReason: 'Motivo de su administrador de beneficios: {reason}',
} as const;
