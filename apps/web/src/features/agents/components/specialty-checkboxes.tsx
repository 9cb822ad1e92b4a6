import type { Specialty } from '@secops/domain/agents.schemas';
import * as MSG from '@secops/domain/messages';
import { LoadingState } from '../../../components/ui/spinner.tsx';

type SpecialtyCheckboxesProps = {
  catalogue: readonly Specialty[] | undefined;
  isLoading: boolean;
  loadError?: string;
  value: readonly string[];
  onChange: (codes: string[]) => void;
};

/** The specialty catalogue as checkboxes, under their French labels. */
export function SpecialtyCheckboxes({
  catalogue,
  isLoading,
  loadError,
  value,
  onChange,
}: SpecialtyCheckboxesProps) {
  function toggle(code: string, checked: boolean) {
    onChange(checked ? [...value, code] : value.filter((chosen) => chosen !== code));
  }

  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{MSG.agentFieldSpecialties}</legend>
      {isLoading ? (
        <LoadingState className="py-4" />
      ) : loadError ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {loadError}
        </p>
      ) : (
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {catalogue?.map((specialty) => (
            <label
              key={specialty.code}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm text-slate-800 has-checked:border-blue-300 has-checked:bg-blue-50"
            >
              <input
                type="checkbox"
                checked={value.includes(specialty.code)}
                onChange={(event) => toggle(specialty.code, event.target.checked)}
                className="size-4 rounded border-slate-300 text-blue-600"
              />
              {specialty.label}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
