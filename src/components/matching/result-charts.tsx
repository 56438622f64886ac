'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { BarChart3 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TableCell, TableHead, TableRow } from '@/components/ui/table';
import {
  fillPercent,
  type CompanyFill,
  type RankBucket,
  type RoundProgress,
  type RoundResultCharts,
  type TermResultCharts,
} from '@/lib/result-charts';
import { ChartFigure, ChartPlaceholder } from './chart-figure';

// Recharts loads only with these charts, on the admin's results screen and the group dashboard (docs/result-charts.md).
const RankDistributionChart = dynamic(() => import('./rank-distribution-chart'), {
  ssr: false,
  loading: () => <ChartPlaceholder height={320} />,
});
const CompanyFillChart = dynamic(() => import('./company-fill-chart'), { ssr: false, loading: () => <ChartPlaceholder height={240} /> });
const RoundProgressChart = dynamic(() => import('./round-progress-chart'), {
  ssr: false,
  loading: () => <ChartPlaceholder height={300} />,
});

/** Companies the fill chart shows before "ดูทั้งหมด". */
export const FILL_TOP = 10;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby="result-charts-heading" className="grid gap-4">
      <h2 id="result-charts-heading" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <BarChart3 aria-hidden="true" className="size-5 text-brand-700" />
        {title}
      </h2>
      {children}
    </section>
  );
}

function NoResults({ text }: { text: string }) {
  return <p className="rounded-2xl border border-dashed border-gray-300 bg-white px-5 py-6 text-sm text-gray-600">{text}</p>;
}

function RankFigure({ buckets, total, scope }: { buckets: RankBucket[]; total: number; scope: string }) {
  const said = buckets.filter((bucket) => bucket.count > 0).map((bucket) => `${bucket.label} ${bucket.count} คน`);
  return (
    <ChartFigure
      caption="นิสิตได้ตำแหน่งอันดับที่เท่าไรในรายการของตน"
      description={`${scope} นิสิตที่มีผลการจับคู่ ${total} คน นับตามอันดับของตำแหน่งที่ได้ในรายการที่ส่ง`}
      summary={`แผนภูมิแท่ง นิสิต ${total} คน: ${said.join(', ')}`}
      chart={<RankDistributionChart buckets={buckets} />}
      tableCaption="จำนวนนิสิตตามอันดับที่ได้รับ"
      tableHead={
        <TableRow>
          <TableHead>อันดับที่ได้รับ</TableHead>
          <TableHead className="text-right">จำนวนนิสิต</TableHead>
          <TableHead className="text-right">ร้อยละ</TableHead>
        </TableRow>
      }
      tableRows={buckets.map((bucket) => (
        <TableRow key={bucket.label}>
          <TableCell>{bucket.label}</TableCell>
          <TableCell className="text-right tabular-nums">{bucket.count}</TableCell>
          <TableCell className="text-right tabular-nums">{total === 0 ? 0 : Math.round((bucket.count / total) * 100)}%</TableCell>
        </TableRow>
      ))}
    />
  );
}

function FillFigure({ rows, scope }: { rows: CompanyFill[]; scope: string }) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? rows : rows.slice(0, FILL_TOP);
  const full = rows.filter((row) => row.matched >= row.places).length;
  const least = rows[0];
  return (
    <ChartFigure
      caption="อัตราการรับนิสิตของแต่ละบริษัท"
      description={`${scope} รับแล้ว/จำนวนที่รับของตำแหน่งที่เปิดรับ เรียงจากบริษัทที่ยังมีที่ว่างมากที่สุด${
        rows.length > FILL_TOP ? ` แสดง ${FILL_TOP} บริษัทแรกจาก ${rows.length} บริษัท` : ''
      }`}
      summary={`แผนภูมิแท่ง ${rows.length} บริษัท รับครบแล้ว ${full} บริษัท${
        least ? ` น้อยที่สุด ${least.companyNameTh} ${least.matched}/${least.places} (${fillPercent(least)}%)` : ''
      }`}
      chart={<CompanyFillChart rows={shown} />}
      footer={
        rows.length > FILL_TOP ? (
          <Button variant="cancel" size="sm" className="w-fit" aria-expanded={showAll} onClick={() => setShowAll((value) => !value)}>
            {showAll ? `แสดง ${FILL_TOP} บริษัทแรก` : `ดูทั้งหมด (${rows.length} บริษัท)`}
          </Button>
        ) : null
      }
      tableCaption="อัตราการรับนิสิตของแต่ละบริษัท"
      tableHead={
        <TableRow>
          <TableHead>บริษัท</TableHead>
          <TableHead className="text-right">รับแล้ว</TableHead>
          <TableHead className="text-right">จำนวนที่รับ</TableHead>
          <TableHead className="text-right">ร้อยละ</TableHead>
        </TableRow>
      }
      tableRows={rows.map((row) => (
        <TableRow key={row.companyId}>
          <TableCell>{row.companyNameTh}</TableCell>
          <TableCell className="text-right tabular-nums">{row.matched}</TableCell>
          <TableCell className="text-right tabular-nums">{row.places}</TableCell>
          <TableCell className="text-right tabular-nums">{fillPercent(row)}%</TableCell>
        </TableRow>
      ))}
    />
  );
}

