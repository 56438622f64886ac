'use client';

import { CalendarRange } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useCurrentSession } from './session-provider';

/**
 * The group + session picker of the header. Two labelled comboboxes (Radix Select: arrow keys,
 * typeahead, Enter/Space). `layout="stacked"` is for the mobile menu.
 */
export function SessionSelector({ layout = 'inline', className }: { layout?: 'inline' | 'stacked'; className?: string }) {
  const { groups, currentGroup, currentSession, selectGroup, selectSession } = useCurrentSession();
  const id = useId();
  const groupId = `${id}-group`;
  const sessionId = `${id}-session`;

  if (!currentGroup || !currentSession) {
    return (
      <p className={cn('flex items-center gap-2 text-sm text-gray-600', className)}>
        <CalendarRange aria-hidden="true" className="size-4" />
        ยังไม่มีรอบการฝึกงาน
      </p>
    );
  }

  const stacked = layout === 'stacked';
  return (
    <div
      role="group"
      aria-label="เลือกรอบการฝึกงาน"
      className={cn('flex min-w-0 gap-2', stacked ? 'flex-col gap-3' : 'items-center', className)}
    >
      <div className={cn('flex min-w-0 flex-col', stacked ? 'gap-1.5' : 'gap-0.5')}>
        <label
          htmlFor={groupId}
          className={cn('font-medium text-gray-600', stacked ? 'text-sm text-gray-800' : 'text-[0.7rem] leading-none')}
        >
          กลุ่มรอบ
        </label>
        <Select value={String(currentGroup.sessionGroupId)} onValueChange={(value) => selectGroup(Number(value))}>
          <SelectTrigger id={groupId} className={cn(stacked ? 'h-10' : 'h-8 w-44 text-[0.8rem] xl:w-52')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {groups.map((group) => (
              <SelectItem key={group.sessionGroupId} value={String(group.sessionGroupId)}>
                {group.title}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className={cn('flex min-w-0 flex-col', stacked ? 'gap-1.5' : 'gap-0.5')}>
        <label
          htmlFor={sessionId}
          className={cn('font-medium text-gray-600', stacked ? 'text-sm text-gray-800' : 'text-[0.7rem] leading-none')}
        >
          รอบ
        </label>
        <Select value={String(currentSession.sessionId)} onValueChange={(value) => selectSession(Number(value))}>
          <SelectTrigger id={sessionId} className={cn(stacked ? 'h-10' : 'h-8 w-44 text-[0.8rem] xl:w-52')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {currentGroup.sessions.map((session) => (
              <SelectItem key={session.sessionId} value={String(session.sessionId)}>
                {session.title}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
