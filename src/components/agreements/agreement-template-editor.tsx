'use client';

import type { AgreementTemplateView } from '@/lib/agreements';
import { Eye, Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { apiCall } from '@/lib/api-call';
import { formatDateTime } from '@/lib/dates';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { useMutationAction } from '@/components/ui/use-mutation-action';

/** The template's title and body, the fields it may name, and a sample PDF of what is stored. */
export function AgreementTemplateEditor({ template }: { template: AgreementTemplateView }) {
  const id = useId();
  const [title, setTitle] = useState(template.title);
  const [body, setBody] = useState(template.body);
  const save = useMutationAction({
    action: () =>
      apiCall('PUT /admin/session-groups/{sessionGroupId}/agreement-template', {
        params: { sessionGroupId: template.sessionGroupId },
        body: { title, body, version: template.version },
      }),
    success: 'บันทึกแม่แบบสัญญาแล้ว',
    failure: 'บันทึกแม่แบบไม่สำเร็จ',
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
          <CardTitle>ข้อความสัญญา</CardTitle>
          <CardDescription>
            {template.isDefault
              ? 'ยังไม่ได้บันทึกแม่แบบของกลุ่มรอบนี้ ระบบใช้แม่แบบเริ่มต้นด้านล่าง'
              : `แก้ไขล่าสุด ${formatDateTime(template.updatedAt)} (ฉบับที่ ${template.version})`}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" onSubmit={submit}>
            <Field id={`${id}-title`} label="ชื่อสัญญา" required>
              <Input id={`${id}-title`} value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
            </Field>
            <Field id={`${id}-body`} label="เนื้อหา" hint="เว้นบรรทัดว่างหนึ่งบรรทัดเพื่อขึ้นย่อหน้าใหม่" required error={save.error}>
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
                บันทึกแม่แบบ
              </Button>
              <Button asChild variant="cancel">
                <a href={`/api/admin/session-groups/${template.sessionGroupId}/agreement-template/preview`} target="_blank" rel="noopener">
                  <Eye aria-hidden="true" />
                  ดูตัวอย่าง PDF {isDirty ? '(ฉบับที่บันทึกแล้ว)' : ''}
                </a>
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">ช่องข้อมูลที่ใช้ได้</CardTitle>
          <CardDescription>พิมพ์ในรูป {'{{ชื่อช่อง}}'} ระบบเติมข้อมูลของการฝึกงานแต่ละรายการตอนส่งให้ลงนาม</CardDescription>
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
