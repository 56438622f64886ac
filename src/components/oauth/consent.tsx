'use client';

import { CircleAlert, ShieldCheck } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { apiCall, type ApiCallInput } from '@/lib/api-call';
import { OAUTH_SCOPES, type AuthorizationRequestView } from '@/lib/oauth';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

export type AuthorizeQuery = Record<string, string | undefined>;

// One request per query per page load: React may run effects twice in development.
const pending = new Map<string, Promise<AuthorizationRequestView>>();

function open(query: AuthorizeQuery): Promise<AuthorizationRequestView> {
  const key = JSON.stringify(query);
  let request = pending.get(key);
  if (!request) {
    // The application's query goes to the server as it came: the server judges it (a missing or malformed
    // parameter is its 400, shown below), so the screen does not pretend to have checked it.
    const body = {
      clientId: query.client_id,
      redirectUri: query.redirect_uri,
      scope: query.scope,
      state: query.state,
      codeChallenge: query.code_challenge,
      codeChallengeMethod: query.code_challenge_method,
    } as ApiCallInput<'POST /idp/request'>['body'];
    request = apiCall('POST /idp/request', { body });
    pending.set(key, request);
  }
  return request;
}

/**
 * The consent itself. The answer is a plain form post, so the browser follows the portal's 302 to
 * the application; nothing is redirected before the request has been checked on the server.
 */
export function Consent({ query, displayName, roleLabel }: { query: AuthorizeQuery; displayName: string; roleLabel: string }) {
  const t = useTranslations('OAuthConsent');
  const scopeText = useTranslations('OAuthScopes');
  const [request, setRequest] = useState<AuthorizationRequestView | null>(null);
  const [failure, setFailure] = useState<string | null>(query.response_type === 'code' ? null : t('unsupportedResponseType'));

  useEffect(() => {
    if (query.response_type !== 'code') return;
    let isActive = true;
    open(query).then(
      (answer) => isActive && setRequest(answer),
      (error: unknown) => isActive && setFailure(errorMessage(error)),
    );
    return () => {
      isActive = false;
    };
  }, [query]);

  if (failure) {
    return (
      <div role="alert" className="text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-error-50 text-error-700">
          <CircleAlert aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-5 text-xl font-bold text-gray-900">{t('invalidTitle')}</h1>
        <p className="mt-2 text-sm text-gray-700">{t('invalidBody')}</p>
        <p className="mt-3 rounded-lg bg-gray-50 p-3 font-mono text-xs break-words text-gray-700">{failure}</p>
        <Button asChild variant="cancel" className="mt-6">
          <Link href="/">{t('backHome')}</Link>
        </Button>
      </div>
    );
  }

  if (!request) {
    return (
      <div aria-live="polite" className="flex flex-col items-center py-6 text-center">
        <Spinner className="size-7 text-brand-600" />
        <p className="mt-4 text-sm text-gray-600">{t('checking')}</p>
      </div>
    );
  }

  const redirectHost = new URL(request.redirectUri).host;
  return (
    <div>
      <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <ShieldCheck aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-5 text-center text-xl font-bold text-gray-900">
        {t.rich('title', {
          app: request.clientDisplayName,
          highlight: (chunks) => <span className="text-brand-700">{chunks}</span>,
        })}
      </h1>
      <p className="mt-2 text-center text-sm text-gray-700">
        {t.rich('signedInAs', {
          name: displayName,
          role: roleLabel,
          strong: (chunks) => <strong className="font-semibold text-gray-900">{chunks}</strong>,
        })}
      </p>
      <div className="mt-5 rounded-xl border bg-gray-50 p-4 text-left text-sm">
        <h2 className="font-semibold text-gray-900">{t('willAccess')}</h2>
        <ul className="mt-2 grid gap-1.5">
          {request.scopes.map((scope) => (
            <li key={scope} className="flex gap-2 text-gray-700">
              <span aria-hidden="true">•</span>
              {scopeText(OAUTH_SCOPES[scope])}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-gray-600">
          {t.rich('providerAndReturn', {
            provider: request.providerName,
            host: redirectHost,
            mono: (chunks) => <span className="font-mono">{chunks}</span>,
          })}
        </p>
      </div>
      <form method="post" action="/api/idp/submit" className="mt-6 grid gap-2 sm:grid-cols-2">
        <input type="hidden" name="requestId" value={request.requestId} />
        <Button type="submit" name="decision" value="deny" variant="cancel">
          {t('deny')}
        </Button>
        <Button type="submit" name="decision" value="allow">
          {t('allow')}
        </Button>
      </form>
    </div>
  );
}
