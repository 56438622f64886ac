import { Award, BookOpen, EyeOff, FileText, Globe, Languages, Mail, Medal, MessageCircle, Phone, Sparkles } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { PublicStudentProfile, StudentBadge } from '@/lib/student-profile';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { BadgeItems } from './badge-items';
import { studentFullName } from './field-errors';

const SEMESTER_KEYS: Record<number, 'semester1' | 'semester2' | 'semester3'> = { 1: 'semester1', 2: 'semester2', 3: 'semester3' };

function Hidden() {
  const t = useTranslations('PublicProfileCard');
  return (
    <p className="flex items-center gap-2 text-sm text-gray-600">
      <EyeOff aria-hidden="true" className="size-4" />
      {t('hidden')}
    </p>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-gray-600">{children}</p>;
}

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          {icon}
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="text-sm font-medium break-words text-gray-900">{children}</dd>
    </div>
  );
}

function Badges({ badges, emptyText }: { badges: StudentBadge[] | null; emptyText: string }) {
  if (badges === null) return <Hidden />;
  if (badges.length === 0) return <Empty>{emptyText}</Empty>;
  return <BadgeItems badges={badges} />;
}

function Link({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium break-all text-brand-700 underline-offset-2 hover:underline"
    >
      {children}
    </a>
  );
}

