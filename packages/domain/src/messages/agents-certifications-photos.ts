// Agents, certifications, photos
export const agentNotFound = 'Agent non trouvé';
export const agentCreated = "Agent créé avec succès ! Un email d'invitation a été envoyé.";
export const agentUpdated = 'Agent modifié avec succès';
export const agentRemoved = 'Agent supprimé avec succès';
export const agentDeleteConfirm =
  'Êtes-vous sûr de vouloir supprimer cet agent ? Cette action est irréversible.';
export const agentDeletedLabel = 'Agent supprimé';
export const agentAccountChoice =
  "Indiquez soit l'email du nouveau compte, soit le compte existant (userId), pas les deux";
export const agentPasswordWithUserId =
  "Le mot de passe se donne avec l'email d'un nouveau compte, pas avec un compte existant";
export const agentUserNotFound = 'Compte utilisateur introuvable';
export const agentUserHasAgent = 'Ce compte a déjà une fiche agent';
export const agentUserRoleInvalid = "Seul un compte Agent ou Chef d'équipe peut recevoir une fiche agent";
export const agentInactive = "Cet agent est inactif : il ne peut pas recevoir d'équipement";
export const matriculeTaken = 'Ce matricule est déjà utilisé';
export const matriculeRequired = 'Le matricule est requis';
export const matriculeInvalid =
  'Matricule invalide : lettres, chiffres, espaces, points, tirets ou barres obliques';
export const firstNameRequired = 'Le prénom est requis';
export const lastNameRequired = 'Le nom est requis';
export const gradeInvalid = 'Grade invalide';
export const specialtyInvalid = 'Spécialité invalide : 50 caractères au plus';
export const specialtiesTooMany = 'Un agent a au plus 20 spécialités';
export const dateOfBirthInvalid = 'Date de naissance invalide (AAAA-MM-JJ, dans le passé)';
export const agentUpdateEmpty = 'Aucune modification demandée';
export const inviteMailSubject = 'Votre compte Security Ops Manager : choisissez votre mot de passe';
export const certificationNotFound = 'Certification introuvable';
export const certificationTypeRequired = 'Le type de certification est requis';
export const certificationDateRequired = 'La date de validité est requise (AAAA-MM-JJ ou date ISO)';
export const certificationDatesDiffer = 'expiresAt et validTo désignent la même date : indiquez-en une seule';
export const photoMissing = 'Aucune photo reçue (champ « file »)';
export const photoTooLarge = 'Photo trop volumineuse (5 Mo maximum)';
export const photoTypeRefused = 'Format de photo non autorisé : JPEG, PNG ou WebP';
export const weeklyContractHoursInvalid =
  "Les heures hebdomadaires du contrat vont de 1 à 48 h (par quarts d'heure)";
