// Web: mission documents
export const documentFileLabel = 'Fichier';
export const documentDescriptionLabel = 'Description (facultative)';
export const documentUploadSubmit = 'Uploader';
export const documentUploadHint = 'Images, vidéos, PDF, Word ou Excel — 50 Mo maximum.';
export const documentFileRequired = 'Choisissez un fichier';
export const documentChooseFile = 'Choisir un fichier';
export const documentNoFile = 'Aucun fichier choisi';
export const documentsEmpty = 'Aucun document';
export const documentsLoadError = 'Impossible de charger les documents';
export const documentDownload = 'Télécharger {name}';
export const documentDelete = 'Supprimer {name}';
export const documentDeleteTitle = 'Supprimer le document';
export const documentDeleteAction = 'Supprimer';
export const documentDeleteError = 'Erreur lors de la suppression';
export const documentDownloadError = 'Erreur lors du téléchargement';
export const documentUploadedBy = 'par {name}';
