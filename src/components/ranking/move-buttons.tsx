'use client';

import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { RankRowControls } from './sortable-rank-list-shared';

/**
 * The ↑ / ↓ buttons of a ranked row, the keyboard and touch alternative to dragging: named "move {label} up/down",
 * disabled at the top and the bottom. `children` are further buttons of the row, in the same group.
 */
export function MoveButtons({ controls, label, children }: { controls: RankRowControls; label: string; children?: ReactNode }) {
  const t = useTranslations('MoveButtons');
  return (
    <div className="flex shrink-0 gap-1">
      <Button size="sm" variant="ghost" aria-label={t('up', { label })} disabled={controls.index === 0} onClick={() => controls.move(-1)}>
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('down', { label })}
        disabled={controls.index === controls.count - 1}
        onClick={() => controls.move(1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
      {children}
    </div>
  );
}
