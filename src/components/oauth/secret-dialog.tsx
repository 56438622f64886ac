'use client';

import { Copy } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';

/** Shows a client id and its new secret once: the portal keeps only the secret's hash. */
export function SecretDialog({ clientId, clientSecret, onClose }: { clientId: string; clientSecret: string | null; onClose: () => void }) {
  const t = useTranslations('SecretDialog');
  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('copied'));
    } catch {
      toast.error(t('copyFailed'), t('copyYourself'));
    }
  }
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{t('title')}</DialogTitle>
        <DialogDescription>{clientSecret ? t('withSecret') : t('withoutSecret')}</DialogDescription>
        <dl className="grid gap-3 text-sm">
          <div className="grid gap-1">
            <dt className="font-medium text-gray-700">{t('clientId')}</dt>
            <dd className="flex items-center gap-2">
              <code data-testid="client-id" className="flex-1 rounded-lg bg-gray-100 px-3 py-2 font-mono text-xs break-all">
                {clientId}
              </code>
              <Button size="sm" variant="outline" onClick={() => copy(clientId)}>
                <Copy aria-hidden="true" />
                <span className="sr-only">{t('copyClientId')}</span>
              </Button>
            </dd>
          </div>
          {clientSecret ? (
            <div className="grid gap-1">
              <dt className="font-medium text-gray-700">{t('clientSecret')}</dt>
              <dd className="flex items-center gap-2">
                <code data-testid="client-secret" className="flex-1 rounded-lg bg-warning-50 px-3 py-2 font-mono text-xs break-all">
                  {clientSecret}
                </code>
                <Button size="sm" variant="outline" onClick={() => copy(clientSecret)}>
                  <Copy aria-hidden="true" />
                  <span className="sr-only">{t('copyClientSecret')}</span>
                </Button>
              </dd>
            </div>
          ) : null}
        </dl>
        <div className="flex justify-end">
          <Button onClick={onClose}>{t('done')}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
