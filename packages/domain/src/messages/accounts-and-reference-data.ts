// Accounts and reference data
export const emailTaken = 'Cet email est déjà utilisé';
export const siretInvalid = 'Le SIRET doit comporter 14 chiffres et une clé de contrôle valide';
