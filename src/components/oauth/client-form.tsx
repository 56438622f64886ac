'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { INTERNAL_ENDPOINTS, OAUTH_SCOPE_NAMES, OAUTH_SCOPES, type InternalEndpoint, type OAuthScope } from '@/lib/oauth';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { describedBy, Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { useMutationAction, type MutationOptions } from '@/components/ui/use-mutation-action';

export type ClientFormValues = {
  clientDisplayName: string;
  isConfidential: boolean;
  scopes: OAuthScope[];
  isClientCredentialsGrantAllowed: boolean;
  isAuthorizationCodeGrantAllowed: boolean;
  isRefreshTokenGrantAllowed: boolean;
  pkceRequired: boolean;
  redirectUrls: string[];
  permittedInternalEndpoints: InternalEndpoint[];
};

export const EMPTY_CLIENT: ClientFormValues = {
  clientDisplayName: '',
  isConfidential: true,
  scopes: ['profile'],
  isClientCredentialsGrantAllowed: false,
  isAuthorizationCodeGrantAllowed: true,
  isRefreshTokenGrantAllowed: true,
  pkceRequired: false,
  redirectUrls: [],
  permittedInternalEndpoints: [],
};

const GRANTS = [
  { key: 'isAuthorizationCodeGrantAllowed', label: 'grantAuthorizationCode' },
  { key: 'isRefreshTokenGrantAllowed', label: 'grantRefreshToken' },
  { key: 'isClientCredentialsGrantAllowed', label: 'grantClientCredentials' },
] as const;

/** Each internal endpoint's key in the OAuthInternalEndpoints namespace. */
const ENDPOINT_KEYS = {
  'GET /api/internal/v1/companies': 'companies',
  'GET /api/internal/v1/companies/{companyId}': 'company',
  'GET /api/internal/v1/students': 'students',
} as const satisfies Record<InternalEndpoint, string>;

function toggle<T>(values: T[], value: T, isOn: boolean): T[] {
  return isOn ? [...new Set([...values, value])] : values.filter((item) => item !== value);
}

/**
 * The create and edit form of a client; `isNew` adds the public/confidential choice, which cannot change later.
 * `save` is the write (`useMutationAction`'s options); its failure shows in the form rather than in a toast.
 */
