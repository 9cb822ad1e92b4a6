import type { Specialty } from '@secops/domain/agents.schemas';
import * as MSG from '@secops/domain/messages';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';

type SpecialtyNavProps = {
  specialties: readonly Specialty[];
  selected: string;
  hrefOf: (code: string) => string;
};

/** The specialty catalogue on the left; the chosen one is marked as the current page. */
export function SpecialtyNav({ specialties, selected, hrefOf }: SpecialtyNavProps) {
  return (
    <nav aria-label={MSG.templateSpecialties}>
      <h2 className="mb-2 px-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {MSG.templateSpecialties}
      </h2>
      {specialties.length === 0 ? (
        <p className="px-1 text-sm text-slate-500">{MSG.templateNoSpecialty}</p>
      ) : (
        <ul className="flex gap-1 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible lg:pb-0">
          {specialties.map((specialty) => {
            const current = specialty.code === selected;
            return (
              <li key={specialty.code} className="shrink-0">
                <Link
                  to={hrefOf(specialty.code)}
                  replace
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                    current
                      ? 'bg-blue-600 text-white'
                      : 'bg-white text-slate-700 hover:bg-slate-100 lg:bg-transparent',
                  )}
                >
                  {specialty.label}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
