import * as MSG from '@secops/domain/messages';

export type TeamMember = { id: string; firstName: string; lastName: string };

export const memberName = (member: TeamMember) => `${member.firstName} ${member.lastName}`;

type TeamPickerProps = {
  team: readonly TeamMember[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
};

/** The agents of the mission a task is for; none ticked means the whole team. */
export function TeamPicker({ team, selected, onChange, error }: TeamPickerProps) {
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((chosen) => chosen !== id));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{MSG.checklistTaskForWhom}</legend>
      {team.length === 0 ? (
        <p className="text-sm text-slate-500">{MSG.checklistTaskNoTeam}</p>
      ) : (
        <>
          <p className="text-xs text-slate-500">{MSG.checklistTaskForWhomHint}</p>
          <div className="grid gap-2 sm:grid-cols-2">
            {team.map((member) => (
              <label
                key={member.id}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50"
              >
                <input
                  type="checkbox"
                  className="size-4 rounded border-slate-300 text-blue-600"
                  checked={selected.includes(member.id)}
                  onChange={(event) => toggle(member.id, event.target.checked)}
                />
                {memberName(member)}
              </label>
            ))}
          </div>
        </>
      )}
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}
