/** Texts of the agent header's line about the network and the queue: they load with that line, not with every page. */
export const OFFLINE_TEXTS = {
  offline: 'Hors ligne',
  pendingOne: '{n} élément en attente',
  pendingMany: '{n} éléments en attente',
  syncing: 'Synchronisation…',
  synced: 'Synchronisé',
  refused: "Un élément en attente n'a pas pu être envoyé : {message}",
} as const;
