import * as MSG from '@secops/domain/messages';
import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button } from '../../components/ui/button.tsx';

/** Shown when a screen fails to load or to render (often a new version was deployed meanwhile). */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <div role="alert" className="flex min-h-[60dvh] items-center justify-center px-4 py-16">
      <div className="max-w-md text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
          <TriangleAlert aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900">{MSG.unexpectedError}</h1>
        <p className="mt-3 text-slate-600">{MSG.unexpectedErrorText}</p>
        <Button className="mt-8" onClick={() => window.location.reload()}>
          {MSG.reloadPage}
        </Button>
      </div>
    </div>
  );
}
