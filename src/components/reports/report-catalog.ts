// The seven reports of SPEC §7 as the /report screen offers them; the rules behind each are in docs/reports.md.

export type ReportFileFormat = 'xlsx' | 'csv';

export type ReportDownload = { format: ReportFileFormat; label: string; path: string };

/** The report's title and description in the ReportCatalog namespace of the catalogue. */
export type ReportText =
  | 'studentsApplicationProgress'
  | 'placements'
  | 'openingApplicationsByCompany'
  | 'companyRankingProgress'
  | 'companyRankingDrafts'
  | 'studentMatchingResults'
  | 'companyMatchingResults'
  | 'companyOpeningRatio';

export type ReportEntry = {
  key: string;
  text: ReportText;
  downloads: ReportDownload[];
};

type SessionRound = { sessionId: number; round: number };

const sessionRoundReport = (slug: string, scope: SessionRound) => `/admin/reports/${slug}/${scope.sessionId}/${scope.round}`;

/** Reports of one session and round. The two with a `/csv` twin offer both files. */
export function sessionReports(scope: SessionRound): ReportEntry[] {
  return [
    {
      key: 'students-application-progress',
      text: 'studentsApplicationProgress',
      downloads: [
        { format: 'xlsx', label: 'Excel', path: sessionRoundReport('students-application-progress', scope) },
        { format: 'csv', label: 'CSV', path: `${sessionRoundReport('students-application-progress', scope)}/csv` },
      ],
    },
    {
      key: 'placements',
      text: 'placements',
      downloads: [
        { format: 'xlsx', label: 'Excel', path: sessionRoundReport('placements', scope) },
        { format: 'csv', label: 'CSV', path: `${sessionRoundReport('placements', scope)}/csv` },
      ],
    },
    {
      key: 'opening-applications-by-company',
      text: 'openingApplicationsByCompany',
      downloads: [
        { format: 'xlsx', label: 'Excel', path: sessionRoundReport('opening-applications-by-company', scope) },
        { format: 'csv', label: 'CSV', path: `${sessionRoundReport('opening-applications-by-company', scope)}/csv` },
      ],
    },
    {
      key: 'company-ranking-progress',
      text: 'companyRankingProgress',
      downloads: [{ format: 'csv', label: 'CSV', path: sessionRoundReport('company-ranking-progress', scope) }],
    },
    {
      key: 'company-ranking-drafts',
      text: 'companyRankingDrafts',
      downloads: [{ format: 'xlsx', label: 'Excel', path: sessionRoundReport('company-ranking-drafts', scope) }],
    },
    {
      key: 'student-matching-results',
      text: 'studentMatchingResults',
      downloads: [{ format: 'csv', label: 'CSV', path: sessionRoundReport('student-matching-results', scope) }],
    },
    {
      key: 'company-matching-results',
      text: 'companyMatchingResults',
      downloads: [{ format: 'xlsx', label: 'Excel', path: sessionRoundReport('company-matching-results', scope) }],
    },
  ];
}

/** The report of a whole session group. */
export function sessionGroupReports(sessionGroupId: number): ReportEntry[] {
  return [
    {
      key: 'company-opening-ratio',
      text: 'companyOpeningRatio',
      downloads: [{ format: 'xlsx', label: 'Excel', path: `/admin/reports/company-opening-ratio/${sessionGroupId}` }],
    },
  ];
}
