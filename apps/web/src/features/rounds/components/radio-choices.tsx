import { useId, type ReactNode } from 'react';

type Choice<T extends string> = { value: T; label: string; hint?: ReactNode };

type RadioChoicesProps<T extends string> = {
  legend: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
};

/** A labelled group of radio buttons side by side, each with an optional line under its label. */
export function RadioChoices<T extends string>({ legend, choices, value, onChange }: RadioChoicesProps<T>) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm text-slate-800 has-checked:border-blue-300 has-checked:bg-blue-50"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="mt-0.5 size-4 border-slate-300 text-blue-600"
            />
            <span>
              <span className="block font-medium">{choice.label}</span>
              {choice.hint && <span className="block text-xs text-slate-600">{choice.hint}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
