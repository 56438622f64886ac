'use client';

import { studentNameIn } from '@/lib/student-profile';
import { UserPlus } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { apiCall } from '@/lib/api-call';
import { errorMessage } from '@/lib/api-client';
import type { EnrollStudentsAnswer, NotEnrolledStudentList } from '@/lib/enrollments';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useFormDialog } from '@/components/ui/use-mutation-action';
import { useDescribeEnrollmentResult } from './enrollment-result-text';

const PAGE_SIZE = 10;

/** Picks students who are not in the session yet (searched and paged on the server) and enrolls them. */
export function EnrollStudentsDialog({ sessionId }: { sessionId: number }) {
  const t = useTranslations('EnrollStudentsDialog');
  const result = useTranslations('EnrollmentResult');
  const describeEnrollmentResult = useDescribeEnrollmentResult();
  const locale = useLocale();
  const [search, setSearch] = useState('');
  const [appliedSearch, setAppliedSearch] = useState('');
  const [page, setPage] = useState(1);
  const [list, setList] = useState<NotEnrolledStudentList | null>(null);
  const [loadError, setLoadError] = useState('');
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const dialog = useFormDialog<void, EnrollStudentsAnswer>({
    action: () => apiCall('POST /admin/sessions/{sessionId}/enrollments', { params: { sessionId }, body: { studentIds: [...picked] } }),
    success: (answer) => ({ title: result('title'), description: describeEnrollmentResult(answer) }),
    failure: result('failed'),
    onOpen: () => {
      setPicked(new Set());
      setSearch('');
      setAppliedSearch('');
      setPage(1);
      setList(null);
    },
  });
  const { open, isSaving } = dialog;

  useEffect(() => {
    const timer = setTimeout(() => {
      if (search.trim() !== appliedSearch) {
        setAppliedSearch(search.trim());
        setPage(1);
      }
    }, 300);
    return () => clearTimeout(timer);
  }, [search, appliedSearch]);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    apiCall('GET /admin/sessions/{sessionId}/not-enrolled-students', {
      params: { sessionId },
      query: { page, limit: PAGE_SIZE, search: appliedSearch },
      signal: controller.signal,
    })
      .then((answer) => {
        setList(answer);
        setLoadError('');
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoadError(errorMessage(error));
      });
    return () => controller.abort();
  }, [open, sessionId, page, appliedSearch]);

  function toggle(studentId: string) {
    const next = new Set(picked);
    if (next.has(studentId)) next.delete(studentId);
    else next.add(studentId);
    setPicked(next);
  }

  return (
    <Dialog open={open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <UserPlus aria-hidden="true" />
          {t('trigger')}
        </Button>
      </DialogTrigger>
      <DialogContent className="flex max-h-[calc(100dvh-2rem)] max-w-2xl flex-col">
        <DialogTitle>{t('trigger')}</DialogTitle>
        <DialogDescription>{t('description')}</DialogDescription>
        <div>
          <label htmlFor="not-enrolled-search" className="sr-only">
            {t('searchLabel')}
          </label>
          <Input
            id="not-enrolled-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('searchPlaceholder')}
          />
        </div>
        <div className="min-h-40 overflow-y-auto rounded-xl border" aria-busy={!list || undefined}>
          {loadError ? (
            <p role="alert" className="p-4 text-sm text-error-700">
              {loadError}
            </p>
          ) : !list ? (
            <div className="flex justify-center p-8">
              <Spinner />
            </div>
          ) : list.items.length === 0 ? (
            <p className="p-6 text-center text-sm text-gray-600">{t('empty')}</p>
          ) : (
            <ul className="divide-y">
              {list.items.map((student) => {
                const id = `pick-${student.studentId}`;
                return (
                  <li key={student.studentId}>
                    <label htmlFor={id} className="flex cursor-pointer items-center gap-3 px-4 py-2.5 text-sm hover:bg-gray-50">
                      <Checkbox id={id} checked={picked.has(student.studentId)} onChange={() => toggle(student.studentId)} />
                      <span className="font-mono text-gray-700 tabular-nums">{student.studentId}</span>
                      <span className="min-w-0 flex-1 truncate text-gray-900">{studentNameIn({ locale, student })}</span>
                      <span className="text-xs text-gray-600">{t('admissionYear', { year: student.admissionYear })}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        {list && list.meta.totalPage > 1 ? (
          <div className="flex items-center justify-between text-sm text-gray-700">
            <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('previous')}
            </Button>
            <span aria-live="polite">{t('page', { page: list.meta.currentPage, pages: list.meta.totalPage })}</span>
            <Button variant="ghost" size="sm" disabled={page >= list.meta.totalPage} onClick={() => setPage(page + 1)}>
              {t('next')}
            </Button>
          </div>
        ) : null}
        <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-gray-700" aria-live="polite">
            {t('picked', { count: picked.size })}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="cancel" onClick={dialog.close} disabled={isSaving}>
              {result('cancel')}
            </Button>
            <Button onClick={() => void dialog.run()} disabled={picked.size === 0} isLoading={isSaving} loadingText={result('enrolling')}>
              {picked.size > 0 ? t('enrollCount', { count: picked.size }) : `${result('enroll')} `}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
