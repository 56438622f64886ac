import Link from 'next/link';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { studentName, type ApplicationItem } from './types';

/** Applicants with contact details, each linking to the student's profile; ranks as the students and the company set them. */
export function ApplicantsTable({ items, caption, showCompanyRank = true }: { items: ApplicationItem[]; caption: string; showCompanyRank?: boolean }) {
  return (
    <Table caption={caption}>
      <TableHeader>
        <TableRow>
          <TableHead className="text-right">ลำดับที่นิสิตเลือก</TableHead>
          <TableHead>ชื่อ-นามสกุล</TableHead>
          <TableHead>รหัสนิสิต</TableHead>
          <TableHead>อีเมล</TableHead>
          <TableHead>โทรศัพท์</TableHead>
          <TableHead>LINE ID</TableHead>
          {showCompanyRank ? <TableHead className="text-right">ลำดับที่บริษัทเลือก</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.applicationId}>
            <TableCell className="text-right tabular-nums">{item.studentPreferenceRank}</TableCell>
            <TableCell>
              <Link href={`/student/profile/${encodeURIComponent(item.profileToken)}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                {studentName(item)}
              </Link>
            </TableCell>
            <TableCell className="tabular-nums">{item.studentId}</TableCell>
            <TableCell>{item.email ? <a href={`mailto:${item.email}`} className="underline-offset-2 hover:underline">{item.email}</a> : '–'}</TableCell>
            <TableCell>{item.phone ?? '–'}</TableCell>
            <TableCell>{item.lineId ?? '–'}</TableCell>
            {showCompanyRank ? <TableCell className="text-right tabular-nums">{item.companyPreferenceRank ?? '–'}</TableCell> : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
