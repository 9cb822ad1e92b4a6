import { APP_TAGLINE, APP_TITLE } from '@secops/domain/constants';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';

type AuthFrameProps = { heading: string; description?: ReactNode; children: ReactNode };

/** The centred frame of the public screens: product title and tagline above a white card. */
export function AuthFrame({ heading, description, children }: AuthFrameProps) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-br from-slate-950 via-slate-900 to-blue-950 px-4 py-10">
      <title>{`${heading} · ${APP_TITLE}`}</title>
      <main className="w-full max-w-md">
        <div className="mb-8 flex flex-col items-center text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-blue-600 text-white shadow-lg shadow-blue-950/50">
            <ShieldCheck aria-hidden="true" className="size-8" />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-white">{APP_TITLE}</h1>
          <p className="mt-1 text-sm text-slate-300">{APP_TAGLINE}</p>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
          <h2 className="text-xl font-semibold text-slate-900">{heading}</h2>
          {description && <p className="mt-1.5 text-sm text-slate-600">{description}</p>}
          <div className="mt-6">{children}</div>
        </div>
      </main>
    </div>
  );
}