/** The read-only profile a company (or the student themself) sees; hidden groups say so instead of looking empty. */
export function PublicProfileCard({ profile }: { profile: PublicStudentProfile }) {
  const t = useTranslations('PublicProfileCard');
  const locale = useLocale();
  const semesterLabel = (semester: number) => (SEMESTER_KEYS[semester] ? t(SEMESTER_KEYS[semester]) : '');
  const name = studentFullName(profile, locale) || profile.studentId;
  const englishName = [profile.firstNameEn, profile.lastNameEn].filter(Boolean).join(' ');
  const initials = (profile.firstNameEn?.[0] ?? profile.firstNameTh?.[0] ?? '?').toUpperCase();
  const isContactHidden = !profile.isPersonalInfoVisible && profile.email === null;
  const isScoreHidden = !profile.isGeneralScoreVisible && profile.toeic === null && profile.toefl === null && profile.ielts === null;

  return (
    <div className="grid gap-6">
      <Card>
        <CardContent className="flex flex-col gap-5 pt-6 sm:flex-row sm:items-center">
          {profile.profilePictureUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- served by the portal's file route with its own redirect
            <img
              src={profile.profilePictureUrl}
              alt={t('pictureAlt', { name })}
              className="size-24 rounded-2xl object-cover ring-1 ring-gray-200"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-24 items-center justify-center rounded-2xl bg-brand-50 text-3xl font-semibold text-brand-700 ring-1 ring-brand-100"
            >
              {initials}
            </span>
          )}
          <div className="grid gap-1.5">
            {locale === 'en' && englishName ? (
              <p className="text-2xl font-semibold text-gray-900">{[profile.titleEn, englishName].filter(Boolean).join(' ')}</p>
            ) : (
              <p className="text-2xl font-semibold text-gray-900">{[profile.titleTh, name].filter(Boolean).join(' ')}</p>
            )}
            {locale !== 'en' && englishName ? (
              <p className="text-gray-700">{[profile.titleEn, englishName].filter(Boolean).join(' ')}</p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Badge tone="brand">{t('studentId', { studentId: profile.studentId })}</Badge>
              <Badge>{t('admissionYear', { year: String(profile.admissionYear) })}</Badge>
              {profile.isActive ? null : <Badge tone="error">{t('disabled')}</Badge>}
            </div>
          </div>
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t('education')} icon={<BookOpen aria-hidden="true" className="size-5 text-brand-700" />}>
          <dl className="grid gap-3">
            <Row label={t('university')}>{profile.university?.universityName ?? '–'}</Row>
            <Row label={t('faculty')}>{profile.faculty?.facultyName ?? '–'}</Row>
            <Row label={t('department')}>{profile.department?.departmentName ?? '–'}</Row>
            <Row label={t('program')}>{profile.program?.programName ?? '–'}</Row>
          </dl>
        </Section>

        <Section title={t('contact')} icon={<Mail aria-hidden="true" className="size-5 text-brand-700" />}>
          {isContactHidden ? (
            <Hidden />
          ) : (
            <dl className="grid gap-3">
              <Row label={t('email')}>
                {profile.email ? (
                  <a href={`mailto:${profile.email}`} className="text-brand-700 hover:underline">
                    {profile.email}
                  </a>
                ) : (
                  '–'
                )}
              </Row>
              <Row label={t('phone')}>
                {profile.phone ? (
                  <span className="inline-flex items-center gap-1.5">
                    <Phone aria-hidden="true" className="size-4 text-gray-500" />
                    {profile.phone}
                  </span>
                ) : (
                  '–'
                )}
              </Row>
              <Row label="LINE ID">
                {profile.lineId ? (
                  <span className="inline-flex items-center gap-1.5">
                    <MessageCircle aria-hidden="true" className="size-4 text-gray-500" />
                    {profile.lineId}
                  </span>
                ) : (
                  '–'
                )}
              </Row>
            </dl>
          )}
        </Section>

        <Section title={t('grades')} icon={<Award aria-hidden="true" className="size-5 text-brand-700" />}>
          {profile.gpa === null ? (
            <Hidden />
          ) : (
            <div className="grid gap-3">
              <p className="text-sm text-gray-700">
                GPAX{' '}
                <span className="ml-1 text-2xl font-semibold text-gray-900 tabular-nums">
                  {profile.gpax === null ? '–' : profile.gpax.toFixed(2)}
                </span>
              </p>
              {profile.gpa.length === 0 ? (
                <Empty>{t('noGrades')}</Empty>
              ) : (
                <ul className="grid gap-1.5 sm:grid-cols-2">
                  {profile.gpa.map((grade) => (
                    <li key={`${grade.year}-${grade.semester}`} className="flex justify-between rounded-lg bg-gray-50 px-3 py-2 text-sm">
                      <span className="text-gray-700">
                        {semesterLabel(grade.semester)} {grade.year}
                      </span>
                      <span className="font-medium text-gray-900 tabular-nums">{grade.noGpa ? t('noGpa') : grade.gpa?.toFixed(2)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <div className="mt-4 border-t pt-4">
            {profile.transcriptUrl ? (
              <Link href={profile.transcriptUrl}>
                <span className="inline-flex items-center gap-1.5">
                  <FileText aria-hidden="true" className="size-4" />
                  {t('transcript')}
                </span>
              </Link>
            ) : (
              <Empty>{profile.isTranscriptVisible ? t('noTranscript') : t('transcriptHidden')}</Empty>
            )}
          </div>
        </Section>

        <Section title={t('languageScores')} icon={<Languages aria-hidden="true" className="size-5 text-brand-700" />}>
          {isScoreHidden ? (
            <Hidden />
          ) : (
            <dl className="grid grid-cols-3 gap-3 text-center">
              {(['toefl', 'ielts', 'toeic'] as const).map((field) => (
                <div key={field} className="rounded-xl bg-gray-50 px-3 py-3">
                  <dt className="text-xs font-medium text-gray-600 uppercase">{field}</dt>
                  <dd className="text-xl font-semibold text-gray-900 tabular-nums">{profile[field] ?? '–'}</dd>
                </div>
              ))}
            </dl>
          )}
        </Section>

        <Section title={t('interestsAndWork')} icon={<Sparkles aria-hidden="true" className="size-5 text-brand-700" />}>
          <div className="grid gap-4">
            {profile.interests === null ? (
              <Hidden />
            ) : profile.interests.length === 0 ? (
              <Empty>{t('noInterests')}</Empty>
            ) : (
              <ul className="flex flex-wrap gap-2" aria-label={t('interests')}>
                {profile.interests.map((interest) => (
                  <li key={interest}>
                    <Badge tone="brand" size="md">
                      {interest}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
            <dl className="grid gap-3">
              <Row label={t('portfolio')}>
                {profile.portfolioUrl ? <Link href={profile.portfolioUrl}>{profile.portfolioUrl}</Link> : '–'}
              </Row>
              <Row label={t('projectLink')}>
                {profile.projectExternalLink ? (
                  <span className="inline-flex items-center gap-1.5">
                    <Globe aria-hidden="true" className="size-4 text-gray-500" />
                    <Link href={profile.projectExternalLink}>{profile.projectExternalLink}</Link>
                  </span>
                ) : (
                  '–'
                )}
              </Row>
            </dl>
          </div>
        </Section>

        <Section title={t('badges')} icon={<Medal aria-hidden="true" className="size-5 text-brand-700" />}>
          <div className="grid gap-4">
            <div className="grid gap-2">
              <h3 className="text-sm font-semibold text-gray-900">{t('academic')}</h3>
              <Badges badges={profile.academicBadges} emptyText={t('noAcademicBadges')} />
            </div>
            <div className="grid gap-2">
              <h3 className="text-sm font-semibold text-gray-900">{t('activity')}</h3>
              <Badges badges={profile.activityBadges} emptyText={t('noActivityBadges')} />
            </div>
          </div>
        </Section>
      </div>
    </div>
  );
}
