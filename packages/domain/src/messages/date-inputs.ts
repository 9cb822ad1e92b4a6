// Date and time inputs: dd/mm/yyyy and 24 h whatever the browser's language
export const dateTextInvalid = 'Date invalide : saisissez jj/mm/aaaa, par exemple 12/03/2026';
export const timeTextInvalid = 'Heure invalide : saisissez hh:mm sur 24 h, par exemple 08:30';
export const dateTimeTextInvalid =
  'Date et heure invalides : saisissez jj/mm/aaaa hh:mm, par exemple 12/03/2026 08:30';
export const datePlaceholder = 'jj/mm/aaaa';
export const timePlaceholder = 'hh:mm';
export const dateTimePlaceholder = 'jj/mm/aaaa hh:mm';
export const datePickerOpen = 'Ouvrir le calendrier';