function ProgressFigure({ rounds }: { rounds: RoundProgress[] }) {
  return (
    <ChartFigure
      caption="ความคืบหน้ารายรอบ"
      description="จำนวนใบสมัคร นิสิตที่ส่งอันดับ และนิสิตที่ได้รับการจับคู่ ของทุกรอบการฝึกงานในกลุ่ม"
      summary={`แผนภูมิเส้น ${rounds
        .map((row) => `รอบที่ ${row.round}: ใบสมัคร ${row.applications} ส่งอันดับ ${row.submittedRankings} ได้รับการจับคู่ ${row.matched}`)
        .join('; ')}`}
      chart={<RoundProgressChart rounds={rounds} />}
      tableCaption="ความคืบหน้ารายรอบ"
      tableHead={
        <TableRow>
          <TableHead>รอบที่</TableHead>
          <TableHead className="text-right">ใบสมัคร</TableHead>
          <TableHead className="text-right">นิสิตที่ส่งอันดับ</TableHead>
          <TableHead className="text-right">ได้รับการจับคู่</TableHead>
        </TableRow>
      }
      tableRows={rounds.map((row) => (
        <TableRow key={row.round}>
          <TableCell>รอบที่ {row.round}</TableCell>
          <TableCell className="text-right tabular-nums">{row.applications}</TableCell>
          <TableCell className="text-right tabular-nums">{row.submittedRankings}</TableCell>
          <TableCell className="text-right tabular-nums">{row.matched}</TableCell>
        </TableRow>
      ))}
    />
  );
}

/** The results screen's charts of one session and round. */
export function RoundResultChartsSection({ charts }: { charts: RoundResultCharts }) {
  return (
    <Section title="ผลการจับคู่ในแผนภูมิ">
      {charts.resultCount === 0 ? (
        <NoResults text="ยังไม่มีผลการจับคู่ของรอบนี้ แผนภูมิจะแสดงเมื่อเรียกใช้การจับคู่หรือจับคู่ด้วยตนเองแล้ว" />
      ) : (
        <div className="grid gap-4 xl:grid-cols-2">
          <RankFigure buckets={charts.rankBuckets} total={charts.resultCount} scope={`รอบที่ ${charts.round}:`} />
          <FillFigure rows={charts.companyFill} scope={`ผลถึงรอบที่ ${charts.round}:`} />
        </div>
      )}
    </Section>
  );
}

/** The group dashboard's charts of the whole term. */
export function TermResultChartsSection({ charts }: { charts: TermResultCharts }) {
  const hasActivity = charts.roundProgress.some((row) => row.applications + row.submittedRankings + row.matched > 0);
  return (
    <Section title="ภาพรวมของกลุ่มรอบ">
      {!hasActivity && charts.resultCount === 0 ? (
        <NoResults text="ยังไม่มีการสมัครหรือผลการจับคู่ในกลุ่มรอบนี้ แผนภูมิจะแสดงเมื่อนิสิตเริ่มส่งอันดับ" />
      ) : (
        <div className="grid gap-4 xl:grid-cols-2">
          <ProgressFigure rounds={charts.roundProgress} />
          {charts.resultCount === 0 ? (
            <NoResults text="ยังไม่มีผลการจับคู่ในกลุ่มรอบนี้ แผนภูมิอันดับที่ได้และอัตราการรับจะแสดงเมื่อเรียกใช้การจับคู่แล้ว" />
          ) : (
            <>
              <RankFigure buckets={charts.rankBuckets} total={charts.resultCount} scope="ทั้งกลุ่มรอบ นับผลล่าสุดของนิสิตแต่ละคน:" />
              <div className="grid xl:col-span-2">
                <FillFigure rows={charts.companyFill} scope="ทั้งกลุ่มรอบ:" />
              </div>
            </>
          )}
        </div>
      )}
    </Section>
  );
}
