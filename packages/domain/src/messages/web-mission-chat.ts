// Web: mission chat
export const chatInputLabel = 'Votre message';
export const chatPlaceholder = 'Message… (@nom)';
export const chatSend = 'Envoyer';
export const chatEmpty = 'Aucun message pour le moment';
export const chatEmptyHint = "Écrivez le premier message de l'équipe.";
export const chatLoadOlder = 'Messages précédents';
export const chatTypingOne = '{name} écrit…';
export const chatTypingMany = '{names} écrivent…';
export const chatMembers = 'Membres';
export const chatLoadError = 'Impossible de charger la discussion';
export const chatSendError = "Erreur lors de l'envoi du message";
export const chatMentionSuggestions = 'Personnes à mentionner';
export const chatDeletedSender = 'Compte supprimé';
export const chatYou = 'Vous';
export const chatArchived = 'Mission archivée : la discussion est en lecture seule.';
export const chatCharactersLeft = '{n} caractères restants';
export const chatMessagesLabel = 'Messages de la discussion';
