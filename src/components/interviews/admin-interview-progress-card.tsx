'use client';

import { ChevronDown } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { RoundInterviewProgress } from '@/lib/interviews';
import { nameIn } from '@/lib/names';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { studentName } from './company-interview-text';

/** Openings shown before "show all": a big term has dozens; the ones with slots come first (the server's order). */
const OPENINGS_SHOWN = 10;
/** Names listed per opening when expanded; the rest are counted. */
const NAMES_SHOWN = 30;

/**
 * "Interviews" on the admin's session screen (docs/interviews.md): for the group's current round, per opening that
 * offers interview slots, how many live slots and bookings it has and which applicants hold no booking (expandable).
 * Openings without slots are only counted: interviews are optional, so they are not behind.
 */
export function AdminInterviewProgressCard({ progress }: { progress: RoundInterviewProgress }) {
  const t = useTranslations('AdminInterviewProgressCard');
  const locale = useLocale();
  const [isShowingAll, setIsShowingAll] = useState(false);
  const withSlots = progress.openings.filter((opening) => opening.slotCount > 0);
  const withoutSlots = progress.openings.length - withSlots.length;
  const shown = isShowingAll ? withSlots : withSlots.slice(0, OPENINGS_SHOWN);
  const bookedTotal = withSlots.reduce((sum, opening) => sum + opening.bookedCount, 0);
  const applicantTotal = withSlots.reduce((sum, opening) => sum + opening.applicantCount, 0);

  return (
    <Card data-testid="admin-interview-progress-card">
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description', { round: progress.round })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 pt-3">
        {withSlots.length === 0 ? (
          <p className="rounded-xl border border-dashed border-gray-300 px-4 py-6 text-center text-sm text-gray-600">
            {t('none', { round: progress.round })}
          </p>
        ) : (
          <>
            <div className="flex flex-wrap gap-2">
              <Badge tone="info">{t('withSlots', { count: withSlots.length })}</Badge>
              <Badge tone="success">{t('bookedTotal', { booked: bookedTotal, applicants: applicantTotal })}</Badge>
              {withoutSlots > 0 ? <Badge>{t('withoutSlots', { count: withoutSlots })}</Badge> : null}
            </div>
            <ul className="grid divide-y rounded-xl border">
              {shown.map((opening) => (
                <li key={opening.openingId} className="grid gap-2 px-4 py-3">
                  <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0">
                      <p className="font-medium break-words text-gray-900">{opening.openingTitle}</p>
                      <p className="text-xs text-gray-600">{nameIn({ locale, th: opening.companyNameTh, en: opening.companyNameEn })}</p>
                    </div>
                    <dl className="flex shrink-0 flex-wrap gap-x-4 gap-y-1 text-sm">
                      <div className="flex gap-1">
                        <dt className="text-gray-600">{t('slots')}</dt>
                        <dd className="font-medium text-gray-900">{opening.slotCount}</dd>
                      </div>
                      <div className="flex gap-1">
                        <dt className="text-gray-600">{t('booked')}</dt>
                        <dd className="font-medium text-gray-900">
                          {opening.bookedCount}/{opening.applicantCount}
                        </dd>
                      </div>
                      <div className="flex gap-1">
                        <dt className="text-gray-600">{t('notBooked')}</dt>
                        <dd
                          className={opening.applicantsWithoutBooking.length ? 'font-medium text-warning-800' : 'font-medium text-gray-900'}
                        >
                          {opening.applicantsWithoutBooking.length}
                        </dd>
                      </div>
                    </dl>
                  </div>
                  {opening.applicantsWithoutBooking.length > 0 ? (
                    <details className="group text-sm">
                      <summary className="inline-flex cursor-pointer items-center gap-1 rounded text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
                        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
                        {t('applicantsWithoutBooking', { count: opening.applicantsWithoutBooking.length })}
                      </summary>
                      <ul className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
                        {opening.applicantsWithoutBooking.slice(0, NAMES_SHOWN).map((student) => (
                          <li key={student.studentId}>
                            {studentName(student, locale)} <span className="text-gray-600">{student.studentId}</span>
                          </li>
                        ))}
                      </ul>
                      {opening.applicantsWithoutBooking.length > NAMES_SHOWN ? (
                        <p className="mt-1 text-gray-600">
                          {t('andMore', { count: opening.applicantsWithoutBooking.length - NAMES_SHOWN })}
                        </p>
                      ) : null}
                    </details>
                  ) : null}
                </li>
              ))}
            </ul>
            {withSlots.length > OPENINGS_SHOWN ? (
              <div>
                <Button variant="cancel" size="sm" aria-expanded={isShowingAll} onClick={() => setIsShowingAll((current) => !current)}>
                  {isShowingAll ? t('showFirst', { count: OPENINGS_SHOWN }) : t('showAll', { count: withSlots.length })}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
