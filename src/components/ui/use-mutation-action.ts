'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { ApiError, errorMessage, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { toast } from './use-toast';

export type MutationToast = string | { title: string; description?: string };

export type MutationOptions<TInput, TResult> = {
  /** The write itself, usually one `apiFetch`. */
  action: (input: TInput) => Promise<TResult>;
  /** The success toast; a function can name what was done, or return null for no toast. */
  success?: MutationToast | ((result: TResult, input: TInput) => MutationToast | null);
  /** Title of the error toast (a function when it depends on what failed); the server's message (or `describeError`'s) is its description. */
  failure?: string | ((error: unknown) => string);
  /** The Thai message of a failure (by default the server's), also kept in `error` for the form to show. */
  describeError?: (error: unknown) => string;
  /** The failure's messages per form field (e.g. a 400's `body.<field>: …` parts), kept in `fieldErrors` for the form. */
  fieldErrors?: (error: unknown) => Record<string, string>;
  /** False (for all or some failures) when the form shows the failure itself, under a field, and a toast would only repeat it. */
  toastError?: boolean | ((error: unknown) => boolean);
  /** Re-render the server components of the page after success (default true): the table shows the new state. */
  refresh?: boolean;
  onSuccess?: (result: TResult, input: TInput) => void;
  /** After a failure is reported, e.g. to put a server's field messages beside the form's own and focus the first. */
  onError?: (error: unknown, input: TInput) => void;
};

export type MutationOutcome<TResult> = { ok: true; result: TResult } | { ok: false; error: string };

function toastArgs(message: MutationToast): [string, string | undefined] {
  return typeof message === 'string' ? [message, undefined] : [message.title, message.description];
}

/**
 * The one client helper every form and dialog uses for a write:
 * saving flag, the error to show, the toast of the outcome and `router.refresh()` in one place.
 * `run` never throws; `runOrThrow` throws after reporting, for callers such as ConfirmDialog that stay
 * open when their action fails.
 */
export function useMutationAction<TInput = void, TResult = unknown>(options: MutationOptions<TInput, TResult>) {
  const t = useTranslations('Common');
  const router = useRouter();
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const run = async (input: TInput): Promise<MutationOutcome<TResult>> => {
    const {
      action,
      success,
      failure = t('saveFailed'),
      describeError = (caught: unknown) =>
        caught instanceof ApiError && caught.message === NETWORK_ERROR_MESSAGE
          ? t('networkError')
          : errorMessage(caught, t('unexpectedError')),
      toastError = true,
      refresh = true,
      onSuccess,
    } = options;
    setIsPending(true);
    setError(null);
    setFieldErrors({});
    try {
      const result = await action(input);
      const message = typeof success === 'function' ? success(result, input) : success;
      if (message) toast.success(...toastArgs(message));
      onSuccess?.(result, input);
      if (refresh) router.refresh();
      return { ok: true, result };
    } catch (caught) {
      const message = describeError(caught);
      setError(message);
      if (options.fieldErrors) setFieldErrors(options.fieldErrors(caught));
      if (typeof toastError === 'function' ? toastError(caught) : toastError)
        toast.error(typeof failure === 'function' ? failure(caught) : failure, message || undefined);
      options.onError?.(caught, input);
      return { ok: false, error: message };
    } finally {
      setIsPending(false);
    }
  };

  const runOrThrow = async (input: TInput): Promise<TResult> => {
    const outcome = await run(input);
    if (!outcome.ok) throw new Error(outcome.error);
    return outcome.result;
  };

  const reset = useCallback(() => {
    setError(null);
    setFieldErrors({});
  }, []);

  return { run, runOrThrow, isPending, error, setError, fieldErrors, reset };
}

/**
 * A dialog with a form: open state, a reset of the form each time it opens, and the mutation above. It
 * closes on success and refuses to close while saving, so a slow save is never cut off half-way.
 */
export function useFormDialog<TInput = void, TResult = unknown>(
  options: MutationOptions<TInput, TResult> & { onOpen?: () => void; closeOnSuccess?: boolean },
) {
  const [open, setOpen] = useState(false);
  const { closeOnSuccess = true, onOpen, onSuccess, ...mutationOptions } = options;
  const mutation = useMutationAction<TInput, TResult>({
    ...mutationOptions,
    onSuccess: (result, input) => {
      if (closeOnSuccess) setOpen(false);
      onSuccess?.(result, input);
    },
  });
  const { isPending, reset } = mutation;

  const onOpenChange = useCallback(
    (next: boolean) => {
      if (isPending) return;
      if (next) {
        onOpen?.();
        reset();
      }
      setOpen(next);
    },
    [isPending, onOpen, reset],
  );

  return { ...mutation, open, onOpenChange, close: () => onOpenChange(false), isSaving: isPending };
}
