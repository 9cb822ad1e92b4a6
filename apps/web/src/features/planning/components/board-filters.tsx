import { GRADE_LABELS, GRADES } from '@secops/domain/grades';
import * as MSG from '@secops/domain/messages';
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { specialtyName, useSpecialties } from '../../../lib/specialty-catalogue.ts';
import { NO_BOARD_FILTERS, type BoardFilters as Filters } from '../utils/board-layout.ts';

export type Choice = { id: string; label: string };

type Props = {
  value: Filters;
  onChange: (next: Filters) => void;
  missions: readonly Choice[];
  clients: readonly Choice[];
};

/** Search by name or matricule; mission, client, specialty and grade; one button clears them all. */
export function BoardFilters({ value, onChange, missions, clients }: Props) {
  const specialties = useSpecialties();
  const set = (key: keyof Filters) => (next: string) => onChange({ ...value, [key]: next });
  const filtered = Object.values(value).some(Boolean);

  return (
    <div
      role="search"
      aria-label={MSG.boardFilters}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-6"
    >
      <Input
        label={MSG.boardSearch}
        type="search"
        placeholder={MSG.boardSearchPlaceholder}
        value={value.q}
        onChange={(event) => set('q')(event.target.value)}
        className="lg:col-span-2"
      />
      <Select
        label={MSG.boardFilterMission}
        value={value.missionId}
        onChange={(e) => set('missionId')(e.target.value)}
      >
        <option value="">{MSG.boardAllMissions}</option>
        {missions.map((mission) => (
          <option key={mission.id} value={mission.id}>
            {mission.label}
          </option>
        ))}
      </Select>
      <Select
        label={MSG.boardFilterClient}
        value={value.clientId}
        onChange={(e) => set('clientId')(e.target.value)}
      >
        <option value="">{MSG.boardAllClients}</option>
        {clients.map((client) => (
          <option key={client.id} value={client.id}>
            {client.label}
          </option>
        ))}
      </Select>
      <Select
        label={MSG.boardFilterSpecialty}
        value={value.specialty}
        onChange={(e) => set('specialty')(e.target.value)}
      >
        <option value="">{MSG.boardAllSpecialties}</option>
        {(specialties.data ?? []).map((specialty) => (
          <option key={specialty.code} value={specialty.code}>
            {specialtyName(specialties.data, specialty.code)}
          </option>
        ))}
      </Select>
      <div className="flex items-end gap-2">
        <Select
          label={MSG.boardFilterGrade}
          value={value.grade}
          onChange={(e) => set('grade')(e.target.value)}
          className="min-w-0 flex-1"
        >
          <option value="">{MSG.boardAllGrades}</option>
          {GRADES.map((grade) => (
            <option key={grade} value={grade}>
              {GRADE_LABELS[grade]}
            </option>
          ))}
        </Select>
        {filtered && (
          <Button
            variant="ghost"
            aria-label={MSG.boardFiltersReset}
            title={MSG.boardFiltersReset}
            icon={<X aria-hidden="true" />}
            onClick={() => onChange(NO_BOARD_FILTERS)}
            className="px-2.5"
          />
        )}
      </div>
    </div>
  );
}
