import type { Specialty } from '@secops/domain/agents.schemas';
import * as MSG from '@secops/domain/messages';
import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses } from '../../../components/ui/field.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { specialtyName } from '../../../lib/specialty-catalogue.ts';

type SpecialtiesEditorProps = {
  catalogue: readonly Specialty[] | undefined;
  value: readonly string[];
  onChange: (codes: string[]) => void;
  error?: string;
};

/**
 * The agent's specialties: remove one, add one from the catalogue, or create a new one (trimmed; an empty text is
 * ignored). A typed name that matches a catalogue label picks that specialty.
 */
export function SpecialtiesEditor({ catalogue, value, onChange, error }: SpecialtiesEditorProps) {
  const id = useId();
  const [picked, setPicked] = useState('');
  const [typed, setTyped] = useState('');
  const available = (catalogue ?? []).filter((specialty) => !value.includes(specialty.code));

  function add(code: string) {
    if (code && !value.includes(code)) onChange([...value, code]);
  }

  function create() {
    const text = typed.trim();
    if (!text) return setTyped('');
    const known = catalogue?.find((specialty) => specialty.label.toLowerCase() === text.toLowerCase());
    add(known?.code ?? text);
    setTyped('');
  }

  function onTypedKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    create();
  }

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-700">{MSG.agentFieldSpecialties}</legend>
      {value.length === 0 ? (
        <p className="text-sm text-slate-500">{MSG.agentNoSpecialty}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {value.map((code) => {
            const label = specialtyName(catalogue, code);
            return (
              <li
                key={code}
                className="inline-flex items-center gap-1 rounded-full bg-blue-50 py-1 pr-1 pl-3 text-sm text-blue-800 ring-1 ring-blue-600/20 ring-inset"
              >
                {label}
                <button
                  type="button"
                  onClick={() => onChange(value.filter((chosen) => chosen !== code))}
                  aria-label={formatMessage(MSG.specialtyRemove, { label })}
                  className="rounded-full p-0.5 hover:bg-blue-100"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-pick`} className="block text-sm text-slate-600">
            {MSG.specialtyPick}
          </label>
          <div className="flex gap-2">
            <select
              id={`${id}-pick`}
              value={picked}
              onChange={(event) => setPicked(event.target.value)}
              className={controlClasses(false)}
            >
              <option value="">{MSG.specialtyPickPlaceholder}</option>
              {available.map((specialty) => (
                <option key={specialty.code} value={specialty.code}>
                  {specialty.label}
                </option>
              ))}
            </select>
            <Button
              variant="secondary"
              disabled={!picked}
              onClick={() => {
                add(picked);
                setPicked('');
              }}
              icon={<Plus aria-hidden="true" />}
            >
              {MSG.specialtyAdd}
            </Button>
          </div>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-new`} className="block text-sm text-slate-600">
            {MSG.specialtyNew}
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-new`}
              value={typed}
              maxLength={50}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={onTypedKey}
              placeholder={MSG.specialtyNewPlaceholder}
              className={controlClasses(false)}
            />
            <Button variant="secondary" onClick={create} icon={<Plus aria-hidden="true" />}>
              {MSG.specialtyCreate}
            </Button>
          </div>
        </div>
      </div>
    </fieldset>
  );
}
