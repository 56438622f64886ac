import { useTranslations } from 'next-intl';
import { useMemo } from 'react';

type AuditKey = Parameters<ReturnType<typeof useTranslations<'AuditLabels'>>>[0];

/**
 * The names of the audited actions and entities in the page's language (AuditLabels in messages/<language>/admin.json,
 * the action codes nested at their dots); one not listed shows its code, so nothing is hidden.
 */
export function useAuditLabels(): { actionLabel: (action: string) => string; entityLabel: (entityType: string) => string } {
  const t = useTranslations('AuditLabels');
  return useMemo(() => {
    const say = (key: string, fallback: string) => (t.has(key as AuditKey) ? t(key as AuditKey) : fallback);
    return {
      actionLabel: (action: string) => say(`actions.${action}`, action),
      entityLabel: (entityType: string) => (entityType.includes('.') ? entityType : say(`entities.${entityType}`, entityType)),
    };
  }, [t]);
}
