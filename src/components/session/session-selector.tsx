'use client';

import { CalendarRange, ChevronDown } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlClasses } from '@/components/ui/input';
import { useCurrentSession } from './session-provider';

/**
 * The group + session picker of the header: two labelled native selects. The browser's own control is
 * keyboard- and screen-reader-ready, opens the phone's picker on touch, and costs next to nothing to hydrate
 * on every page (docs/performance.md, "Screens"). `layout="stacked"` is for a narrow column.
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
  const labelClasses = cn('font-medium text-gray-600', stacked ? 'text-sm text-gray-800' : 'text-[0.7rem] leading-none');
  const selectClasses = cn(controlClasses, 'appearance-none pr-8', stacked ? 'h-10' : 'h-8 w-44 text-[0.8rem] xl:w-52');
  return (
    <div
      role="group"
      aria-label="เลือกรอบการฝึกงาน"
      className={cn('flex min-w-0 gap-2', stacked ? 'flex-col gap-3' : 'items-center', className)}
    >
      <div className={cn('flex min-w-0 flex-col', stacked ? 'gap-1.5' : 'gap-0.5')}>
        <label htmlFor={groupId} className={labelClasses}>
          กลุ่มรอบ
        </label>
        <PickerSelect
          id={groupId}
          className={selectClasses}
          value={String(currentGroup.sessionGroupId)}
          onChange={(event) => selectGroup(Number(event.target.value))}
        >
          {groups.map((group) => (
            <option key={group.sessionGroupId} value={String(group.sessionGroupId)}>
              {group.title}
            </option>
          ))}
        </PickerSelect>
      </div>
      <div className={cn('flex min-w-0 flex-col', stacked ? 'gap-1.5' : 'gap-0.5')}>
        <label htmlFor={sessionId} className={labelClasses}>
          รอบ
        </label>
        <PickerSelect
          id={sessionId}
          className={selectClasses}
          value={String(currentSession.sessionId)}
          onChange={(event) => selectSession(Number(event.target.value))}
        >
          {currentGroup.sessions.map((session) => (
            <option key={session.sessionId} value={String(session.sessionId)}>
              {session.title}
            </option>
          ))}
        </PickerSelect>
      </div>
    </div>
  );
}

/** A native select drawn with the portal's chevron (the browser's own arrow differs between platforms). */
function PickerSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <span className="relative flex min-w-0">
      <select className={className} {...props} />
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-gray-600" />
    </span>
  );
}
