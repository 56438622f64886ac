'use client';

import { ArrowRight, Eye, EyeOff, LogIn } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError, NETWORK_ERROR_MESSAGE, SERVICE_UNAVAILABLE_MESSAGES } from '@/lib/api-client';
import { apiCall } from '@/lib/api-call';
import type { LoginOptions } from '@/lib/auth';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { UntilHydrated } from '@/components/ui/until-hydrated';

type OptionsState = { kind: 'loading' } | { kind: 'ready'; options: LoginOptions };

type SignInMessages = ReturnType<typeof useTranslations<'SignIn'>>;

/** What went wrong, in the page's language: the sign-in's failures are told by their status, not the server's text. */
function signInErrorMessage(error: unknown, t: SignInMessages): string {
  if (!(error instanceof ApiError)) return t('failed');
  if (error.message === NETWORK_ERROR_MESSAGE) return t('networkError');
  if (error.status === 401) return t('wrongCredentials');
  if (error.status === 429) return t('tooManyAttempts');
  // 503: the database is unreachable (its own message), or every password-check slot of this server is busy (a burst of sign-ins).
  if (error.status === 503)
    return (Object.values(SERVICE_UNAVAILABLE_MESSAGES) as string[]).includes(error.message) ? t('unavailable') : t('busy');
  return t('failed');
}

/**
 * The built-in sign-in (DOMAIN.md: stands in for the course platform). When the platform is
 * configured, a single button goes to its authorize URL instead of the form. Both carry `next`, the
 * portal path to open after signing in (already checked by the page, checked again by the server).
 */
export function LoginForm({ next = '/' }: { next?: string }) {
  const t = useTranslations('SignIn');
  const id = useId();
  const [state, setState] = useState<OptionsState>({ kind: 'loading' });
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  // The form's own check (a blank field), before anything is sent.
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string }>({});
  // Stays true once signed in: the form stays busy until the browser has left for `redirectTo`.
  const [isLeaving, setIsLeaving] = useState(false);
  const signingIn = useMutationAction<{ username: string; password: string }, { redirectTo: string }>({
    action: (credentials) =>
      apiCall('POST /auth/signin', { body: { ...credentials, ...(next === '/' ? {} : { next }) }, expectedStatuses: [200] }),
    describeError: (failure) => signInErrorMessage(failure, t),
    // The failure is shown in the form, above the button, not toasted; a success leaves the page.
    toastError: false,
    refresh: false,
    onSuccess: ({ redirectTo }) => {
      setIsLeaving(true);
      window.location.assign(redirectTo);
    },
  });
  const isSubmitting = signingIn.isPending || isLeaving;
  const error = signingIn.error;

  useEffect(() => {
    const controller = new AbortController();
    apiCall('GET /auth/login-options', { signal: controller.signal })
      .then((options) => setState({ kind: 'ready', options }))
      .catch(() => {
        // Without the options the built-in form is the safe default.
        if (!controller.signal.aborted) setState({ kind: 'ready', options: { courseville: null } });
      });
    return () => controller.abort();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const nextErrors = {
      username: username.trim() ? undefined : t('usernameRequired'),
      password: password ? undefined : t('passwordRequired'),
    };
    setFieldErrors(nextErrors);
    if (nextErrors.username || nextErrors.password) {
      signingIn.reset();
      document.getElementById(nextErrors.username ? `${id}-username` : `${id}-password`)?.focus();
      return;
    }
    await signingIn.run({ username: username.trim(), password });
  }

  if (state.kind === 'loading') {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-10 text-sm text-gray-700">
        <Spinner className="size-5 text-brand-600" />
        {t('loadingOptions')}
      </div>
    );
  }

  const courseville = state.options.courseville;
  if (courseville) {
    return (
      <div className="grid gap-4">
        <Button asChild size="lg" className="w-full">
          <a href={next === '/' ? courseville.authorizeUrl : `${courseville.authorizeUrl}?next=${encodeURIComponent(next)}`}>
            <LogIn aria-hidden="true" />
            {t('withCourseVille')}
          </a>
        </Button>
        <p className="text-center text-sm text-gray-600">{t('courseVilleHint')}</p>
      </div>
    );
  }

  const usernameId = `${id}-username`;
  const passwordId = `${id}-password`;
  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-describedby={error ? `${id}-error` : undefined}>
      <UntilHydrated>
        <Field id={usernameId} label={t('username')} error={fieldErrors.username}>
          <Input
            id={usernameId}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            disabled={isSubmitting}
            aria-invalid={Boolean(fieldErrors.username) || undefined}
            aria-describedby={fieldErrors.username ? `${usernameId}-error` : undefined}
            className="h-11"
          />
        </Field>
        <Field id={passwordId} label={t('password')} error={fieldErrors.password}>
          <div className="relative">
            <Input
              id={passwordId}
              name="password"
              type={isPasswordVisible ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              disabled={isSubmitting}
              aria-invalid={Boolean(fieldErrors.password) || undefined}
              aria-describedby={fieldErrors.password ? `${passwordId}-error` : undefined}
              className="h-11 pr-11"
            />
            <button
              type="button"
              onClick={() => setIsPasswordVisible((visible) => !visible)}
              aria-label={isPasswordVisible ? t('hidePassword') : t('showPassword')}
              aria-pressed={isPasswordVisible}
              className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
            >
              {isPasswordVisible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
            </button>
          </div>
        </Field>
        <div aria-live="assertive" id={`${id}-error`}>
          {error ? <p className="rounded-lg border border-error-200 bg-error-50 px-3 py-2.5 text-sm text-error-800">{error}</p> : null}
        </div>
        <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting} loadingText={t('submitting')}>
          {t('submit')}
          <ArrowRight aria-hidden="true" />
        </Button>
      </UntilHydrated>
    </form>
  );
}
