import { APP_TITLE } from '@secops/domain/constants';
import * as MSG from '@secops/domain/messages';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

/** Any address outside the route table. '/' then sends the visitor where they belong. */
export function NotFoundRoute() {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-16">
      <title>{`${MSG.notFoundTitle} · ${APP_TITLE}`}</title>
      <div className="max-w-md text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-blue-50 text-blue-600">
          <SearchX aria-hidden="true" className="size-7" />
        </span>
        <p className="mt-6 text-sm font-semibold tracking-wide text-blue-700">{MSG.notFoundCode}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{MSG.notFoundTitle}</h1>
        <p className="mt-3 text-slate-600">{MSG.notFoundText}</p>
        <Link to="/" className={cn(buttonClasses(), 'mt-8')}>
          {MSG.backHome}
        </Link>
      </div>
    </main>
  );
}
