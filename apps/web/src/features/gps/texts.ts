/**
 * Texts of the tracker and location-data cards (agent profile), of the staff's token list and of the battery in the
 * map popup: they load with those screens, not with every page.
 */
export const GPS_TEXTS = {
  title: 'Traceur GPS (Traccar Client)',
  intro:
    "Une page web ne peut pas envoyer votre position écran éteint : l'application libre Traccar Client le fait en arrière-plan pendant vos horaires.",
  create: 'Créer un jeton',
  created: 'Jeton créé',
  scanHint: 'Scannez ce QR code dans Traccar Client, ou saisissez dans ses réglages :',
  serverUrl: 'URL du serveur',
  deviceId: "Identifiant de l'appareil",
  shownOnce: 'Ce jeton ne sera plus affiché : configurez Traccar Client maintenant.',
  qrAlt: 'QR code de configuration de Traccar Client',
  hide: 'Masquer',
  activeTokens: 'Jetons actifs',
  noToken: 'Aucun jeton actif',
  tokenCreatedAt: 'Créé le {date}',
  lastUsed: 'Dernière position : {date}',
  neverUsed: 'Jamais utilisé',
  revoke: 'Révoquer',
  revokeLabel: 'Révoquer le jeton créé le {date}',
  revoked: 'Jeton révoqué',
  actionError: "L'opération sur le jeton a échoué",
  loadError: 'Impossible de charger les jetons',
  staffTitle: 'Traceurs GPS (Traccar Client)',
  staffIntro: "Jetons par lesquels l'application Traccar Client de l'agent envoie ses positions.",
  privacyTitle: 'Vos données de localisation',
  privacyWhat:
    'Ce qui est enregistré : votre position, sa précision, votre vitesse et, depuis un traceur, le niveau de batterie.',
  privacyWhen:
    'Quand : seulement pendant que vous partagez votre position, pendant un de vos horaires ({margin} min avant et après) ou un pointage ouvert.',
  privacyHowLong: 'Combien de temps : {n} jours, puis ces positions sont effacées automatiquement.',
  privacyWhy:
    'Pourquoi : pour la sécurité des agents et le suivi des missions, et pour vérifier la cohérence des pointages : un déplacement impossible (plus de 200 km/h entre deux positions) ou un pointage à plus de 1 km de votre position de la minute précédente signale le pointage comme suspect au personnel. Vous en êtes informé ici, comme le prévoit le Code du travail (article L1222-4).',
  battery: 'Batterie',
  batteryValue: '{level} %',
  lastContact: 'Dernier contact',
  lastContactValue: '{time}, batterie {level} %',
} as const;
