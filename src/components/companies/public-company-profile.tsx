import { Briefcase, ExternalLink, FileText, Globe, MapPin, MessageCircle } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { companyAddress, type PublicCompanyView } from '@/lib/companies';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { CompanyLogo } from './company-logo';

/** Where a contact value is a link, it opens in a new tab; a LINE id stays text. */
function ContactRow({ icon, label, value }: { icon: ReactNode; label: string; value: string | null }) {
  if (!value) return null;
  const isLink = /^https?:\/\//i.test(value);
  return (
    <div className="grid gap-0.5">
      <dt className="flex items-center gap-2 text-xs font-medium text-gray-600">
        {icon}
        {label}
      </dt>
      <dd className="pl-6 text-sm break-all text-gray-900">
        {isLink ? (
          <a
            href={value}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {value.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '')}
            <span className="sr-only"> (เปิดในแท็บใหม่)</span>
          </a>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

/**
 * The read-only company profile (/company/profile/{companyId}): logo, names, type and size, about,
 * address, contacts, and the selected session's published openings.
 */
export function PublicCompanyProfile({
  company,
  sessionTitle,
  openingsNote,
}: {
  company: PublicCompanyView;
  sessionTitle: string | null;
  openingsNote: string | null;
}) {
  const address = companyAddress(company);
  const hasContacts = company.website || company.facebook || company.line || company.profileExternalLink || company.profileDocumentUrl;
  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <CardContent className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <CompanyLogo logoUrl={company.logoUrl} name={company.companyNameEn} size="lg" />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight text-gray-900">{company.companyNameTh}</h1>
            <p className="mt-0.5 text-gray-600">{company.companyNameEn}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              {company.companyType ? <Badge tone="brand">{company.companyType.type}</Badge> : null}
              {company.companySize ? <Badge tone="info">{company.companySize.size}</Badge> : null}
            </div>
          </div>
        </CardContent>
      </Card>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>เกี่ยวกับบริษัท</CardTitle>
            </CardHeader>
            <CardContent>
              {company.description ? (
                <p className="leading-relaxed whitespace-pre-line text-gray-800">{company.description}</p>
              ) : (
                <p className="text-sm text-gray-600">บริษัทยังไม่ได้เพิ่มคำอธิบาย</p>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>ตำแหน่งงานที่เปิดรับ{sessionTitle ? ` · ${sessionTitle}` : ''}</CardTitle>
            </CardHeader>
            <CardContent>
              {company.openings && company.openings.length > 0 ? (
                <ul className="divide-y rounded-xl border">
                  {company.openings.map((opening) => (
                    <li key={opening.openingId}>
                      <Link
                        href={`/opening/${opening.openingId}/session/${opening.sessionId}`}
                        className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
                      >
                        <span className="font-medium text-gray-900">{opening.title}</span>
                        <span className="shrink-0 text-sm text-gray-600">รับ {opening.quota.toLocaleString('th-TH')} คน</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <EmptyState
                  icon={Briefcase}
                  headingLevel="h3"
                  className="py-8"
                  title="ยังไม่มีตำแหน่งงานที่แสดงได้"
                  description={openingsNote ?? 'บริษัทยังไม่มีตำแหน่งงานที่เผยแพร่ในรอบที่เลือก'}
                />
              )}
            </CardContent>
          </Card>
        </div>
        <Card className="content-start">
          <CardHeader>
            <CardTitle>ที่อยู่และช่องทางติดต่อ</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4">
              <ContactRow icon={<MapPin aria-hidden="true" className="size-4 text-gray-500" />} label="ที่อยู่" value={address || null} />
              <ContactRow icon={<Globe aria-hidden="true" className="size-4 text-gray-500" />} label="เว็บไซต์" value={company.website} />
              <ContactRow
                icon={<ExternalLink aria-hidden="true" className="size-4 text-gray-500" />}
                label="Facebook"
                value={company.facebook}
              />
              <ContactRow icon={<MessageCircle aria-hidden="true" className="size-4 text-gray-500" />} label="LINE" value={company.line} />
              <ContactRow
                icon={<ExternalLink aria-hidden="true" className="size-4 text-gray-500" />}
                label="ข้อมูลเพิ่มเติม"
                value={company.profileExternalLink}
              />
              <ContactRow
                icon={<FileText aria-hidden="true" className="size-4 text-gray-500" />}
                label="เอกสารแนะนำบริษัท"
                value={company.profileDocumentUrl}
              />
            </dl>
            {!address && !hasContacts ? <p className="text-sm text-gray-600">บริษัทยังไม่ได้เพิ่มที่อยู่หรือช่องทางติดต่อ</p> : null}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
