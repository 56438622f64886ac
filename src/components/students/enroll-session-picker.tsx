'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { controlClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export type SessionOption = { sessionId: number; title: string; sessionGroupTitle: string };

/**
 * The session of the "enroll the selected students" confirmation. The confirmation keeps the action it opened with,
 * so the choice goes to the action's `run` through `onChange` (a ref of the table) rather than through a render;
 * each opening starts at the first session and says so.
 */
export function EnrollSessionPicker({ sessions, onChange }: { sessions: SessionOption[]; onChange: (sessionId: number) => void }) {
  const t = useTranslations('EnrollSessionPicker');
  const id = useId();
  const [value, setValue] = useState(String(sessions[0]?.sessionId ?? ''));
  useEffect(() => onChange(Number(value)), [onChange, value]);
  return (
    <span className="mt-3 grid gap-1.5 text-left">
      <Label htmlFor={id}>{t('session')}</Label>
      <select id={id} className={`${controlClasses} h-10`} value={value} onChange={(event) => setValue(event.target.value)}>
        {sessions.map((session) => (
          <option key={session.sessionId} value={session.sessionId}>
            {session.sessionGroupTitle} · {session.title}
          </option>
        ))}
      </select>
      <span className="text-sm text-gray-600">{t('hint')}</span>
    </span>
  );
}
