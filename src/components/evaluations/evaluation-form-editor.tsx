'use client';

import { ArrowDown, ArrowUp, Plus, Save, Trash2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client';
import { apiCall } from '@/lib/api-call';
import { datesFor } from '@/lib/dates';
import { EVALUATION_DUE_BASES, type EvaluationFormView, type EvaluationQuestion, type EvaluationSection } from '@/lib/evaluations';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useMutationAction } from '@/components/ui/use-mutation-action';

function move<T>(items: T[], index: number, by: number): T[] {
  const target = index + by;
  if (target < 0 || target >= items.length) return items;
  const next = [...items];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

let nextQuestion = 0;
const newQuestion = (): EvaluationQuestion => ({
  id: `q${Date.now().toString(36)}${(nextQuestion += 1)}`,
  textTh: '',
  textEn: '',
  type: 'SCALE',
  required: true,
});

/** Edits one form of a session group: titles, when it is due, how long the link lasts, and its sections' questions. */
export function EvaluationFormEditor({ form: initial }: { form: EvaluationFormView }) {
  const t = useTranslations('EvaluationFormEditor');
  const labels = useTranslations('EvaluationLabels');
  const { formatDateTime } = datesFor(useLocale());
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const prefix = `form-${form.kind.toLowerCase()}`;
  const setSection = (index: number, section: EvaluationSection) =>
    setForm((current) => ({ ...current, sections: current.sections.map((item, at) => (at === index ? section : item)) }));
  const saving = useMutationAction<void, EvaluationFormView>({
    action: () => {
      const { sessionGroupId, kind, version, titleTh, titleEn, sections, dueBasis, dueOffsetDays, linkValidDays } = form;
      return apiCall('PUT /admin/session-groups/{sessionGroupId}/evaluation-forms/{kind}', {
        params: { sessionGroupId, kind },
        body: { version, titleTh, titleEn, sections, dueBasis, dueOffsetDays, linkValidDays },
      });
    },
    success: { title: t('saved'), description: labels(`kind.${form.kind}`) },
    describeError: (caught) => (caught instanceof ApiError && caught.status === 409 ? t('conflict') : errorMessage(caught)),
    onSuccess: (saved) => {
      setForm(saved);
      setError(null);
    },
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await saving.run();
    if (!outcome.ok) setError(outcome.error);
  };

  return (
    <Card data-testid={`evaluation-form-${form.kind}`}>
      <CardHeader>
        <CardTitle>{labels(`kind.${form.kind}`)}</CardTitle>
        <CardDescription>
          {form.version === 0 ? t('defaultForm') : t('lastSaved', { at: formatDateTime(form.updatedAt), version: String(form.version) })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-5" onSubmit={submit}>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field id={`${prefix}-title-th`} label={t('titleTh')} required>
              <Input
                id={`${prefix}-title-th`}
                value={form.titleTh}
                onChange={(event) => setForm({ ...form, titleTh: event.target.value })}
              />
            </Field>
            <Field id={`${prefix}-title-en`} label={t('titleEn')} required>
              <Input
                id={`${prefix}-title-en`}
                value={form.titleEn}
                onChange={(event) => setForm({ ...form, titleEn: event.target.value })}
              />
            </Field>
            <div className="grid gap-1.5">
              <label htmlFor={`${prefix}-basis`} className="text-sm font-medium text-gray-800">
                {t('dueBasis')}
              </label>
              <Select
                value={form.dueBasis}
                onValueChange={(value) => setForm({ ...form, dueBasis: value as EvaluationFormView['dueBasis'] })}
              >
                <SelectTrigger id={`${prefix}-basis`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {EVALUATION_DUE_BASES.map((basis) => (
                    <SelectItem key={basis} value={basis}>
                      {labels(`dueBasis.${basis}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <Field id={`${prefix}-offset`} label={t('offset')} hint={t('offsetHint')}>
              <Input
                id={`${prefix}-offset`}
                type="number"
                inputMode="numeric"
                value={form.dueOffsetDays}
                onChange={(event) => setForm({ ...form, dueOffsetDays: Number(event.target.value) })}
              />
            </Field>
            <Field id={`${prefix}-valid`} label={t('linkValid')}>
              <Input
                id={`${prefix}-valid`}
                type="number"
                inputMode="numeric"
                min={1}
                max={365}
                value={form.linkValidDays}
                onChange={(event) => setForm({ ...form, linkValidDays: Number(event.target.value) })}
              />
            </Field>
          </div>

          {form.sections.map((section, sectionIndex) => (
            <fieldset key={sectionIndex} className="grid gap-3 rounded-lg border border-gray-200 p-3 sm:p-4">
              <legend className="px-1 font-semibold text-gray-900">{t('section', { number: sectionIndex + 1 })}</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field id={`${prefix}-s${sectionIndex}-th`} label={t('sectionTitleTh')}>
                  <Input
                    id={`${prefix}-s${sectionIndex}-th`}
                    value={section.titleTh}
                    onChange={(event) => setSection(sectionIndex, { ...section, titleTh: event.target.value })}
                  />
                </Field>
                <Field id={`${prefix}-s${sectionIndex}-en`} label={t('sectionTitleEn')}>
                  <Input
                    id={`${prefix}-s${sectionIndex}-en`}
                    value={section.titleEn}
                    onChange={(event) => setSection(sectionIndex, { ...section, titleEn: event.target.value })}
                  />
                </Field>
              </div>
              <ol className="grid gap-3">
                {section.questions.map((question, questionIndex) => {
                  const id = `${prefix}-s${sectionIndex}-q${questionIndex}`;
                  const name = t('questionName', { question: questionIndex + 1, section: sectionIndex + 1 });
                  const setQuestion = (changed: EvaluationQuestion) =>
                    setSection(sectionIndex, {
                      ...section,
                      questions: section.questions.map((item, at) => (at === questionIndex ? changed : item)),
                    });
                  return (
                    <li key={question.id} className="grid gap-2 rounded-lg bg-gray-50 p-3" data-testid="evaluation-question">
                      <div className="grid gap-2 sm:grid-cols-2">
                        <Field id={`${id}-th`} label={t('questionTh', { name })}>
                          <Input
                            id={`${id}-th`}
                            value={question.textTh}
                            onChange={(event) => setQuestion({ ...question, textTh: event.target.value })}
                          />
                        </Field>
                        <Field id={`${id}-en`} label={t('questionEn', { name })}>
                          <Input
                            id={`${id}-en`}
                            value={question.textEn}
                            onChange={(event) => setQuestion({ ...question, textEn: event.target.value })}
                          />
                        </Field>
                      </div>
                      <div className="flex flex-wrap items-center gap-3">
                        <label className="flex items-center gap-2 text-sm">
                          {t('type')}
                          <select
                            className="rounded-md border border-gray-300 bg-white px-2 py-1"
                            value={question.type}
                            onChange={(event) => setQuestion({ ...question, type: event.target.value as EvaluationQuestion['type'] })}
                            aria-label={t('typeLabel', { name })}
                          >
                            <option value="SCALE">{t('scale')}</option>
                            <option value="TEXT">{t('text')}</option>
                          </select>
                        </label>
                        <label className="flex items-center gap-2 text-sm">
                          <input
                            type="checkbox"
                            checked={question.required}
                            onChange={(event) => setQuestion({ ...question, required: event.target.checked })}
                          />
                          {t('required')}
                        </label>
                        <div className="ml-auto flex gap-1">
                          <Button
                            type="button"
                            size="sm"
                            variant="ghost"
                            aria-label={t('moveUp', { name })}
                            disabled={questionIndex === 0}
                            onClick={() => setSection(sectionIndex, { ...section, questions: move(section.questions, questionIndex, -1) })}
                          >
                            <ArrowUp aria-hidden="true" />
                          </Button>
                          <Button
                            type="button"
                            size="sm"
                            variant="ghost"
                            aria-label={t('moveDown', { name })}
                            disabled={questionIndex === section.questions.length - 1}
                            onClick={() => setSection(sectionIndex, { ...section, questions: move(section.questions, questionIndex, 1) })}
                          >
                            <ArrowDown aria-hidden="true" />
                          </Button>
                          <Button
                            type="button"
                            size="sm"
                            variant="errorOutline"
                            aria-label={t('delete', { name })}
                            onClick={() =>
                              setSection(sectionIndex, { ...section, questions: section.questions.filter((_, at) => at !== questionIndex) })
                            }
                          >
                            <Trash2 aria-hidden="true" />
                          </Button>
                        </div>
                      </div>
                    </li>
                  );
                })}
              </ol>
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => setSection(sectionIndex, { ...section, questions: [...section.questions, newQuestion()] })}
                >
                  <Plus aria-hidden="true" />
                  {t('addQuestion', { number: sectionIndex + 1 })}
                </Button>
                {form.sections.length > 1 ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="errorOutline"
                    onClick={() => setForm({ ...form, sections: form.sections.filter((_, at) => at !== sectionIndex) })}
                  >
                    <Trash2 aria-hidden="true" />
                    {t('deleteSection', { number: sectionIndex + 1 })}
                  </Button>
                ) : null}
              </div>
            </fieldset>
          ))}
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="cancel"
              onClick={() => setForm({ ...form, sections: [...form.sections, { titleTh: '', titleEn: '', questions: [newQuestion()] }] })}
            >
              <Plus aria-hidden="true" />
              {t('addSection')}
            </Button>
            <Button type="submit" disabled={saving.isPending}>
              <Save aria-hidden="true" />
              {t('save', { kind: labels(`kind.${form.kind}`) })}
            </Button>
          </div>
          {error ? (
            <p role="alert" className="text-error-700">
              {error}
            </p>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
