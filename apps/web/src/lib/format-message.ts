// The catalogue's placeholders are filled the same way on the server (error messages) and in the web app.
export { formatMessage } from '@secops/domain/format-message';
