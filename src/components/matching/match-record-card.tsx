'use client';

import { Copy, Download } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { MatchingRoundState } from '@/lib/matching';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';

/**
 * The latest run's match record (docs/match-record.md): its SHA-256 digest to copy, and the record to download, so
 * anyone can re-check the result with `npm run match:verify` and tie a record handed over later to this run.
 */
export function MatchRecordCard({ state }: { state: MatchingRoundState }) {
  const t = useTranslations('MatchRecordCard');
  const run = state.latestRun;
  if (!run || run.undoneAt || !run.recordDigest) return null;
  const digest = run.recordDigest;
  async function copy() {
    try {
      await navigator.clipboard.writeText(digest);
      toast.success(t('copied'));
    } catch {
      toast.error(t('copyFailed'), t('copyFailedHint'));
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="grid gap-1">
          <span id="match-record-digest-label" className="text-sm text-gray-600">
            {t('digestLabel')}
          </span>
          <div className="flex items-center gap-2">
            <code
              aria-labelledby="match-record-digest-label"
              data-testid="match-record-digest"
              className="flex-1 rounded-lg bg-gray-100 px-3 py-2 font-mono text-xs break-all text-gray-900"
            >
              {digest}
            </code>
            <Button size="sm" variant="outline" onClick={copy}>
              <Copy aria-hidden="true" />
              <span className="sr-only">{t('copy')}</span>
            </Button>
          </div>
        </div>
        <div>
          <Button asChild variant="outline">
            <a href={`/api/admin/sessions/${state.sessionId}/matching/${state.round}/record`} download>
              <Download aria-hidden="true" />
              {t('download')}
            </a>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
