'use client';

import type { AgreementTemplateView } from '@/lib/agreements';
import { Eye, Save } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { apiCall } from '@/lib/api-call';
import { datesFor } from '@/lib/dates';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { useMutationAction } from '@/components/ui/use-mutation-action';

/** The template's title and body, the fields it may name, and a sample PDF of what is stored. */
export function AgreementTemplateEditor({ template }: { template: AgreementTemplateView }) {
  const id = useId();
  const t = useTranslations('AgreementTemplateEditor');
  const { formatDateTime } = datesFor(useLocale());
  const [title, setTitle] = useState(template.title);
  const [body, setBody] = useState(template.body);
  const save = useMutationAction({
    action: () =>
      apiCall('PUT /admin/session-groups/{sessionGroupId}/agreement-template', {
        params: { sessionGroupId: template.sessionGroupId },
        body: { title, body, version: template.version },
      }),
    success: t('saved'),
    failure: t('saveFailure'),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    void save.run();
  }
  const isDirty = title !== template.title || body !== template.body;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <Card>
        <CardHeader>
          <CardTitle>{t('textTitle')}</CardTitle>
          <CardDescription>
            {template.isDefault
              ? t('isDefault')
              : t('lastEdited', { at: formatDateTime(template.updatedAt), version: String(template.version) })}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" onSubmit={submit}>
            <Field id={`${id}-title`} label={t('title')} required>
              <Input id={`${id}-title`} value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
            </Field>
            <Field id={`${id}-body`} label={t('body')} hint={t('bodyHint')} required error={save.error}>
              <Textarea
                id={`${id}-body`}
                value={body}
                rows={18}
                className="text-sm leading-relaxed"
                onChange={(event) => setBody(event.target.value)}
              />
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={save.isPending || !isDirty}>
                <Save aria-hidden="true" />
                {t('save')}
              </Button>
              <Button asChild variant="cancel">
                <a href={`/api/admin/session-groups/${template.sessionGroupId}/agreement-template/preview`} target="_blank" rel="noopener">
                  <Eye aria-hidden="true" />
                  {t('preview')} {isDirty ? t('previewSaved') : ''}
                </a>
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">{t('fieldsTitle')}</CardTitle>
          <CardDescription>{t('fieldsDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2 text-sm">
            {template.fields.map((field) => (
              <li key={field.name} className="grid">
                <code className="font-mono text-brand-800">{`{{${field.name}}}`}</code>
                <span className="text-gray-600">{field.label}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
