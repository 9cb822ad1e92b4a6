// Check-list templates
export const checklistTemplateDuplicate = 'Cette tâche figure déjà dans le modèle';
export const checklistTemplateTooMany = 'Un modèle compte au plus 100 tâches';
