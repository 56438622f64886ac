// The seven reports of SPEC §7 as the /report screen offers them; the rules behind each are in docs/reports.md.

export type ReportFileFormat = 'xlsx' | 'csv';

export type ReportDownload = { format: ReportFileFormat; label: string; path: string };

export type ReportEntry = {
  key: string;
  title: string;
  description: string;
  downloads: ReportDownload[];
};

type SessionRound = { sessionId: number; round: number };

const sessionRoundReport = (slug: string, scope: SessionRound) => `/admin/reports/${slug}/${scope.sessionId}/${scope.round}`;

/** Reports of one session and round. The two with a `/csv` twin offer both files. */
export function sessionReports(scope: SessionRound): ReportEntry[] {
  return [
    {
      key: 'students-application-progress',
      title: 'ความคืบหน้าการสมัครของนิสิต',
      description: 'นิสิตทุกคนที่ลงทะเบียนในรอบนี้ พร้อมสถานะ การส่งอันดับ จำนวนใบสมัคร จำนวนบริษัทที่สมัคร และตำแหน่งงานที่ได้รับ',
      downloads: [
        { format: 'xlsx', label: 'Excel', path: sessionRoundReport('students-application-progress', scope) },
        { format: 'csv', label: 'CSV', path: `${sessionRoundReport('students-application-progress', scope)}/csv` },
      ],
    },
    {
      key: 'placements',
      title: 'การฝึกงาน',
      description: 'นิสิตที่จับคู่ได้ในรอบนี้ พร้อมบริษัท ตำแหน่ง วันฝึกงาน พี่เลี้ยง สถานะการฝึกงาน หนังสือข้อตกลง และผลการประเมินของพี่เลี้ยง',
      downloads: [
        { format: 'xlsx', label: 'Excel', path: sessionRoundReport('placements', scope) },
        { format: 'csv', label: 'CSV', path: `${sessionRoundReport('placements', scope)}/csv` },
      ],
    },
    {
      key: 'opening-applications-by-company',
      title: 'ใบสมัครของตำแหน่งงานแยกตามบริษัท',
      description: 'จำนวนใบสมัครของแต่ละตำแหน่งงาน จำนวนที่เลือกเป็นอันดับ 1 จำนวนที่รับและจำนวนที่เหลือ เรียงตามบริษัท',
      downloads: [
        { format: 'xlsx', label: 'Excel', path: sessionRoundReport('opening-applications-by-company', scope) },
        { format: 'csv', label: 'CSV', path: `${sessionRoundReport('opening-applications-by-company', scope)}/csv` },
      ],
    },
    {
      key: 'company-ranking-progress',
      title: 'ความคืบหน้าการจัดอันดับของบริษัท',
      description: 'ตำแหน่งงานที่บริษัทยังไม่ส่งอันดับแสดงก่อน พร้อมจำนวนผู้สมัครและอีเมลผู้ใช้ของบริษัทสำหรับติดตาม',
      downloads: [{ format: 'csv', label: 'CSV', path: sessionRoundReport('company-ranking-progress', scope) }],
    },
    {
      key: 'company-ranking-drafts',
      title: 'ร่างการจัดอันดับของบริษัท',
      description: 'ลำดับผู้สมัครที่บริษัทบันทึกไว้เป็นร่างในแต่ละตำแหน่งงาน ก่อนส่งอันดับจริง',
      downloads: [{ format: 'xlsx', label: 'Excel', path: sessionRoundReport('company-ranking-drafts', scope) }],
    },
    {
      key: 'student-matching-results',
      title: 'ผลการจับคู่ของนิสิต',
      description: 'ผลของนิสิตแต่ละคนในการจับคู่ครั้งนี้ ทั้งที่จับคู่สำเร็จและไม่สำเร็จ พร้อมตำแหน่งงาน บริษัท และวิธีจับคู่',
      downloads: [{ format: 'csv', label: 'CSV', path: sessionRoundReport('student-matching-results', scope) }],
    },
    {
      key: 'company-matching-results',
      title: 'ผลการจับคู่ของบริษัท',
      description: 'นิสิตที่ได้รับในแต่ละตำแหน่งงาน พร้อมข้อมูลติดต่อ อันดับที่นิสิตเลือกและอันดับที่บริษัทให้',
      downloads: [{ format: 'xlsx', label: 'Excel', path: sessionRoundReport('company-matching-results', scope) }],
    },
  ];
}

/** The report of a whole session group. */
export function sessionGroupReports(sessionGroupId: number): ReportEntry[] {
  return [
    {
      key: 'company-opening-ratio',
      title: 'สัดส่วนตำแหน่งงานของบริษัท',
      description: 'จำนวนที่รับของแต่ละบริษัทในแต่ละรอบของกลุ่มรอบ คิดเป็นสัดส่วนเทียบกับสัดส่วนขั้นต่ำของรอบ และผ่านเกณฑ์หรือไม่',
      downloads: [{ format: 'xlsx', label: 'Excel', path: `/admin/reports/company-opening-ratio/${sessionGroupId}` }],
    },
  ];
}
