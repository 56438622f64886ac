'use client';

import { useId } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useQueryState } from '@/components/ui/use-query-state';

const ALL = 'all';

/** The admin company list's status filter, kept in `?isActive=`. */
export function CompanyStatusFilter() {
  const id = useId();
  const { get, update } = useQueryState();
  const value = get('isActive') || ALL;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-gray-700">
        สถานะ
      </label>
      <Select value={value} onValueChange={(next) => update({ isActive: next === ALL ? null : next })}>
        <SelectTrigger id={id} className="w-40">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>ทั้งหมด</SelectItem>
          <SelectItem value="true">ใช้งาน</SelectItem>
          <SelectItem value="false">ปิดใช้งาน</SelectItem>
        </SelectContent>
      </Select>
    </div>
  );
}