export function ClientForm<TResult = unknown>({
  initial,
  isNew,
  submitLabel,
  save,
  onCancel,
}: {
  initial: ClientFormValues;
  isNew: boolean;
  submitLabel: string;
  save: MutationOptions<ClientFormValues, TResult>;
  onCancel?: () => void;
}) {
  const t = useTranslations('ClientForm');
  const scopeText = useTranslations('OAuthScopes');
  const endpointText = useTranslations('OAuthInternalEndpoints');
  const [values, setValues] = useState(initial);
  const [redirectText, setRedirectText] = useState(initial.redirectUrls.join('\n'));
  const [errors, setErrors] = useState<{ name?: string; redirects?: string }>({});
  const mutation = useMutationAction<ClientFormValues, TResult>({ ...save, toastError: false });
  const isSaving = mutation.isPending;
  const set = <K extends keyof ClientFormValues>(key: K, value: ClientFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const redirectUrls = redirectText
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const nextErrors = {
      name: values.clientDisplayName.trim() ? undefined : t('nameRequired'),
      redirects: values.isAuthorizationCodeGrantAllowed && redirectUrls.length === 0 ? t('redirectRequired') : undefined,
    };
    setErrors(nextErrors);
    if (nextErrors.name || nextErrors.redirects) {
      document.getElementById(nextErrors.name ? 'client-name' : 'client-redirects')?.focus();
      return;
    }
    await mutation.run({ ...values, clientDisplayName: values.clientDisplayName.trim(), redirectUrls });
  }

  const isPublic = !values.isConfidential;
  return (
    <form onSubmit={submit} className="grid gap-5" noValidate>
      <Field id="client-name" label={t('name')} required error={errors.name}>
        <Input
          id="client-name"
          value={values.clientDisplayName}
          onChange={(event) => set('clientDisplayName', event.target.value)}
          autoComplete="off"
          aria-invalid={Boolean(errors.name) || undefined}
          aria-describedby={describedBy('client-name', { error: errors.name })}
        />
      </Field>
      {isNew ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-gray-900">{t('clientType')}</legend>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="client-type"
              className="mt-1 accent-brand-600"
              checked={values.isConfidential}
              onChange={() => setValues((current) => ({ ...current, isConfidential: true, pkceRequired: false }))}
            />
            <span>{t('confidential')}</span>
          </label>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="client-type"
              className="mt-1 accent-brand-600"
              checked={isPublic}
              onChange={() =>
                setValues((current) => ({ ...current, isConfidential: false, isClientCredentialsGrantAllowed: false, pkceRequired: true }))
              }
            />
            <span>{t('public')}</span>
          </label>
        </fieldset>
      ) : null}
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-gray-900">{t('grantTypes')}</legend>
        {GRANTS.map((grant) => {
          const isDisabled = grant.key === 'isClientCredentialsGrantAllowed' && isPublic;
          return (
            <label key={grant.key} className="flex items-start gap-2 text-sm">
              <Checkbox
                className="mt-1"
                checked={values[grant.key]}
                disabled={isDisabled}
                onChange={(event) => set(grant.key, event.target.checked)}
              />
              <span className={isDisabled ? 'text-gray-500' : undefined}>{t(grant.label)}</span>
            </label>
          );
        })}
      </fieldset>
      <div className="grid gap-1">
        <label className="flex items-start gap-2 text-sm">
          <Checkbox
            className="mt-1"
            checked={values.pkceRequired}
            disabled={isPublic}
            onChange={(event) => set('pkceRequired', event.target.checked)}
            aria-describedby="client-pkce-hint"
          />
          <span className={isPublic ? 'text-gray-500' : undefined}>{t('pkceRequired')}</span>
        </label>
        <p id="client-pkce-hint" className="ml-6 text-sm text-gray-600">
          {isPublic ? t('pkcePublic') : t('pkceConfidential')}
        </p>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-gray-900">{t('scopes')}</legend>
        {OAUTH_SCOPE_NAMES.map((scope) => (
          <label key={scope} className="flex items-start gap-2 text-sm">
            <Checkbox
              className="mt-1"
              checked={values.scopes.includes(scope)}
              onChange={(event) => set('scopes', toggle(values.scopes, scope, event.target.checked))}
            />
            <span>
              <code className="font-mono text-xs">{scope}</code> — {scopeText(OAUTH_SCOPES[scope])}
            </span>
          </label>
        ))}
      </fieldset>
      <Field id="client-redirects" label={t('redirects')} hint={t('redirectsHint')} error={errors.redirects}>
        <Textarea
          id="client-redirects"
          rows={3}
          value={redirectText}
          onChange={(event) => setRedirectText(event.target.value)}
          className="font-mono text-xs"
          aria-invalid={Boolean(errors.redirects) || undefined}
          aria-describedby={describedBy('client-redirects', { hint: true, error: errors.redirects })}
        />
      </Field>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-gray-900">{t('internalEndpoints')}</legend>
        {INTERNAL_ENDPOINTS.map((item) => (
          <label key={item.endpoint} className="flex items-start gap-2 text-sm">
            <Checkbox
              className="mt-1"
              checked={values.permittedInternalEndpoints.includes(item.endpoint)}
              onChange={(event) =>
                set('permittedInternalEndpoints', toggle(values.permittedInternalEndpoints, item.endpoint, event.target.checked))
              }
            />
            <span>
              <code className="font-mono text-xs">{item.endpoint}</code> — {endpointText(ENDPOINT_KEYS[item.endpoint])}{' '}
              {t('endpointNeedsScope')} <code className="font-mono text-xs">{item.scope}</code>)
            </span>
          </label>
        ))}
      </fieldset>
      {mutation.error ? (
        <p role="alert" className="rounded-lg bg-error-50 p-3 text-sm text-error-800">
          {mutation.error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="cancel" onClick={onCancel} disabled={isSaving}>
            {t('cancel')}
          </Button>
        ) : null}
        <Button type="submit" isLoading={isSaving} loadingText={t('saving')}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
