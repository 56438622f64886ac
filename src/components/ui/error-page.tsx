import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { Logo } from './logo';

/** The message of an error body `{ message }` or an Error, if it has one. */
export function messageFromError(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message.trim())
    return error.message;
  return undefined;
}

export type ErrorPageProps = {
  /** 403, 404 or 500; any other status is shown as 500. */
  status?: number;
  /** The thrown error or the error body; its message wins over `description`. */
  error?: unknown;
  description?: string;
  /** Replaces the default link back to the home page. */
  action?: ReactNode;
  /** Fill the viewport (standalone pages) or sit inside the portal shell. */
  fullScreen?: boolean;
  className?: string;
};

export function ErrorPage({ status = 500, error, description, action, fullScreen = false, className }: ErrorPageProps) {
  const t = useTranslations('Common');
  const known = status === 403 || status === 404 ? status : 500;
  const message = messageFromError(error) ?? description ?? t(`errorPage.description${known}`);
  return (
    <section
      aria-labelledby="error-page-title"
      className={cn('flex flex-col items-center justify-center px-6 py-16 text-center', fullScreen && 'min-h-dvh bg-canvas', className)}
    >
      <Logo />
      {/^\d{3}$/.test(String(status)) ? (
        <p aria-hidden="true" className="mt-10 text-7xl leading-none font-bold tracking-tight text-brand-600 tabular-nums sm:text-8xl">
          {status}
        </p>
      ) : null}
      <h1 id="error-page-title" className="mt-5 text-2xl font-bold text-gray-900 sm:text-3xl">
        {t(`errorPage.title${known}`)}
      </h1>
      <p className="mt-3 max-w-md text-base text-gray-700 [overflow-wrap:anywhere]">{message}</p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        {action ?? (
          <Button asChild size="lg">
            <Link href="/">
              <ArrowLeft aria-hidden="true" />
              {t('errorPage.home')}
            </Link>
          </Button>
        )}
      </div>
    </section>
  );
}
