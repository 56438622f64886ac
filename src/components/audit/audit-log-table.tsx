'use client';

import type { List } from '@/lib/list';
import { formatDateTime } from '@/lib/dates';
import { Label } from '@/components/ui/label';
import { Pagination } from '@/components/ui/pagination';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useQueryState } from '@/components/ui/use-query-state';
import { auditActionLabel, auditEntityLabel } from './action-labels';
import type { AuditLogEntry } from '@/lib/audit';

const ALL = 'all';

/** One readable line of the details object: `key: value`, values shortened. */
function detailsLine(details: unknown): string {
  if (!details || typeof details !== 'object') return '';
  return Object.entries(details as Record<string, unknown>)
    .map(([key, value]) => {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      return `${key}: ${text.length > 60 ? `${text.slice(0, 57)}…` : text}`;
    })
    .join(' · ');
}

/** Every recorded write, newest first; the action filter and the page live in the URL. */
export function AuditLogTable({ list, actions }: { list: List<AuditLogEntry>; actions: string[] }) {
  const { get, update, isPending } = useQueryState();
  return (
    <div className="grid gap-4">
      <div className="grid max-w-sm gap-1.5">
        <Label htmlFor="audit-action">การกระทำ</Label>
        <Select value={get('action') || ALL} onValueChange={(value) => update({ action: value === ALL ? null : value })}>
          <SelectTrigger id="audit-action">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>ทุกการกระทำ</SelectItem>
            {actions.map((action) => (
              <SelectItem key={action} value={action}>
                {auditActionLabel(action)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div aria-busy={isPending || undefined} className={isPending ? 'opacity-60' : undefined}>
        <Table caption="ประวัติการแก้ไขข้อมูล เรียงจากล่าสุด">
          <TableHeader>
            <tr>
              <TableHead>เวลา</TableHead>
              <TableHead>ผู้ดำเนินการ</TableHead>
              <TableHead>การกระทำ</TableHead>
              <TableHead>รายการ</TableHead>
              <TableHead>รายละเอียด</TableHead>
            </tr>
          </TableHeader>
          <TableBody>
            {list.items.length === 0 ? (
              <TableEmptyRow colSpan={5}>ยังไม่มีประวัติที่ตรงกับตัวกรอง</TableEmptyRow>
            ) : (
              list.items.map((log) => (
                <TableRow key={log.id}>
                  <TableCell className="whitespace-nowrap text-gray-700">{formatDateTime(log.createdAt)}</TableCell>
                  <TableCell className="min-w-40">
                    <span className="grid">
                      <span className="font-medium text-gray-900">{log.actor?.displayName ?? log.actor?.platformUid ?? 'ระบบ'}</span>
                      {log.assumedPlatformUid ? <span className="text-xs text-warning-800">ในนามของ {log.assumedPlatformUid}</span> : null}
                    </span>
                  </TableCell>
                  <TableCell className="min-w-40">
                    <span className="grid">
                      <span className="text-gray-900">{auditActionLabel(log.action)}</span>
                      <span className="font-mono text-xs text-gray-600">{log.action}</span>
                    </span>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {auditEntityLabel(log.entityType)}
                    {log.entityId ? <span className="text-gray-600"> #{log.entityId}</span> : null}
                  </TableCell>
                  <TableCell className="max-w-md min-w-56 text-xs break-words text-gray-700">{detailsLine(log.details) || '–'}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
        <Pagination meta={list.meta} />
      </div>
    </div>
  );
}
