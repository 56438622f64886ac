'use client';

import { CalendarRange, Download, FileSpreadsheet, FileText } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useCurrentSession } from '@/components/session';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useBlockingTask } from '@/components/ui/loading-overlay';
import { toast } from '@/components/ui/use-toast';
import { downloadReport } from './download-report';
import { sessionGroupReports, sessionReports, type ReportDownload, type ReportEntry } from './report-catalog';

/**
 * The /report screen: choose the session group, session and round (the group and session are the same
 * choice as the header's picker), then download any report from its card.
 */
export function ReportCenter() {
  const { groups, currentGroup, currentSession, selectGroup, selectSession } = useCurrentSession();
  // The chosen round per group; a group not touched yet shows its current round.
  const [roundByGroup, setRoundByGroup] = useState<Record<number, number>>({});
  const id = useId();
  const t = useTranslations('ReportCenter');
  const labels = useTranslations('Labels');

  if (!currentGroup || !currentSession) {
    return (
      <EmptyState
        icon={CalendarRange}
        title={t('noSessions')}
        description={t('noSessionsHint')}
        action={
          <Button asChild variant="outline">
            <Link href="/session-group">{t('toSessionGroups')}</Link>
          </Button>
        }
      />
    );
  }

  const round = roundByGroup[currentGroup.sessionGroupId] ?? currentGroup.currentRound;
  const rounds = Array.from({ length: currentGroup.currentRound }, (_, index) => index + 1);
  const scopeText = `${currentSession.title} · ${labels('round', { round })}`;

  return (
    <div className="flex flex-col gap-8">
      <Card>
        <CardHeader>
          <CardTitle>{t('chooseTitle')}</CardTitle>
          <CardDescription>{t('chooseDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          <div className="flex min-w-0 flex-col gap-1.5">
            <label htmlFor={`${id}-group`} className="text-sm font-medium text-gray-800">
              {t('group')}
            </label>
            <Select value={String(currentGroup.sessionGroupId)} onValueChange={(value) => selectGroup(Number(value))}>
              <SelectTrigger id={`${id}-group`}>
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
          <div className="flex min-w-0 flex-col gap-1.5">
            <label htmlFor={`${id}-session`} className="text-sm font-medium text-gray-800">
              {t('session')}
            </label>
            <Select value={String(currentSession.sessionId)} onValueChange={(value) => selectSession(Number(value))}>
              <SelectTrigger id={`${id}-session`}>
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
          <div className="flex min-w-0 flex-col gap-1.5">
            <label htmlFor={`${id}-round`} className="text-sm font-medium text-gray-800">
              {t('round')}
            </label>
            <Select
              value={String(round)}
              onValueChange={(value) => setRoundByGroup((previous) => ({ ...previous, [currentGroup.sessionGroupId]: Number(value) }))}
            >
              <SelectTrigger id={`${id}-round`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {rounds.map((value) => (
                  <SelectItem key={value} value={String(value)}>
                    {labels('round', { round: value })}
                    {value === currentGroup.currentRound ? t('current') : ''}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </CardContent>
      </Card>

      <section aria-labelledby={`${id}-session-reports`} className="flex flex-col gap-4">
        <div>
          <h2 id={`${id}-session-reports`} className="text-lg font-semibold text-gray-900">
            {t('sessionReports')}
          </h2>
          <p className="text-sm text-gray-600">{scopeText}</p>
        </div>
        <ReportGrid entries={sessionReports({ sessionId: currentSession.sessionId, round })} />
      </section>

      <section aria-labelledby={`${id}-group-reports`} className="flex flex-col gap-4">
        <div>
          <h2 id={`${id}-group-reports`} className="text-lg font-semibold text-gray-900">
            {t('groupReports')}
          </h2>
          <p className="text-sm text-gray-600">{currentGroup.title}</p>
        </div>
        <ReportGrid entries={sessionGroupReports(currentGroup.sessionGroupId)} />
      </section>
    </div>
  );
}

function ReportGrid({ entries }: { entries: ReportEntry[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {entries.map((entry) => (
        <li key={entry.key} className="flex">
          <ReportCard entry={entry} />
        </li>
      ))}
    </ul>
  );
}

function ReportCard({ entry }: { entry: ReportEntry }) {
  const [downloading, setDownloading] = useState<ReportDownload['format'] | null>(null);
  const titleId = useId();
  const blocking = useBlockingTask();
  const t = useTranslations('ReportCenter');
  const texts = useTranslations('ReportCatalog');
  const title = texts(`${entry.text}.title`);

  async function download(item: ReportDownload) {
    setDownloading(item.format);
    try {
      await blocking.run(
        t('building', { title }),
        () => downloadReport(item.path, `${entry.key}.${item.format}`),
        t('pleaseWait', { format: item.label }),
      );
      toast.success(t('downloaded'), `${title} (${item.label})`);
    } catch (error) {
      toast.error(t('downloadFailed'), errorMessage(error));
    } finally {
      setDownloading(null);
    }
  }

  return (
    <Card className="flex w-full flex-col" aria-labelledby={titleId} role="article">
      {blocking.overlay}
      <CardHeader className="flex-1">
        <div className="flex items-start justify-between gap-3">
          <CardTitle as="h3" id={titleId}>
            {title}
          </CardTitle>
          <span className="flex shrink-0 gap-1">
            {entry.downloads.map((item) => (
              <Badge key={item.format} tone={item.format === 'xlsx' ? 'success' : 'info'}>
                {item.format === 'xlsx' ? <FileSpreadsheet aria-hidden="true" /> : <FileText aria-hidden="true" />}
                {item.label}
              </Badge>
            ))}
          </span>
        </div>
        <CardDescription className="mt-1">{texts(`${entry.text}.description`)}</CardDescription>
      </CardHeader>
      <CardFooter className="mt-4 flex-wrap">
        {entry.downloads.map((item, index) => (
          <Button
            key={item.format}
            variant={index === 0 ? 'solid' : 'outline'}
            size="sm"
            isLoading={downloading === item.format}
            loadingText={t('buildingShort')}
            disabled={downloading !== null && downloading !== item.format}
            // The visible text stays the accessible name (WCAG 2.5.3); the card title tells which report.
            aria-describedby={titleId}
            onClick={() => download(item)}
          >
            <Download aria-hidden="true" />
            {t('download', { format: item.label })}
          </Button>
        ))}
      </CardFooter>
    </Card>
  );
}
