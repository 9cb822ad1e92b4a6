import * as MSG from '@secops/domain/messages';
import { DATE_TEXT, DATE_TIME_TEXT, TIME_TEXT } from '../../lib/date-text.ts';
import { DateTextField, type DateTextInputProps, type DateTextKind } from './date-text-field.tsx';

const DATE: DateTextKind = {
  text: DATE_TEXT,
  placeholder: MSG.datePlaceholder,
  invalid: MSG.dateTextInvalid,
  maxLength: 10,
  picker: 'date',
};

const TIME: DateTextKind = {
  text: TIME_TEXT,
  placeholder: MSG.timePlaceholder,
  invalid: MSG.timeTextInvalid,
  maxLength: 5,
};

const DATE_TIME: DateTextKind = {
  text: DATE_TIME_TEXT,
  placeholder: MSG.dateTimePlaceholder,
  invalid: MSG.dateTimeTextInvalid,
  maxLength: 16,
  picker: 'datetime-local',
};

/** A day shown and typed as dd/mm/yyyy, handed to the form as yyyy-mm-dd (what `<input type="date">` gave). */
export const DateInput = (props: DateTextInputProps) => <DateTextField kind={DATE} {...props} />;

/** A time shown and typed on a 24-hour clock (08:30, 8h30, 0830), handed to the form as HH:mm. */
export const TimeInput = (props: DateTextInputProps) => <DateTextField kind={TIME} {...props} />;

/** A day and time shown as dd/mm/yyyy HH:mm, handed to the form as yyyy-mm-ddTHH:mm (as datetime-local did). */
export const DateTimeInput = (props: DateTextInputProps) => <DateTextField kind={DATE_TIME} {...props} />;
