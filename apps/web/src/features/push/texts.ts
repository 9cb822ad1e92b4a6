/** The push card's texts: they load with the card (profile and settings pages), not with every page. */
export const PUSH_TEXTS = {
  cardTitle: 'Notifications',
  cardHint: "Alertes SOS, début de shift et mentions, même l'application fermée.",
  enable: 'Activer les notifications',
  disable: 'Désactiver',
  stateOn: 'Activées sur cet appareil',
  stateOff: 'Désactivées sur cet appareil',
  stateDenied: 'Refusées par le navigateur',
  stateDeniedHint: 'Autorisez les notifications pour ce site dans les réglages du navigateur.',
  stateUnsupported: 'Non disponibles sur ce navigateur',
  enableError: "Impossible d'activer les notifications",
  disableError: 'Impossible de désactiver les notifications',
} as const;
