'use client';

import { CalendarRange } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { OnDemandSelect } from '@/components/ui/on-demand-select';
import { useCurrentSession } from './session-provider';

/**
 * The group + session picker of the header. Two labelled comboboxes (Radix Select: arrow keys,
 * typeahead, Enter/Space). `layout="stacked"` is for the mobile menu.
 *
 * It is on every page, drawn twice (the desktop and the phone copy), so each picker is an OnDemandSelect: a plain
 * button until the user heads for it, and a page's load evaluates and hydrates none of Radix's select
 * (docs/performance.md, Screens).
 */
export function SessionSelector({ layout = 'inline', className }: { layout?: 'inline' | 'stacked'; className?: string }) {
  const { groups, currentGroup, currentSession, selectGroup, selectSession } = useCurrentSession();
  const t = useTranslations('SessionSelector');
  const id = useId();

  if (!currentGroup || !currentSession) {
    return (
      <p className={cn('flex items-center gap-2 text-sm text-gray-600', className)}>
        <CalendarRange aria-hidden="true" className="size-4" />
        {t('noSession')}
      </p>
    );
  }

  const stacked = layout === 'stacked';
  const labelClass = cn('font-medium text-gray-600', stacked ? 'text-sm text-gray-800' : 'text-[0.7rem] leading-none');
  const triggerClass = cn(stacked ? 'h-10' : 'h-8 w-44 text-[0.8rem] xl:w-52');
  return (
    <div role="group" aria-label={t('label')} className={cn('flex min-w-0 gap-2', stacked ? 'flex-col gap-3' : 'items-center', className)}>
      <div className={cn('flex min-w-0 flex-col', stacked ? 'gap-1.5' : 'gap-0.5')}>
        <label htmlFor={`${id}-group`} className={labelClass}>
          {t('group')}
        </label>
        <OnDemandSelect
          id={`${id}-group`}
          value={String(currentGroup.sessionGroupId)}
          options={groups.map((group) => ({ value: String(group.sessionGroupId), label: group.title }))}
          onValueChange={(value) => selectGroup(Number(value))}
          className={triggerClass}
        />
      </div>
      <div className={cn('flex min-w-0 flex-col', stacked ? 'gap-1.5' : 'gap-0.5')}>
        <label htmlFor={`${id}-session`} className={labelClass}>
          {t('session')}
        </label>
        <OnDemandSelect
          id={`${id}-session`}
          value={String(currentSession.sessionId)}
          options={currentGroup.sessions.map((session) => ({ value: String(session.sessionId), label: session.title }))}
          onValueChange={(value) => selectSession(Number(value))}
          className={triggerClass}
        />
      </div>
    </div>
  );
}
