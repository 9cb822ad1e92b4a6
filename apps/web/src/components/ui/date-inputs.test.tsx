// @vitest-environment jsdom
import * as MSG from '@secops/domain/messages';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateInput, DateTimeInput, TimeInput } from './date-inputs.tsx';

const INPUTS = { date: DateInput, time: TimeInput, dateTime: DateTimeInput };

/** One input in a form-like state; the form value is printed so the test reads what the form would send. */
function Example({
  kind,
  initial = '',
  reload = '',
}: {
  kind: keyof typeof INPUTS;
  initial?: string;
  reload?: string;
}) {
  const [value, setValue] = useState(initial);
  const Input = INPUTS[kind];
  return (
    <>
      <Input label="Quand" value={value} onChange={setValue} />
      <output aria-label="Valeur du formulaire">{value}</output>
      <button type="button" onClick={() => setValue(reload)}>
        Recharger
      </button>
    </>
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('Quand');
const formValue = () => screen.getByLabelText('Valeur du formulaire').textContent;

describe('date and time inputs', () => {
  afterEach(cleanup);

  it('shows a day as dd/mm/yyyy, typed on a number pad, and hands yyyy-mm-dd to the form', async () => {
    const user = userEvent.setup();
    render(<Example kind="date" />);
    expect(field().type).toBe('text');
    expect(field().inputMode).toBe('numeric');
    expect(field().placeholder).toBe(MSG.datePlaceholder);
    await user.type(field(), '12032026');
    expect(field().value).toBe('12/03/2026');
    expect(formValue()).toBe('2026-03-12');
  });

  it('shows a form value it is given the French way, and a new one when the form changes it', async () => {
    const user = userEvent.setup();
    render(<Example kind="dateTime" initial="2026-03-12T21:30" reload="2027-01-05T07:45" />);
    expect(field().value).toBe('12/03/2026 21:30');
    await user.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(field().value).toBe('05/01/2027 07:45');
  });

  it('empties the text when the form is reset, even after a wrong date was typed', async () => {
    const user = userEvent.setup();
    render(<Example kind="date" initial="2026-03-12" reload="" />);
    await user.clear(field());
    await user.type(field(), '99');
    await user.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(field().value).toBe('');
    expect(formValue()).toBe('');
  });

  it('keeps 24-hour times, whatever way they are typed', async () => {
    const user = userEvent.setup();
    render(<Example kind="time" />);
    await user.type(field(), '2130');
    expect(field().value).toBe('21:30');
    expect(formValue()).toBe('21:30');
    await user.clear(field());
    await user.type(field(), '8h05');
    await user.tab();
    expect(field().value).toBe('08:05');
    expect(formValue()).toBe('08:05');
  });

  it('says in French that a day does not exist once the field is left, and marks the field invalid', async () => {
    const user = userEvent.setup();
    render(<Example kind="date" />);
    await user.type(field(), '31042026');
    expect(screen.queryByText(MSG.dateTextInvalid)).toBeNull();
    await user.tab();
    const error = screen.getByText(MSG.dateTextInvalid);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toBe(error.id);
    // The form gets the text as typed, which no schema takes for a date: it cannot be sent as an empty field.
    expect(formValue()).toBe('31/04/2026');

    await user.clear(field());
    await user.type(field(), '30042026');
    expect(screen.queryByText(MSG.dateTextInvalid)).toBeNull();
    expect(field().getAttribute('aria-invalid')).toBeNull();
    expect(formValue()).toBe('2026-04-30');
  });

  it('offers the calendar of dates from a button whose name does not repeat the label', () => {
    render(<Example kind="date" />);
    expect(screen.getByRole('button', { name: MSG.datePickerOpen })).toBeTruthy();
    expect(screen.getAllByLabelText('Quand')).toHaveLength(1);
  });

  it('has no calendar button on a time, which is quicker typed', () => {
    render(<Example kind="time" />);
    expect(screen.queryByRole('button', { name: MSG.datePickerOpen })).toBeNull();
  });
});
