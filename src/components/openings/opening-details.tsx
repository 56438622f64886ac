import { Building2, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '@/lib/dates';
import type { OpeningView } from '@/lib/openings';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { CompanyLogo } from '@/components/companies/company-logo';
import { formatCompensation, formatCount } from './opening-format';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-gray-600">{label}</dt>
      <dd className="text-sm break-words text-gray-900">{children}</dd>
    </div>
  );
}

function Paragraphs({ text }: { text: string | null }) {
  if (!text) return <p className="text-sm text-gray-600">ไม่ได้ระบุ</p>;
  return <p className="text-sm whitespace-pre-line text-gray-800">{text}</p>;
}

function ExternalLinkTo({ href, children }: { href: string; children: ReactNode }) {
  const safe = /^https?:\/\//i.test(href) ? href : `https://${href}`;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer" className="break-all text-brand-700 underline-offset-2 hover:underline">
      {children}
      <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-[-2px]" />
      <span className="sr-only">(เปิดในแท็บใหม่)</span>
    </a>
  );
}

/**
 * One opening in full, as students read it; the caller adds the actions of its role, and the company
 * its status (`status`) before the badges students see.
 */
export function OpeningDetails({
  opening,
  actions,
  inStudentDraftCount,
  eyebrow,
  status,
  demand,
}: {
  opening: OpeningView;
  actions?: ReactNode;
  inStudentDraftCount?: number;
  /** The live demand figure (docs/demand.md), while the session shows it. */
  demand?: ReactNode;
  eyebrow?: ReactNode;
  status?: ReactNode;
}) {
  const { company } = opening;
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={opening.title} description={company.companyNameTh} actions={actions} />
      <div className="mb-6 flex flex-wrap items-center gap-2 text-sm text-gray-700">
        {status}
        {opening.isAcceptingApplication ? (
          <Badge tone="success" size="md" dot>
            เปิดรับสมัคร
          </Badge>
        ) : (
          <Badge tone="neutral" size="md">
            ไม่เปิดรับสมัครแล้ว
          </Badge>
        )}
        {opening.openForCooperativeInternship ? (
          <Badge tone="info" size="md">
            สหกิจศึกษา
          </Badge>
        ) : null}
        {opening.tags.map((tag) => (
          <Badge key={tag.tagId} tone="brand" size="md">
            {tag.tagName}
          </Badge>
        ))}
        {opening.publishedAt ? <span className="text-gray-600">เผยแพร่เมื่อ {formatDateTime(opening.publishedAt)}</span> : null}
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 content-start gap-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle>รายละเอียดงาน</CardTitle>
            </CardHeader>
            <CardContent>
              <Paragraphs text={opening.description} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>คุณสมบัติที่ต้องการ</CardTitle>
            </CardHeader>
            <CardContent>
              <Paragraphs text={opening.requirements} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>สภาพการทำงาน</CardTitle>
            </CardHeader>
            <CardContent>
              <Paragraphs text={opening.workingCondition} />
            </CardContent>
          </Card>
        </div>

        <div className="grid min-w-0 content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>ข้อมูลสำคัญ</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-4">
                <Fact label="จำนวนที่รับ">
                  {formatCount(opening.quota)} คน
                  {opening.remainingQuota < opening.quota ? ` (เหลือ ${formatCount(opening.remainingQuota)} คน)` : ''}
                </Fact>
                <Fact label="ค่าตอบแทน">{formatCompensation(opening.compensationAmount, opening.compensationType)}</Fact>
                <Fact label="ระยะเวลาฝึกงาน">
                  {opening.startDate || opening.endDate ? `${formatDate(opening.startDate)} – ${formatDate(opening.endDate)}` : 'ไม่ได้ระบุ'}
                </Fact>
                <Fact label="สถานที่ปฏิบัติงาน">
                  <span className="block font-medium">{opening.officeName}</span>
                  <span className="block text-gray-700">{opening.officeAddressLine1}</span>
                  {opening.officeAddressLine2 ? <span className="block text-gray-700">{opening.officeAddressLine2}</span> : null}
                </Fact>
                {inStudentDraftCount !== undefined ? (
                  <Fact label="ความสนใจ">มีนิสิต {formatCount(inStudentDraftCount)} คนใส่ไว้ในรายการจัดอันดับ</Fact>
                ) : null}
                {demand ? (
                  <Fact label="ความนิยมขณะนี้">
                    <span className="block min-h-10">{demand}</span>
                  </Fact>
                ) : null}
                <Fact label="ช่องทางติดต่อเรื่องการรับสมัคร">{opening.recruitmentContactChannel ?? 'ไม่ได้ระบุ'}</Fact>
                <Fact label="ช่องทางสอบถามรายละเอียดงาน">{opening.openingDetailContactChannel ?? 'ไม่ได้ระบุ'}</Fact>
              </dl>
            </CardContent>
          </Card>
          <Card>
            <CardHeader className="flex-row items-center gap-3">
              <CompanyLogo logoUrl={company.logoUrl} name={company.companyNameTh} size="sm" />
              <div className="min-w-0">
                <CardTitle as="h3" className="text-base">
                  {company.companyNameTh}
                </CardTitle>
                <p className="text-sm text-gray-600">{company.companyNameEn}</p>
              </div>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-3">
                {company.website ? (
                  <Fact label="เว็บไซต์">
                    <ExternalLinkTo href={company.website}>{company.website}</ExternalLinkTo>
                  </Fact>
                ) : null}
                {company.facebook ? (
                  <Fact label="Facebook">
                    <ExternalLinkTo href={company.facebook}>{company.facebook}</ExternalLinkTo>
                  </Fact>
                ) : null}
                {company.line ? <Fact label="LINE">{company.line}</Fact> : null}
                {!company.website && !company.facebook && !company.line ? (
                  <p className="flex items-center gap-2 text-sm text-gray-600">
                    <Building2 aria-hidden="true" className="size-4" />
                    บริษัทยังไม่ได้ระบุช่องทางติดต่อ
                  </p>
                ) : null}
              </dl>
            </CardContent>
          </Card>
        </div>
      </div>
    </>
  );
}
